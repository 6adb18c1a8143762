import { describe, expect, it } from 'vitest';
import { mondayOf, nextSummaryPeriod, spainInstant, summaryPeriod } from './spain-time';

describe('Spain time of the activity e-mails', () => {
  it('finds 8:00 in Spain in winter, in summer and on the days the clocks change', () => {
    expect(spainInstant('2026-03-02', 8).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(spainInstant('2026-07-15', 8).toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(spainInstant('2026-03-29', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(spainInstant('2026-10-25', 8).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(spainInstant('2026-10-26', 0).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('weeks run Monday to Sunday', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
  });

  it('a period is sent at 8:00 (Spain) of the day after it ends', () => {
    expect(summaryPeriod('daily', '2026-03-02')).toEqual({
      kind: 'daily',
      from: '2026-03-02',
      to: '2026-03-02',
      sendAt: new Date('2026-03-03T07:00:00Z'),
    });
    expect(summaryPeriod('weekly', '2026-03-02')).toEqual({
      kind: 'weekly',
      from: '2026-03-02',
      to: '2026-03-08',
      sendAt: new Date('2026-03-09T07:00:00Z'),
    });
  });

  it('the next period to send: yesterday until 8:00, today after it', () => {
    // 07:59 and 08:00 in Madrid on Tuesday 3 March.
    expect(nextSummaryPeriod('daily', new Date('2026-03-03T06:59:00Z')).from).toBe('2026-03-02');
    expect(nextSummaryPeriod('daily', new Date('2026-03-03T07:00:00Z')).from).toBe('2026-03-03');
    // 00:30 in Madrid is still the day before in UTC.
    expect(nextSummaryPeriod('daily', new Date('2026-03-02T23:30:00Z')).from).toBe('2026-03-02');
    // Monday 9 March, before and after 8:00; then mid-week.
    expect(nextSummaryPeriod('weekly', new Date('2026-03-09T06:00:00Z')).from).toBe('2026-03-02');
    expect(nextSummaryPeriod('weekly', new Date('2026-03-09T07:30:00Z')).from).toBe('2026-03-09');
    expect(nextSummaryPeriod('weekly', new Date('2026-03-12T12:00:00Z')).from).toBe('2026-03-09');
  });
});
