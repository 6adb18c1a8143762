import { SPAIN_TIME_ZONE } from '../../shared/time-zone';

/**
 * Madrid wall-clock time ⇄ instants, with Intl only (no time-zone dependency). Visiting hours are
 * wall-clock ("lunes de 10:00 a 14:00") while visits are stored as instants, so each day's hours
 * are turned into instants here, where summer time is handled once:
 * - the last Sunday of March skips 02:00–02:59 (a "gap": that wall time never happens);
 * - the last Sunday of October repeats 02:00–02:59 (a wall time that happens twice).
 */

/** A Madrid calendar day. */
export interface MadridDate {
  year: number;
  month: number;
  day: number;
}

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it.
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAIN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const MINUTE = 60_000;

/**
 * The Madrid wall clock at an instant, as if it were UTC milliseconds (so wall times compare and
 * subtract as numbers). Seconds are kept: slots are on whole minutes, "now" need not be.
 */
export function madridWallMs(at: Date | number): number {
  const t = typeof at === 'number' ? at : at.getTime();
  return t + offsetAt(t);
}

const HOUR = 60 * MINUTE;
/**
 * Madrid's offset from UTC by UTC hour. The clock changes at 01:00 UTC, on the hour, so the
 * offset is the same for a whole UTC hour: one Intl call per hour instead of one per instant (a
 * slot list or a booking's check reads hundreds of instants). Bounded: cleared when it grows.
 */
const offsets = new Map<number, number>();
function offsetAt(t: number): number {
  const hour = Math.floor(t / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR;
    const parts = wallFormat.formatToParts(start);
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    offset =
      Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - start;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The Madrid calendar day at an instant. */
export function madridDate(at: Date): MadridDate {
  const wall = new Date(madridWallMs(at));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The day `n` days after `date` (calendar arithmetic, independent of the clock changes). */
export function addDays(date: MadridDate, n: number): MadridDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday, the order of WEEKDAYS. */
export function isoWeekdayIndex(date: MadridDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

export type WallTimeKind = 'exact' | 'repeated' | 'gap';

/**
 * The instant at which Madrid's clock shows `minutes` after midnight of `date`.
 * - exact: the one instant;
 * - repeated (October): the earlier of the two, so "hasta las 02:30" ends at the first 02:30 and
 *   a slot list never shows the same time twice;
 * - gap (March): that time never shows; the instant returned is the clock change itself, the
 *   first moment the clock reads later than the wall time asked for. Slot starts in a gap are
 *   skipped by the caller; a range that ends in the gap ends at the change.
 */
export function madridInstant(date: MadridDate, minutes: number): { at: Date; kind: WallTimeKind } {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  // Madrid is UTC+1 (winter) or UTC+2 (summer): the instant, if any, is one of these two.
  const matches = [wall - 120 * MINUTE, wall - 60 * MINUTE].filter((t) => madridWallMs(t) === wall);
  if (matches.length > 0) {
    return { at: new Date(matches[0]!), kind: matches.length > 1 ? 'repeated' : 'exact' };
  }
  // A gap: between the two candidates the clock jumps past `wall`; find the jump to the minute.
  let lo = wall - 120 * MINUTE; // the clock still reads before `wall` here
  let hi = wall - 60 * MINUTE; // and after it here
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (madridWallMs(mid) < wall) lo = mid;
    else hi = mid;
  }
  return { at: new Date(hi), kind: 'gap' };
}

/**
 * "2027-05-14T17:30" (what <input type="datetime-local"> sends, Madrid time) as an instant, or
 * null when that time does not exist (it falls in March's skipped hour) or is not a date.
 */
export function madridLocalToInstant(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.slice(0, 16));
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  const found = madridInstant({ year, month, day }, hour * 60 + minute);
  return found.kind === 'gap' ? null : found.at;
}
