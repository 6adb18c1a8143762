import { describe, expect, it } from 'vitest';
import { priceFormat, slugify } from './format';

describe('es-ES formats', () => {
  it('prices in euros with dot grouping and no decimals', () => {
    expect(priceFormat.format(245000).replace(/\s/g, ' ')).toBe('245.000 €');
    expect(priceFormat.format(5000).replace(/\s/g, ' ')).toBe('5.000 €');
  });
  it('slugs without accents or symbols, at most 48 characters', () => {
    expect(slugify('Ático en Málaga, ¡con terraza!')).toBe('atico-en-malaga-con-terraza');
    expect(slugify('  ---  ')).toBe('');
    expect(slugify('a'.repeat(60))).toHaveLength(48);
  });
});
