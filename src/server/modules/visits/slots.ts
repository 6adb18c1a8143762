import { BOOKING_HORIZON_DAYS, minutesOfDay, WEEKDAYS, type WeeklyHours } from '../../../shared/visits';
import {
  addDays,
  isoWeekdayIndex,
  type MadridDate,
  madridDate,
  madridInstant,
  madridWallMs,
} from '../../lib/madrid-time';

/**
 * The free slots a visitor may book: the member's weekly hours (Madrid wall clock) laid over the
 * next days, less what is past, too soon, or taken. Pure: the caller reads the hours and the
 * taken visits (inside the booking transaction, to check a slot again before it is stored).
 */

/** A visit already holding time: [start, end). */
export interface TakenInterval {
  start: Date;
  end: Date;
}

export interface FreeSlotsOptions {
  hours: WeeklyHours;
  /** Minutes each visit lasts (visitLengthSchema: 15–180, a multiple of 5). */
  lengthMinutes: number;
  taken: readonly TakenInterval[];
  now: Date;
  /** No slot starts sooner than this after `now`: the agent needs time to get there. */
  noticeMinutes?: number;
  /** Slots start before now + this many days. */
  horizonDays?: number;
  /** Only this Madrid day's slots (a booking's check needs no other day). */
  onlyDay?: MadridDate;
}

export const DEFAULT_NOTICE_MINUTES = 120;
const MINUTE = 60_000;

/**
 * The start instants of the free slots, in order. Within each range the slots follow each other
 * every `lengthMinutes` of real time from the range's start, and each must end by the range's
 * end. Across the clock changes:
 * - March: stepping real time never lands on a time that does not exist, and a range that starts
 *   or ends inside the skipped hour starts or ends at the change (madridInstant);
 * - October: a range's start and end are read at their first occurrence, and a slot whose wall
 *   time is not later than the previous slot's is dropped, so the repeated hour neither shows a
 *   time twice nor gives a list that goes back in time.
 */
export function freeSlots(opts: FreeSlotsOptions): Date[] {
  const length = opts.lengthMinutes * MINUTE;
  const earliest = opts.now.getTime() + (opts.noticeMinutes ?? DEFAULT_NOTICE_MINUTES) * MINUTE;
  const horizon = opts.now.getTime() + (opts.horizonDays ?? BOOKING_HORIZON_DAYS) * 24 * 60 * MINUTE;
  const taken = [...opts.taken]
    .map((t) => ({ start: t.start.getTime(), end: t.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const slots: Date[] = [];
  const today = madridDate(opts.now);
  // One day more than the horizon: "now + 14 days" falls partway through the 15th calendar day.
  for (let n = 0; n <= (opts.horizonDays ?? BOOKING_HORIZON_DAYS); n++) {
    const date = addDays(today, n);
    if (opts.onlyDay && !sameDay(date, opts.onlyDay)) continue;
    const ranges = opts.hours[WEEKDAYS[isoWeekdayIndex(date)]!] ?? [];
    let lastWall = Number.NEGATIVE_INFINITY;
    for (const range of ranges) {
      const from = madridInstant(date, minutesOfDay(range.start)!).at.getTime();
      const until = madridInstant(date, minutesOfDay(range.end)!).at.getTime();
      for (let start = from; start + length <= until; start += length) {
        const wall = madridWallMs(start);
        if (wall <= lastWall) continue;
        lastWall = wall;
        if (start < earliest || start >= horizon) continue;
        if (overlapsAny(start, start + length, taken)) continue;
        slots.push(new Date(start));
      }
    }
  }
  return slots;
}

/** Whether [start, end) meets any taken interval (sorted by start); touching ends do not count. */
function overlapsAny(start: number, end: number, taken: readonly { start: number; end: number }[]): boolean {
  for (const t of taken) {
    if (t.start >= end) return false;
    if (t.end > start) return true;
  }
  return false;
}

/**
 * Whether `start` is one of the free slots right now: the server's check of a booked slot (a
 * tampered, past, taken or off-hours time is refused), made again inside the transaction.
 */
export function isFreeSlot(opts: FreeSlotsOptions & { start: Date }): boolean {
  const t = opts.start.getTime();
  // Only the slot's own day: the same answer as the whole list, without laying out 14 days.
  return freeSlots({ ...opts, onlyDay: madridDate(opts.start) }).some((s) => s.getTime() === t);
}

const sameDay = (a: MadridDate, b: MadridDate) => a.year === b.year && a.month === b.month && a.day === b.day;
