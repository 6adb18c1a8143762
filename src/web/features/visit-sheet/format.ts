import { lazyFormat } from '../../../shared/format';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { SheetAddress } from '../../../shared/visit-sheet';

const timeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SPAIN_TIME_ZONE,
    }),
);
const dayFormat = lazyFormat(
  () => new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', timeZone: SPAIN_TIME_ZONE }),
);
const dayKey = lazyFormat(() => new Intl.DateTimeFormat('en-CA', { timeZone: SPAIN_TIME_ZONE }));

/** "17:42", Madrid time. */
export const madridTime = (iso: string) => timeFormat.format(new Date(iso));

/**
 * When the signing link stops working, for "El código vale hasta las …": the time, and the day
 * too when it is not today's in Madrid ("01:30 del domingo 30").
 */
export function linkExpiryTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = timeFormat.format(at);
  return dayKey.format(at) === dayKey.format(now) ? time : `${time} del ${dayFormat.format(at)}`;
}

/** The address in one line as the sheet shows it: "Calle Mayor 12, 3º B, 28013 Madrid (Madrid)". */
export function addressLine(a: SheetAddress): string {
  const flat = [a.floor, a.door].filter(Boolean).join(' ');
  const place = `${a.postalCode} ${a.city}${a.province && a.province !== a.city ? ` (${a.province})` : ''}`;
  return [`${a.street} ${a.number}`, flat, place].filter(Boolean).join(', ');
}
