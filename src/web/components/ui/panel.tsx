import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A titled white card: a dashboard section (analytics, settings, staging). */
export function Panel({
  id,
  title,
  caption,
  className,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6', className)}
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {caption && <p className="mt-0.5 text-sm text-neutral-600">{caption}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-neutral-50 px-4 py-6 text-center text-sm text-neutral-600">{children}</p>
  );
}
