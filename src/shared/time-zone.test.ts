import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SPAIN_TIME_ZONE } from './time-zone';

it("names Spain's time zone once: every other file reads SPAIN_TIME_ZONE", () => {
  expect(SPAIN_TIME_ZONE).toBe('Europe/Madrid');
  const root = join(import.meta.dirname, '..');
  const copies = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(join('shared', 'time-zone.ts')),
    )
    .filter((f) => /['"`]Europe\/Madrid['"`]/.test(readFileSync(join(root, f), 'utf8')));
  expect(copies).toEqual([]);
});
