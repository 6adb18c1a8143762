import { renderToString } from 'react-dom/server';
import type { MicrositeRenderer } from '../../shared/microsite';
import { MicrositeApp } from './components/microsite-app';

/** Loaded by the server from the build (dist/microsite-ssr): the same components the page hydrates. */
export const micrositeRenderer: MicrositeRenderer = {
  render: (page, lang = { lang: 'es', pinned: false }) =>
    renderToString(<MicrositeApp initial={page} lang={lang} />),
};
