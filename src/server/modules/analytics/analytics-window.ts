import { ANALYTICS_LIMITS, type AnalyticsRange, RANGE_DAYS } from '../../../shared/analytics';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';

/** `YYYY-MM-DD` of a moment, in Spain (the rollups' `day`, analytics_day() in SQL). */
const dayInSpain = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const spanishDay = (at: Date): string => dayInSpain.format(at);

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first and last day (inclusive) of a range ending today. */
export function rangeDays(range: AnalyticsRange, now: Date): { from: string; to: string } {
  const to = spanishDay(now);
  return { from: addDays(to, 1 - RANGE_DAYS[range]), to };
}

/** The chart's months (`YYYY-MM`), oldest first, ending with the current month. */
export function chartMonths(now: Date): string[] {
  const [year, month] = spanishDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: ANALYTICS_LIMITS.chartMonths }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (ANALYTICS_LIMITS.chartMonths - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
