import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website';

describe('normalizeWebsite', () => {
  it('adds https:// to a bare address and keeps one canonical form', () => {
    expect(normalizeWebsite('www.fincasalbero.es')).toBe('https://www.fincasalbero.es');
    expect(normalizeWebsite('fincasalbero.es/')).toBe('https://fincasalbero.es');
    expect(normalizeWebsite(' HTTPS://WWW.FincasAlbero.ES ')).toBe('https://www.fincasalbero.es');
    expect(normalizeWebsite('http://fincas-albero.com.es/pisos?zona=centro#mapa')).toBe(
      'http://fincas-albero.com.es/pisos?zona=centro#mapa',
    );
    expect(normalizeWebsite('fincasálbero.es')).toBe('https://xn--fincaslbero-p7a.es');
  });

  it('refuses what is not an http(s) address of a domain', () => {
    for (const v of [
      '',
      '   ',
      null,
      'no es una web',
      'fincasalbero',
      'localhost:3000',
      'javascript:alert(1)',
      'mailto:hola@x.es',
      'ftp://x.es',
      'https://',
      'http://a.b',
      'https://user:pw@x.es',
      'http://192.168.1.10',
    ]) {
      expect(normalizeWebsite(v), String(v)).toBeNull();
    }
  });
});
