import { SPAIN_TIME_ZONE } from '../../shared/time-zone';

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: SPAIN_TIME_ZONE });

/** Spanish texts shared by the server-rendered site pages. */
export const siteDocumentTexts = {
  updated: 'Última actualización:',
  version: 'Versión',
  home: 'Volver al inicio',
  /** `2026-11-23` → `23 de noviembre de 2026`. */
  date: (iso: string) => longDate.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso)),
} as const;
