import { describe, expect, it } from 'vitest';
import { madridLocalInput, visitWhen } from './visits-dashboard';

describe('visit times in the dashboard (Europe/Madrid)', () => {
  it('shows summer and winter time as Madrid wall clock', () => {
    // 15:30Z is 17:30 in summer (UTC+2) and 16:30 in winter (UTC+1).
    expect(madridLocalInput('2027-07-14T15:30:00.000Z')).toBe('2027-07-14T17:30');
    expect(madridLocalInput('2027-01-14T15:30:00.000Z')).toBe('2027-01-14T16:30');
    // The night the clocks go back: 00:30Z is 02:30 summer time, 01:30Z is 02:30 winter time.
    expect(madridLocalInput('2027-10-31T00:30:00.000Z')).toBe('2027-10-31T02:30');
    expect(madridLocalInput('2027-10-31T01:30:00.000Z')).toBe('2027-10-31T02:30');
    // New Year's Eve: 22:30Z is still 2027 in Madrid (23:30).
    expect(madridLocalInput('2027-12-31T22:30:00.000Z')).toBe('2027-12-31T23:30');
  });

  it('writes the day and the range in Spanish, the year only when it is not this one', () => {
    const now = new Date('2027-05-01T10:00:00.000Z');
    expect(visitWhen('2027-05-14T15:30:00.000Z', '2027-05-14T16:00:00.000Z', now)).toBe(
      'viernes, 14 de mayo, de 17:30 a 18:00',
    );
    expect(visitWhen('2028-01-05T09:00:00.000Z', '2028-01-05T09:30:00.000Z', now)).toBe(
      'miércoles, 5 de enero de 2028, de 10:00 a 10:30',
    );
  });
});
