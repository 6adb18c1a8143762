import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { parseHydration } from '../../shared/hydration-json';
import type { PageLang } from '../../shared/lang';
import type { MicrositePage } from '../../shared/microsite';
import { MicrositeApp } from './components/microsite-app';
import { texts } from './texts';
// Before hydration, so its popstate listener runs before the page's own (see the file).
import './components/photo-lightbox-history';

// The server sent the page's data with the HTML: no request before the page is interactive.
const root = document.getElementById('microsite');
const data = document.getElementById('microsite-data');
// The language the server rendered in: `<html lang>`, and whether ?lang chose it (links keep it).
const lang: PageLang = {
  lang: document.documentElement.lang === 'en' ? 'en' : 'es',
  pinned: document.documentElement.dataset.langPinned === 'true',
};
// Three short tasks instead of one long one, so that a tap in between is answered at once (Total
// Blocking Time): this chunk's code; the price format of the page's language (a page's first Intl
// formatter costs a phone tens of milliseconds for its locale data); then hydration.
if (root && data?.textContent) {
  const json = data.textContent;
  setTimeout(() => {
    texts(lang.lang).formatPrice(0);
    setTimeout(() => hydrate(root, json, lang), 0);
  }, 0);
}

function hydrate(root: HTMLElement, json: string, lang: PageLang) {
  const page = parseHydration<MicrositePage>(json);
  hydrateRoot(
    root,
    <Hydrated>
      <MicrositeApp initial={page} lang={lang} hydrating />
    </Hydrated>,
  );
}

/**
 * Marks the page interactive (`<html data-hydrated>`, for tests and, if ever needed, CSS) once
 * hydration has committed and the page's own effects have run: `hydrateRoot` only schedules it,
 * so a flag set after the call came before the links had their handlers.
 */
function Hydrated(props: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return props.children;
}
