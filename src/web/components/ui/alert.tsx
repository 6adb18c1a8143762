import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-neutral-200 bg-neutral-50 text-neutral-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
} as const;

/** An inline message inside a form or card. */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-3 py-2.5 text-sm', tones[tone])}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
    </div>
  );
}
