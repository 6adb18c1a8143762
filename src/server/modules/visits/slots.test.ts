import { describe, expect, it } from 'vitest';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import { WEEKDAYS, type WeeklyHours, weeklyHoursSchema } from '../../../shared/visits';
import { madridInstant, madridLocalToInstant } from '../../lib/madrid-time';
import { freeSlots, isFreeSlot } from './slots';

// 2027: summer time starts on Sunday 28 March (02:00 → 03:00) and ends on Sunday 31 October
// (03:00 → 02:00). 10 May 2027 is a Monday.
const hours = (days: Partial<Record<keyof WeeklyHours, [string, string][]>>): WeeklyHours =>
  weeklyHoursSchema.parse(
    Object.fromEntries(
      Object.entries(days).map(([d, rs]) => [d, rs.map(([start, end]) => ({ start, end }))]),
    ),
  );
const iso = (slots: Date[]) => slots.map((s) => s.toISOString().slice(0, 16));
const labelFormat = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
/** The times a visitor reads in the slot list (Madrid clock). */
const labels = (slots: Date[]) => slots.map((s) => labelFormat.format(s));

describe('freeSlots', () => {
  it('lays the weekly hours over the days, in Madrid time, every visit length', () => {
    const slots = freeSlots({
      hours: hours({
        mon: [
          ['10:00', '12:00'],
          ['16:00', '17:00'],
        ],
      }),
      lengthMinutes: 45,
      taken: [],
      now: new Date('2027-05-09T10:00:00Z'), // Sunday
      horizonDays: 2,
    });
    // Summer: Madrid is UTC+2. 45-minute slots that must end by 12:00: 10:00, 10:45 (11:30 would end at 12:15).
    expect(iso(slots)).toEqual(['2027-05-10T08:00', '2027-05-10T08:45', '2027-05-10T14:00']);
  });

  it('skips the hour that does not exist on the last Sunday of March', () => {
    const common = {
      lengthMinutes: 30,
      taken: [],
      now: new Date('2027-03-27T00:00:00Z'),
      noticeMinutes: 0,
      horizonDays: 3,
    };
    const slots = freeSlots({ ...common, hours: hours({ sun: [['01:00', '04:00']] }) });
    // 01:00 and 01:30 winter time (UTC+1), then the clock jumps to 03:00 summer time (UTC+2).
    expect(iso(slots)).toEqual([
      '2027-03-28T00:00',
      '2027-03-28T00:30',
      '2027-03-28T01:00',
      '2027-03-28T01:30',
    ]);
    expect(labels(slots)).toEqual(['01:00', '01:30', '03:00', '03:30']);

    // A range that starts inside the skipped hour starts at the change.
    const fromGap = freeSlots({ ...common, hours: hours({ sun: [['02:30', '04:00']] }) });
    expect(labels(fromGap)).toEqual(['03:00', '03:30']);
    // A range that ends inside it ends at the change: 01:00–02:30 is one real hour.
    const toGap = freeSlots({ ...common, hours: hours({ sun: [['01:00', '02:30']] }) });
    expect(labels(toGap)).toEqual(['01:00', '01:30']);
    // Long visits never overlap each other across the jump (01:30 + 90 min = 04:00 summer time).
    const long = freeSlots({ ...common, lengthMinutes: 90, hours: hours({ sun: [['01:30', '06:00']] }) });
    expect(labels(long)).toEqual(['01:30', '04:00']);
    expect(long[1]!.getTime() - long[0]!.getTime()).toBe(90 * 60_000);
  });

  it('shows each time once on the last Sunday of October, at its first occurrence', () => {
    const common = {
      lengthMinutes: 30,
      taken: [],
      now: new Date('2027-10-30T00:00:00Z'),
      noticeMinutes: 0,
      horizonDays: 3,
    };
    const slots = freeSlots({ ...common, hours: hours({ sun: [['01:00', '04:00']] }) });
    // 02:00 and 02:30 summer time (UTC+2); the repeated 02:00–02:59 winter time is not offered again.
    expect(iso(slots)).toEqual([
      '2027-10-30T23:00',
      '2027-10-30T23:30',
      '2027-10-31T00:00',
      '2027-10-31T00:30',
      '2027-10-31T02:00',
      '2027-10-31T02:30',
    ]);
    expect(labels(slots)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(new Set(iso(slots)).size).toBe(slots.length);
    // A range inside the repeated hour: one visit, not two at the same time on the clock.
    const inside = freeSlots({ ...common, lengthMinutes: 60, hours: hours({ sun: [['02:00', '03:00']] }) });
    expect(iso(inside)).toEqual(['2027-10-31T00:00']);
  });

  it('offers nothing in the past or within the notice', () => {
    const common = {
      hours: hours({ mon: [['10:00', '14:00']] }),
      lengthMinutes: 30,
      taken: [],
      now: new Date('2027-05-10T08:40:00Z'), // Monday 10:40 in Madrid
      horizonDays: 1,
    };
    expect(labels(freeSlots({ ...common, noticeMinutes: 0 }))[0]).toBe('11:00');
    expect(labels(freeSlots(common))).toEqual(['13:00', '13:30']); // 2 hours' notice by default
    expect(freeSlots({ ...common, noticeMinutes: 240 })).toEqual([]);
  });

  it('leaves out slots that overlap a taken visit, but not one that only touches it', () => {
    const slots = freeSlots({
      hours: hours({ mon: [['10:00', '12:00']] }),
      lengthMinutes: 30,
      taken: [
        { start: new Date('2027-05-10T09:15:00Z'), end: new Date('2027-05-10T09:45:00Z') }, // 11:15–11:45
        { start: new Date('2027-05-10T07:30:00Z'), end: new Date('2027-05-10T08:00:00Z') }, // 09:30–10:00
      ],
      now: new Date('2027-05-09T10:00:00Z'),
      horizonDays: 2,
    });
    // 11:00 and 11:30 meet 11:15–11:45; 10:00 starts as the 09:30 visit ends.
    expect(labels(slots)).toEqual(['10:00', '10:30']);
  });

  it('reaches 14 days ahead and no further', () => {
    const daily = hours(Object.fromEntries(WEEKDAYS.map((d) => [d, [['10:00', '11:00']]])));
    const now = new Date('2027-05-10T08:30:00Z'); // Monday 10:30: today's 10:00 is past
    const slots = freeSlots({ hours: daily, lengthMinutes: 60, taken: [], now, noticeMinutes: 0 });
    expect(slots).toHaveLength(14);
    expect(iso(slots)[0]).toBe('2027-05-11T08:00');
    // Monday 24 May 10:00 is 13 h 30 min before the horizon (now + 14 days) ends: included.
    expect(iso(slots).at(-1)).toBe('2027-05-24T08:00');
    const shorter = freeSlots({
      hours: daily,
      lengthMinutes: 60,
      taken: [],
      now,
      noticeMinutes: 0,
      horizonDays: 3,
    });
    expect(iso(shorter)).toEqual(['2027-05-11T08:00', '2027-05-12T08:00', '2027-05-13T08:00']);
  });

  it('gives nothing for an empty week', () => {
    const empty = weeklyHoursSchema.parse({});
    expect(
      freeSlots({ hours: empty, lengthMinutes: 30, taken: [], now: new Date('2027-05-10T08:00:00Z') }),
    ).toEqual([]);
  });
});

describe('isFreeSlot', () => {
  const common = {
    hours: hours({ mon: [['10:00', '12:00']] }),
    lengthMinutes: 30,
    taken: [{ start: new Date('2027-05-10T09:00:00Z'), end: new Date('2027-05-10T09:30:00Z') }],
    now: new Date('2027-05-09T10:00:00Z'),
  };
  it('accepts an offered slot and refuses a taken, off-grid, past or off-hours one', () => {
    expect(isFreeSlot({ ...common, start: new Date('2027-05-10T08:30:00Z') })).toBe(true);
    expect(isFreeSlot({ ...common, start: new Date('2027-05-10T09:00:00Z') })).toBe(false); // taken
    expect(isFreeSlot({ ...common, start: new Date('2027-05-10T08:10:00Z') })).toBe(false); // 10:10
    expect(isFreeSlot({ ...common, start: new Date('2027-05-10T12:00:00Z') })).toBe(false); // 14:00
    expect(
      isFreeSlot({
        ...common,
        now: new Date('2027-05-10T08:00:00Z'),
        start: new Date('2027-05-10T08:30:00Z'),
      }),
    ).toBe(false); // within the notice
  });
});

describe('Madrid wall clock', () => {
  it('turns a proposed local time into an instant; the skipped hour does not exist', () => {
    expect(madridLocalToInstant('2027-05-14T17:30')?.toISOString()).toBe('2027-05-14T15:30:00.000Z');
    expect(madridLocalToInstant('2027-01-14T17:30')?.toISOString()).toBe('2027-01-14T16:30:00.000Z');
    expect(madridLocalToInstant('2027-03-28T02:30')).toBeNull();
    expect(madridLocalToInstant('2027-02-30T10:00')).toBeNull();
    // The repeated hour: the first 02:30 (summer time).
    expect(madridLocalToInstant('2027-10-31T02:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('tells exact, repeated and skipped wall times apart', () => {
    expect(madridInstant({ year: 2027, month: 10, day: 31 }, 150).kind).toBe('repeated');
    expect(madridInstant({ year: 2027, month: 3, day: 28 }, 150)).toEqual({
      at: new Date('2027-03-28T01:00:00Z'),
      kind: 'gap',
    });
    expect(madridInstant({ year: 2027, month: 3, day: 28 }, 180).kind).toBe('exact');
  });
});
