import { WEEKDAYS } from '../../src/shared/visits';

/** Weekly visiting hours with the same range every day (Madrid wall clock, "HH:MM"). */
export const everyDay = (start: string, end: string) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [{ start, end }]]));
