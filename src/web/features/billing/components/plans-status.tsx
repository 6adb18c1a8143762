import { LoadError } from '../../../components/ui/load-error';
import { planCardTexts as t } from '../texts';

/** While the plans load: three placeholder cards; when they fail: the reason and a retry. */
export function PlansStatus({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (error) return <LoadError title={t.loadError} error={error} onRetry={onRetry} />;
  return (
    <div role="status" className="grid gap-6 md:grid-cols-3">
      <span className="sr-only">{t.loading}</span>
      {['a', 'b', 'c'].map((k) => (
        <div
          key={k}
          aria-hidden
          className="h-96 animate-pulse rounded-2xl border border-neutral-200 bg-neutral-100"
        />
      ))}
    </div>
  );
}
