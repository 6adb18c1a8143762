import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, billingDetailsTexts } from './billing-details';
import { cifControl, isValidTaxId, normalizeTaxId } from './tax-id';

describe('isValidTaxId', () => {
  it('DNI: 8 figures and the letter of their remainder by 23', () => {
    expect(isValidTaxId('12345678Z')).toBe(true);
    expect(isValidTaxId('00000000T')).toBe(true);
    expect(isValidTaxId('00000023T')).toBe(true);
    expect(isValidTaxId('12345678A')).toBe(false);
    expect(isValidTaxId('1234567Z')).toBe(false);
  });

  it('NIE: X, Y, Z count as 0, 1, 2', () => {
    expect(isValidTaxId('X1234567L')).toBe(true);
    expect(isValidTaxId('Y1234567X')).toBe(true);
    expect(isValidTaxId('Z1234567R')).toBe(true);
    expect(isValidTaxId('X1234567A')).toBe(false);
    expect(isValidTaxId('W1234567L')).toBe(false);
  });

  it('CIF: the control figure or letter, as the organisation type requires', () => {
    // 1234567: odd places doubled 2+6+1+5, even places 2+4+6 → 26 → control 4 (letter D).
    expect(cifControl('1234567')).toEqual({ digit: '4', letter: 'D' });
    expect(isValidTaxId('B12345674')).toBe(true);
    expect(isValidTaxId('A58818501')).toBe(true);
    expect(isValidTaxId('B12345675')).toBe(false);
    // A, B, E, H end in a figure; N, P, Q, R, S, W in a letter; the rest either.
    expect(isValidTaxId('B1234567D')).toBe(false);
    expect(isValidTaxId('Q1234567D')).toBe(true);
    expect(isValidTaxId('Q12345674')).toBe(false);
    expect(isValidTaxId('C1234567D')).toBe(true);
    expect(isValidTaxId('C12345674')).toBe(true);
    // 0000000: control 0 (J).
    expect(isValidTaxId('S0000000J')).toBe(true);
    expect(isValidTaxId('I12345674')).toBe(false);
  });

  it('normalises case, spaces, dots and dashes', () => {
    expect(normalizeTaxId(' b-12.345 674 ')).toBe('B12345674');
    expect(normalizeTaxId('x-1234567-l')).toBe('X1234567L');
  });
});

describe('billingDetailsSchema', () => {
  const ok = {
    legal_name: 'Inmobiliaria Ejemplo S.L.',
    tax_id: 'b12345674',
    address_line: 'Calle Mayor 1',
    postal_code: '28013',
    city: 'Madrid',
    province: 'Madrid',
  };
  const messages = (input: unknown) =>
    Object.fromEntries(
      (billingDetailsSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  it('accepts valid details and normalises the tax id', () => {
    expect(billingDetailsSchema.parse(ok).tax_id).toBe('B12345674');
  });

  it('says in Spanish what is wrong', () => {
    const e = billingDetailsTexts.errors;
    expect(messages({ ...ok, tax_id: '12345678A' })).toEqual({ tax_id: e.taxIdInvalid });
    expect(messages({ ...ok, tax_id: ' ' })).toEqual({ tax_id: e.taxIdMissing });
    expect(messages({ ...ok, postal_code: '2801' })).toEqual({ postal_code: e.postalCode });
    expect(messages({ ...ok, postal_code: '53001' })).toEqual({ postal_code: e.postalCode });
    expect(messages({ ...ok, legal_name: 'x'.repeat(151) })).toEqual({ legal_name: e.legalName });
    expect(messages({ ...ok, city: ' ', province: '' })).toEqual({ city: e.city, province: e.province });
    expect(billingDetailsTexts.errors.taxIdInvalid).toBe(
      'El NIF/CIF no es válido. Revisa la letra de control.',
    );
  });
});
