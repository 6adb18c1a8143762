const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

/** `27 de noviembre de 2026`, or null without a date. */
export const formatLongDate = (iso: string | null | undefined) =>
  iso ? longDate.format(new Date(iso)) : null;
