import type { Lang, Translation } from '../../shared/lang';

const dateIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const esDate = dateIn('es-ES');
const enDate = dateIn('en-GB');
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);

/** Spanish texts of a legal page for a microsite's visitor (an agency's privacy notice). */
export const buyerDocumentTexts = {
  updated: 'Última actualización:',
  date: (iso: string) => esDate.format(at(iso)),
  language: 'Idioma',
  legalNav: 'Legal',
  platformPrivacy: 'Privacidad de Escaparate',
  cookies: 'Cookies',
  legalNotice: 'Aviso legal',
  /** After a link to a page that exists only in Spanish (empty on the Spanish side). */
  inSpanish: '',
  poweredBy: 'Creado con Escaparate',
  home: (agency: string) => `Inmuebles de ${agency}`,
  productHome: 'Escaparate: inicio',
} as const;

export const buyerDocumentTextsEn: Translation<typeof buyerDocumentTexts> = {
  updated: 'Last updated:',
  date: (iso) => enDate.format(at(iso)),
  language: 'Language',
  legalNav: 'Legal',
  platformPrivacy: 'Escaparate privacy policy',
  cookies: 'Cookies',
  legalNotice: 'Legal notice',
  inSpanish: ' (in Spanish)',
  poweredBy: 'Made with Escaparate',
  home: (agency) => `Properties of ${agency}`,
  productHome: 'Escaparate: home',
};

export const buyerDocumentTextsFor = (lang: Lang) =>
  lang === 'en' ? buyerDocumentTextsEn : buyerDocumentTexts;
