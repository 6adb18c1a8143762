import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** One figure of a dashboard: label, value and an optional hint. Use inside a `<dl>`. */
export function KpiCard({
  label,
  value,
  hint,
  icon: Icon,
  testId,
  className,
}: {
  label: string;
  value: string;
  hint?: string;
  icon?: LucideIcon;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn('min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5', className)}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-neutral-600">
        {Icon && <Icon className="size-4 shrink-0 text-brand-700" aria-hidden />}
        <span className="min-w-0">{label}</span>
      </dt>
      <dd className="mt-2 text-2xl font-bold text-ink tabular-nums sm:text-3xl">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-neutral-600">{hint}</dd>}
    </div>
  );
}
