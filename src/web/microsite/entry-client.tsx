import './microsite.css';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageLang } from '../../shared/lang';
import type { MicrositePage } from '../../shared/microsite';
import { MicrositeApp } from './components/microsite-app';
// Before hydration, so its popstate listener runs before the page's own (see the file).
import './components/photo-lightbox-history';

// The server sent the page's data with the HTML: no request before the page is interactive.
const root = document.getElementById('microsite');
const data = document.getElementById('microsite-data');
if (root && data?.textContent) {
  // The language the server rendered in: `<html lang>`, and whether ?lang chose it (links keep it).
  const lang: PageLang = {
    lang: document.documentElement.lang === 'en' ? 'en' : 'es',
    pinned: document.documentElement.dataset.langPinned === 'true',
  };
  const page = JSON.parse(data.textContent) as MicrositePage;
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
