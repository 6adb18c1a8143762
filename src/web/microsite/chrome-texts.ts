import type { Lang, Translation } from '../../shared/lang';

/** Spanish texts of the microsite's consent line and of its footer's links to other pages. */
export const chromeTexts = {
  /** The consent box: the agency (the controller) and the link to its notice for this request. */
  consent: (agency: string) =>
    `Acepto que ${agency} me contacte sobre este inmueble y trate mis datos según su`,
  noticeLink: 'aviso de privacidad',
  /** After a link to a page that exists only in Spanish (empty on the Spanish side). */
  inSpanish: '',
} as const;

export const chromeTextsEn: Translation<typeof chromeTexts> = {
  consent: (agency) =>
    `I agree that ${agency} may contact me about this property and process my data as set out in its`,
  noticeLink: 'privacy notice',
  inSpanish: ' (in Spanish)',
};

export const chromeTextsFor = (lang: Lang) => (lang === 'en' ? chromeTextsEn : chromeTexts);
