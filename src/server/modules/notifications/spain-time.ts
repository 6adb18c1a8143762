import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import { madridInstant } from '../../lib/madrid-time';
import { addDays, spanishDay } from '../analytics/analytics-window';

/** "28 de noviembre de 2026, 10:15", Spain's time: when an e-mail says something arrived. */
export const spainDateTime = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: SPAIN_TIME_ZONE,
});

/** The instant it is `hour`:00 in Spain on `day` (`YYYY-MM-DD`). */
export function spainInstant(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return madridInstant({ year, month, day: date }, hour * 60).at;
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
