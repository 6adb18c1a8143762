import { describe, expect, it } from 'vitest';
import { listingInputSchema, listingTexts, roundingNote } from './listings';
import { readNumber } from './whole-number';

const parse = (fields: Record<string, unknown>) =>
  listingInputSchema.safeParse({ title: 'Piso', energyStatus: 'in_progress', ...fields });
const value = (fields: Record<string, unknown>) => {
  const r = parse(fields);
  if (!r.success) throw new Error(r.error.issues[0]?.message);
  return r.data;
};
const error = (fields: Record<string, unknown>) => {
  const r = parse(fields);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('readNumber: "." followed by exactly three digits groups thousands, any other separator is decimal', () => {
  it.each([
    ['12', 12, false],
    ['245.000', 245000, false],
    ['1.234.567', 1234567, false],
    ['245 000', 245000, false],
    ['245\u202f000', 245000, false],
    ['85.5', 85.5, true],
    ['85,5', 85.5, true],
    ['85.50', 85.5, true],
    ['1.234,5', 1234.5, true],
    ['245,000', 245, true],
    ['0,5', 0.5, true],
  ])('%s → %d (decimal mark: %s)', (typed, n, decimal) => {
    expect(readNumber(typed)).toEqual({ ok: true, value: n, decimal });
  });

  it.each(['abc', '1.2.3', '1.234.5', '1.5.000', '.5', '5.', '12a', '1,2,3', '€'])(
    '%s is not a number',
    (typed) => {
      expect(readNumber(typed)).toEqual({ ok: false, reason: 'not-a-number' });
    },
  );

  it('negatives are named as such; numbers from JSON are taken as they are', () => {
    expect(readNumber('-3')).toEqual({ ok: false, reason: 'negative' });
    expect(readNumber(-1)).toEqual({ ok: false, reason: 'negative' });
    expect(readNumber(85.5)).toEqual({ ok: true, value: 85.5, decimal: true });
    expect(readNumber(98)).toEqual({ ok: true, value: 98, decimal: false });
    expect(readNumber(Number.NaN)).toEqual({ ok: false, reason: 'not-a-number' });
  });
});

describe('listing numbers: never a silent ×10', () => {
  it('a decimal surface is rounded to whole square metres, never multiplied', () => {
    expect(value({ sqm: '85.5' }).sqm).toBe(86);
    expect(value({ sqm: '85,5' }).sqm).toBe(86);
    expect(value({ sqm: '85,4' }).sqm).toBe(85);
    expect(value({ sqm: 85.5 }).sqm).toBe(86);
    expect(value({ sqm: '1.234,5' }).sqm).toBe(1235);
    expect(value({ sqm: '1.200' }).sqm).toBe(1200);
    expect(value({ sqm: ' 98 ' }).sqm).toBe(98);
  });

  it('prices keep the thousands grouping and refuse cents', () => {
    expect(value({ price: '245.000' }).price).toBe(245000);
    expect(value({ price: '1.250.000' }).price).toBe(1250000);
    expect(value({ price: '245000' }).price).toBe(245000);
    expect(value({ price: 245000 }).price).toBe(245000);
    expect(error({ price: '245.000,50' })).toBe(listingTexts.priceNoDecimals);
    expect(error({ price: '245,000' })).toBe(listingTexts.priceNoDecimals);
    expect(error({ price: '2450.5' })).toBe(listingTexts.priceNoDecimals);
    expect(error({ price: 1999.99 })).toBe(listingTexts.priceNoDecimals);
  });

  it('bedrooms and bathrooms are whole numbers', () => {
    expect(value({ beds: '3', baths: '2' })).toMatchObject({ beds: 3, baths: 2 });
    expect(error({ beds: '2.5' })).toBe(listingTexts.noDecimals);
    expect(error({ baths: '1,5' })).toBe(listingTexts.noDecimals);
    expect(error({ beds: 1.5 })).toBe(listingTexts.noDecimals);
  });

  it('empties are null; words, negatives and huge numbers are refused in Spanish', () => {
    expect(value({ price: '', sqm: '  ', beds: null })).toMatchObject({ price: null, sqm: null, beds: null });
    expect(error({ price: 'mucho' })).toBe(listingTexts.notANumber);
    expect(error({ sqm: '85 m2' })).toBe(listingTexts.notANumber);
    expect(error({ beds: '-2' })).toBe(listingTexts.notNegative);
    expect(error({ beds: '101' })).toBe(listingTexts.tooBig);
    expect(error({ sqm: '1.000.000,6' })).toBe(listingTexts.tooBig);
  });

  it('the form tells what a decimal surface will be stored as', () => {
    expect(roundingNote('85.5')).toBe('Se guardará como 86 m².');
    expect(roundingNote('85,5')).toBe('Se guardará como 86 m².');
    expect(roundingNote('85,0')).toBe('Se guardará como 85 m².');
    expect(roundingNote('85')).toBeNull();
    expect(roundingNote('1.200')).toBeNull();
    expect(roundingNote('')).toBeNull();
    expect(roundingNote('abc')).toBeNull();
  });
});

describe('the complete ad (issue 24)', () => {
  it('defaults: a sale, the use’s first type, street-only address, no features', () => {
    expect(value({})).toMatchObject({
      operation: 'sale',
      propertyType: 'piso',
      addressPrivacy: 'street',
      features: [],
      reference: null,
      description: null,
    });
    expect(value({ useCode: 'comercial' }).propertyType).toBe('local');
  });

  it('a rent with fianza and "disponible desde"; both refused on a sale', () => {
    expect(value({ operation: 'rent', depositMonths: '2', availableFrom: '2027-01-15' })).toMatchObject({
      operation: 'rent',
      depositMonths: 2,
      availableFrom: '2027-01-15',
    });
    expect(error({ depositMonths: '2' })).toBe(listingTexts.rentOnly);
    expect(error({ operation: 'rent', availableFrom: '2027-02-30' })).toBe(listingTexts.badDate);
    expect(error({ operation: 'lease' })).toBe(listingTexts.badOperation);
  });

  it('a type must belong to the use', () => {
    expect(error({ propertyType: 'local' })).toBe(listingTexts.typeOfOtherUse);
    expect(error({ propertyType: 'castillo' })).toBe(listingTexts.badType);
    expect(value({ useCode: 'comercial', propertyType: 'nave' }).propertyType).toBe('nave');
  });

  it('descriptions keep paragraphs, name their limit and refuse control characters', () => {
    expect(value({ description: '  Primer párrafo.  \r\n\r\n\r\n\r\nSegundo\r\nlínea.  ' }).description).toBe(
      'Primer párrafo.\n\nSegundo\nlínea.',
    );
    expect(value({ description: 'a'.repeat(4000) }).description).toHaveLength(4000);
    expect(error({ description: 'a'.repeat(4001) })).toBe('Máximo 4.000 caracteres.');
    expect(error({ descriptionEn: 'a'.repeat(4001) })).toBe('Máximo 4.000 caracteres.');
    expect(error({ description: 'Hola\u0000' })).toMatch(/caracteres no permitidos/);
    expect(error({ title: 'a'.repeat(161) })).toBe('Máximo 160 caracteres.');
    expect(error({ reference: 'R'.repeat(51) })).toBe('Máximo 50 caracteres.');
    expect(error({ reference: 'A\tB' })).toMatch(/caracteres no permitidos/);
  });

  it('features from the catalogue only, stored in catalogue order without repeats', () => {
    expect(value({ features: ['terraza', 'ascensor', 'terraza'] }).features).toEqual(['ascensor', 'terraza']);
    expect(error({ features: ['jacuzzi'] })).toBe(listingTexts.badFeature);
  });

  it('costs and facts: whole euros, never negative; a year in range; known condition and orientation', () => {
    expect(
      value({ communityFees: '85', ibi: '1.250', yearBuilt: '1975', condition: 'good', orientation: 'so' }),
    ).toMatchObject({ communityFees: 85, ibi: 1250, yearBuilt: 1975, condition: 'good', orientation: 'so' });
    expect(error({ communityFees: '-5' })).toBe(listingTexts.notNegative);
    expect(error({ ibi: '300,50' })).toBe(listingTexts.priceNoDecimals);
    expect(error({ yearBuilt: '1200' })).toMatch(/Indica un año entre 1500/);
    expect(error({ condition: 'ruina' })).toBe(listingTexts.badCondition);
    expect(error({ orientation: 'arriba' })).toBe(listingTexts.badOrientation);
    expect(error({ addressPrivacy: 'secret' })).toBe(listingTexts.badPrivacy);
  });

  it('a published dwelling needs its energy state; a draft or a shop does not', () => {
    expect(error({ energyStatus: null })).toBe(listingTexts.energyToPublish);
    expect(error({ energyStatus: null, published: false })).toBeNull();
    expect(error({ energyStatus: null, useCode: 'comercial' })).toBeNull();
  });
});
