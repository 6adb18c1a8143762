import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import { addDays, spanishDay } from '../analytics/analytics-window';

/** "28 de noviembre de 2026, 10:15", Spain's time: when an e-mail says something arrived. */
export const spainDateTime = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: SPAIN_TIME_ZONE,
});

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SPAIN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Spain's clock is ahead of UTC at an instant (1 h in winter, 2 h in summer). */
function offsetMs(at: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant it is `hour`:00 in Spain on `day` (`YYYY-MM-DD`). */
export function spainInstant(day: string, hour: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let at = wall - offsetMs(wall);
  at = wall - offsetMs(at);
  return new Date(at);
}

/** Monday of the week (Monday–Sunday) of a `YYYY-MM-DD` day. */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}

export type SummaryKind = 'daily' | 'weekly';

/** A summary's period: inclusive Europe/Madrid days, and when its e-mail goes out. */
export interface SummaryPeriod {
  kind: SummaryKind;
  from: string;
  to: string;
  sendAt: Date;
}

/** Summaries go out at this hour (Spain) once their period is over: the start of a working day. */
export const SUMMARY_HOUR = 8;

/** The period starting on `from` (a day, or a Monday for the weekly summary). */
export function summaryPeriod(kind: SummaryKind, from: string): SummaryPeriod {
  const days = kind === 'daily' ? 1 : 7;
  return { kind, from, to: addDays(from, days - 1), sendAt: spainInstant(addDays(from, days), SUMMARY_HOUR) };
}

/** The next period whose e-mail is still to go out at `now` (the one being sent now counts as gone). */
export function nextSummaryPeriod(kind: SummaryKind, now: Date): SummaryPeriod {
  const today = spanishDay(now);
  const current = summaryPeriod(kind, kind === 'daily' ? today : mondayOf(today));
  const previous = summaryPeriod(kind, addDays(current.from, kind === 'daily' ? -1 : -7));
  return now < previous.sendAt ? previous : current;
}
