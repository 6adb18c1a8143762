import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp';

describe('whatsappLink: only mobile numbers get one', () => {
  it.each([
    ['612 345 678', '34612345678'],
    ['612345678', '34612345678'],
    ['+34 612 34 56 78', '34612345678'],
    ['0034 612 345 678', '34612345678'],
    ['+34612345678', '34612345678'],
    ['(+34) 712-345-678', '34712345678'],
    ['712.345.678', '34712345678'],
    ['  699 000 111  ', '34699000111'],
  ])('Spanish mobile %s → wa.me/%s', (phone, number) => {
    expect(whatsappLink(phone)).toBe(`https://wa.me/${number}`);
  });

  it.each([
    ['912 345 678'],
    ['+34 912 345 678'],
    ['0034 965 123 456'],
    ['865 123 456'],
    ['+34 865 123 456'],
    ['900 100 200'],
    ['800 123 456'],
    ['512 345 678'],
    ['61234567'],
    ['6123456789'],
    ['+34 61234567'],
    ['llámame'],
    [''],
    [null],
    [undefined],
  ])('%s → no link (landline, service number, not a phone)', (phone) => {
    expect(whatsappLink(phone)).toBeNull();
  });

  it('numbers of other countries keep their link: their digits do not say mobile or landline', () => {
    expect(whatsappLink('+44 7911 123456')).toBe('https://wa.me/447911123456');
    expect(whatsappLink('0049 151 12345678')).toBe('https://wa.me/4915112345678');
    expect(whatsappLink('+1 2')).toBeNull();
  });

  it('carries the message, encoded', () => {
    expect(whatsappLink('612345678', 'Hola, ¿el «Ático» sigue libre?')).toBe(
      `https://wa.me/34612345678?text=${encodeURIComponent('Hola, ¿el «Ático» sigue libre?')}`,
    );
  });
});
