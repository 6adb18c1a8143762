import { Loader2 } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50',
  ghost: 'text-neutral-700 hover:bg-neutral-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  /** The trigger of a destructive action (it opens a confirmation): outlined in red. */
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  /** The same, without a border, for a row of quiet actions. */
  dangerGhost: 'text-red-700 hover:bg-red-50',
} as const;

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors';

/** The classes of a button, for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: keyof typeof variants = 'primary', className?: string) {
  return cn(base, variants[variant], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, className, children, disabled, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, cn('disabled:cursor-not-allowed', className))}
      {...props}
    >
      {loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
});
