import { describe, expect, it } from 'vitest';
import { canonicalHref, choosePageLang, langFromAcceptLanguage, langHref } from './lang';

describe('the microsite language', () => {
  it('reads Accept-Language: English only when it ranks en above es', () => {
    expect(langFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('de-DE,en;q=0.7')).toBe('en');
    expect(langFromAcceptLanguage('en;q=0.8,es;q=0.9')).toBe('es');
    expect(langFromAcceptLanguage('es,en')).toBe('es');
    expect(langFromAcceptLanguage('en,es')).toBe('en');
    expect(langFromAcceptLanguage('fr')).toBe('es');
    expect(langFromAcceptLanguage('')).toBe('es');
    expect(langFromAcceptLanguage(null)).toBe('es');
    expect(langFromAcceptLanguage('english;q=1,en;q=0')).toBe('es');
  });

  it('lets ?lang win over the header', () => {
    expect(choosePageLang('es', 'en')).toEqual({ lang: 'es', pinned: true });
    expect(choosePageLang('en', 'es')).toEqual({ lang: 'en', pinned: true });
    expect(choosePageLang('fr', 'en')).toEqual({ lang: 'en', pinned: false });
    expect(choosePageLang(undefined, undefined)).toEqual({ lang: 'es', pinned: false });
  });

  it('keeps the language in links: always for English, for Spanish only when chosen', () => {
    expect(langHref('/agency/sol', { lang: 'es', pinned: false })).toBe('/agency/sol');
    expect(langHref('/agency/sol', { lang: 'es', pinned: true })).toBe('/agency/sol?lang=es');
    expect(langHref('/agency/sol', { lang: 'en', pinned: false })).toBe('/agency/sol?lang=en');
    expect(langHref('/l/a?x=1#contactar', { lang: 'en', pinned: true })).toBe('/l/a?x=1&lang=en#contactar');
    expect(canonicalHref('/l/a', 'es')).toBe('/l/a');
    expect(canonicalHref('/l/a', 'en')).toBe('/l/a?lang=en');
  });
});
