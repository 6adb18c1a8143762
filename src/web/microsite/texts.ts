import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang, langHref, type PageLang } from '../../shared/lang';
import { leadTextsFor } from '../../shared/leads';
import { micrositeTextsFor } from '../../shared/microsite-texts';
import { chromeTextsFor } from './chrome-texts';
import { photoLightboxTextsFor } from './components/photo-lightbox-texts';
import { demoLeadTextsFor } from './demo-lead-texts';
import { stagingSectionTextsFor } from './staging-texts';

/** Everything the microsite's components say, in one language. */
function build(lang: Lang) {
  return {
    ...micrositeTextsFor(lang),
    lead: leadTextsFor(lang),
    staging: stagingSectionTextsFor(lang),
    demoLead: demoLeadTextsFor(lang),
    chrome: chromeTextsFor(lang),
    lightbox: photoLightboxTextsFor(lang),
  };
}

const all = { es: build('es'), en: build('en') };
export type Texts = (typeof all)['es'];

/** The microsite's texts in a language: the one accessor the components read their words through. */
export const texts = (lang: Lang): Texts => all[lang];

/** The page's language, given by the server (the same on the server's render and in the browser). */
const LangContext = createContext<PageLang>({ lang: DEFAULT_LANG, pinned: false });
export const LangProvider = LangContext.Provider;

export const usePageLang = () => useContext(LangContext);
export const useTexts = () => texts(useContext(LangContext).lang);

/** A microsite link that stays in the page's language (`?lang=en`). */
export function useLangHref() {
  const pageLang = useContext(LangContext);
  return (href: string) => langHref(href, pageLang);
}
