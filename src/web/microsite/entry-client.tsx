import './microsite.css';
import { hydrateRoot } from 'react-dom/client';
import type { PageLang } from '../../shared/lang';
import type { MicrositePage } from '../../shared/microsite';
import { MicrositeApp } from './components/microsite-app';

// The server sent the page's data with the HTML: no request before the page is interactive.
const root = document.getElementById('microsite');
const data = document.getElementById('microsite-data');
if (root && data?.textContent) {
  const page = JSON.parse(data.textContent) as MicrositePage;
  // The language the server rendered in: `<html lang>`, and whether ?lang chose it (links keep it).
  const lang: PageLang = {
    lang: document.documentElement.lang === 'en' ? 'en' : 'es',
    pinned: document.documentElement.dataset.langPinned === 'true',
  };
  hydrateRoot(root, <MicrositeApp initial={page} lang={lang} />);
  // Lets tests (and CSS, if ever needed) tell the interactive page from the server's HTML.
  document.documentElement.dataset.hydrated = 'true';
}
