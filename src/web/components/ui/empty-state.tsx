import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Nothing to show yet: what will appear here, and the one action that makes it appear. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  titleAs: Title = 'h2',
  className,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  /** A button or a link styled with `buttonClass()`. */
  action?: ReactNode;
  /** `h3` where the empty state sits inside a titled section. */
  titleAs?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <Icon className="mx-auto size-12 text-neutral-400" aria-hidden />
      <Title className="mt-4 text-lg font-semibold text-ink">{title}</Title>
      <p className="mx-auto mt-1 max-w-lg text-sm text-neutral-600">{body}</p>
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
