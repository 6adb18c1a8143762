import { describe, expect, it } from 'vitest';
import { formatPct, percentOf, priceFormat, slugify } from './format';

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

describe('percentages: one computation, one format', () => {
  it('part of the whole to one decimal, 0 when there is no whole', () => {
    expect(percentOf(2, 5)).toBe(40);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(14, 57)).toBe(24.6);
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(0, 8)).toBe(0);
  });
  it('always one decimal, es-ES, the sign kept with its number', () => {
    expect(formatPct(40)).toBe('40,0\u00a0%');
    expect(formatPct(33.3)).toBe('33,3\u00a0%');
    expect(formatPct(0)).toBe('0,0\u00a0%');
    expect(formatPct(100)).toBe('100,0\u00a0%');
    expect(formatPct(percentOf(1, 8))).toBe('12,5\u00a0%');
  });
});
