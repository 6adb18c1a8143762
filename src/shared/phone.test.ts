import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactPhone, isPhoneNumber } from './phone';

describe('phone', () => {
  it('drops the spaces, dots, dashes and brackets a phone is typed with', () => {
    expect(compactPhone(' +34 (612) 34.56-78 ')).toBe('+34612345678');
  });

  it('accepts 9 to 15 digits, with or without a leading +', () => {
    expect(isPhoneNumber('612 34 56 78')).toBe(true);
    expect(isPhoneNumber('+34 612 345 678')).toBe(true);
    expect(isPhoneNumber('61234567')).toBe(false);
    expect(isPhoneNumber('6123456789012345')).toBe(false);
    expect(isPhoneNumber('612 34 56 7x')).toBe(false);
  });

  it('is the one place a phone is compacted, on the server and in the browser', () => {
    const root = join(import.meta.dirname, '..');
    const copies = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(join('shared', 'phone.ts')))
      .filter((f) => readFileSync(join(root, f), 'utf8').includes('replace(/[\\s().-]/g'));
    expect(copies).toEqual([]);
  });
});
