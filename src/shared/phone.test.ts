import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactPhone, isPhoneNumber, toE164 } from './phone';

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

  it('writes a phone in E.164: Spanish without a country, any country with + or 00', () => {
    expect(toE164('612 34 56 78')).toBe('+34612345678');
    expect(toE164('+34 612 345 678')).toBe('+34612345678');
    expect(toE164('0034 912 34 56 78')).toBe('+34912345678');
    expect(toE164('34612345678')).toBe('+34612345678');
    expect(toE164('+44 7700 900123')).toBe('+447700900123');
    // Too short, a Spanish number with the wrong length or first digit, a letter, a leading 0.
    for (const bad of [
      '61234567',
      '+34 612 34 56 789',
      '+34 512 345 678',
      '512 345 678',
      '612 34 56 7x',
      '+0612345678',
      '',
    ])
      expect(toE164(bad), bad).toBeNull();
  });

  it('is the one place a phone is compacted, on the server and in the browser', () => {
    const root = join(import.meta.dirname, '..');
    const copies = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(join('shared', 'phone.ts')))
      .filter((f) => readFileSync(join(root, f), 'utf8').includes('replace(/[\\s().-]/g'));
    expect(copies).toEqual([]);
  });
});
