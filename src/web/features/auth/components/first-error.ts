import type { FieldErrors } from 'react-hook-form';

/** The first validation message of a form, in field order: shown once, above the button. */
export function firstError<T extends Record<string, unknown>>(
  errors: FieldErrors<T>,
  order: (keyof T)[],
): string | undefined {
  for (const key of order) {
    const message = errors[key]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
