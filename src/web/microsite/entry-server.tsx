import { renderToString } from 'react-dom/server';
import type { MicrositeRenderer } from '../../shared/microsite';
import { MicrositeApp } from './components/microsite-app';
import { VisitBookingPage } from './components/visit-booking-page';
import { LangProvider } from './texts';

/** Loaded by the server from the build (dist/microsite-ssr): the same components the page hydrates. */
export const micrositeRenderer: MicrositeRenderer = {
  render: (page, lang = { lang: 'es', pinned: false }) =>
    renderToString(<MicrositeApp initial={page} lang={lang} />),
  renderBooking: (page, lang) =>
    renderToString(
      <LangProvider value={lang}>
        <VisitBookingPage page={page} />
      </LangProvider>,
    ),
};
