import { RotateCw } from 'lucide-react';
import { Button } from './button';

/** A list or panel that failed to load: what failed, why, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Reintentar
      </Button>
    </div>
  );
}
