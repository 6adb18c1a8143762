import { describe, expect, it } from 'vitest';
import { formatListingPrice } from './format';
import { DEFAULT_TYPE, PROPERTY_TYPES, publicAddress, publicPoint, streetOnly } from './listing-catalog';

describe('the listing catalogue', () => {
  it('has each type once, in one of the two uses, with its schema.org type', () => {
    const codes = PROPERTY_TYPES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(PROPERTY_TYPES.find((t) => t.code === DEFAULT_TYPE.residencial)?.useCode).toBe('residencial');
    expect(PROPERTY_TYPES.find((t) => t.code === DEFAULT_TYPE.comercial)?.useCode).toBe('comercial');
    expect(PROPERTY_TYPES.find((t) => t.code === 'local')?.schemaType).not.toBe('Accommodation');
  });
});

describe('address privacy', () => {
  it.each([
    ['Calle de Ponzano 12, 3º B', 'Calle de Ponzano'],
    ['Av. de la Constitución, 7', 'Av. de la Constitución'],
    ['Carrer de Sueca nº 20', 'Carrer de Sueca'],
    ['Plaza Mayor', 'Plaza Mayor'],
    ['12', ''],
  ])('the street of %s is %s', (address, street) => {
    expect(streetOnly(address)).toBe(street);
  });

  it('shows the exact address, the street or nothing; the point exact or rounded to an area', () => {
    expect(publicAddress('Calle de Ponzano 12', 'exact')).toBe('Calle de Ponzano 12');
    expect(publicAddress('Calle de Ponzano 12', 'street')).toBe('Calle de Ponzano');
    expect(publicAddress('Calle de Ponzano 12', 'zone')).toBeNull();
    expect(publicPoint(40.438912, -3.701234, 'exact')).toEqual({
      lat: 40.438912,
      lng: -3.701234,
      approximate: false,
    });
    expect(publicPoint(40.438912, -3.701234, 'street')).toEqual({
      lat: 40.439,
      lng: -3.701,
      approximate: true,
    });
    expect(publicPoint(40.438912, -3.701234, 'zone')).toEqual({ lat: 40.44, lng: -3.7, approximate: true });
    expect(publicPoint(null, null, 'exact')).toBeNull();
  });
});

describe('formatListingPrice', () => {
  it('reads a rent per month in Spanish and English', () => {
    expect(formatListingPrice(245000, 'sale')).toBe('245.000\u00a0€');
    expect(formatListingPrice(1200, 'rent')).toBe('1.200\u00a0€/mes');
    expect(formatListingPrice(1200, 'rent', 'en')).toBe('€1,200/month');
    expect(formatListingPrice(245000, 'sale', 'en')).toBe('€245,000');
    expect(formatListingPrice(null, 'rent')).toBeNull();
  });
});
