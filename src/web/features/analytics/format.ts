/** es-ES dates of the analytics screen (numbers and percentages: shared/format.ts). */

const monthDate = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1));
};
const shortMonth = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-02' → 'feb' (axis) and 'febrero de 2025' (table). */
export const monthLabel = (month: string) => shortMonth.format(monthDate(month)).replace('.', '');
export const monthLongLabel = (month: string) => longMonth.format(monthDate(month));

/** '2025-06-09' → '9 jun 2025'. */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
