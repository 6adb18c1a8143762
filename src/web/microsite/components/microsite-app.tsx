import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import type { PageLang } from '../../../shared/lang';
import { type MicrositePage, micrositeApi, micrositePageTitle } from '../../../shared/microsite';
import { LangProvider, texts, useTexts } from '../texts';
import { AgencyPage, AgencySkeleton } from './agency-page';
import { ListingPage } from './listing-page';
import { HydratingServerPage } from './server-drawn';
import { LoadingListing, MissingPage, QrUnavailablePage, UnavailableListingPage } from './status-pages';

type View = { page: MicrositePage } | { loading: 'listing' | 'agency' };

/** Where a microsite path's data comes from: `/agency/{slug}` or a listing form (in the page's language). */
function dataUrl(
  pathname: string,
  lang: PageLang['lang'],
): { url: string; kind: 'listing' | 'agency' } | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const at = (url: string, kind: 'listing' | 'agency') => ({ url: `${url}?lang=${lang}`, kind });
  if (parts[0] === 'agency' && parts[1]) return at(micrositeApi.agency(parts[1]), 'agency');
  if ((parts[0] === 'l' || parts[0] === 'listing') && parts[1])
    return at(micrositeApi.listing(parts[1]), 'listing');
  if (parts.length === 2 && parts[1]) return at(micrositeApi.listing(parts[1]), 'listing');
  return null;
}

/**
 * The microsite: the server renders the first page with its data; moving between the agency page
 * and its listings happens in the page (with 'Cargando propiedad...'), the back button included.
 */
/** `hydrating`: the browser is taking over the page the server drew from `initial` (entry-client). */
export function MicrositeApp(props: { initial: MicrositePage; lang: PageLang; hydrating?: boolean }) {
  return (
    <LangProvider value={props.lang}>
      <Microsite {...props} />
    </LangProvider>
  );
}

function Microsite(props: { initial: MicrositePage; lang: PageLang; hydrating?: boolean }) {
  const { initial, lang } = props;
  const [view, setView] = useState<View>({ page: initial });
  const t = texts(lang.lang);

  const load = useCallback(
    async (href: string) => {
      const target = dataUrl(new URL(href, window.location.href).pathname, lang.lang);
      if (!target) return window.location.assign(href);
      setView({ loading: target.kind });
      try {
        const res = await fetch(target.url, { headers: { accept: 'application/json' } });
        if (res.status === 404) {
          setView({ page: { kind: target.kind === 'agency' ? 'agency-not-found' : 'listing-unavailable' } });
          return;
        }
        if (!res.ok) throw new Error(String(res.status));
        setView({ page: (await res.json()) as MicrositePage });
        window.scrollTo(0, 0);
      } catch {
        // Offline or a server hiccup: let the browser load the page itself.
        window.location.assign(href);
      }
    },
    [lang.lang],
  );

  useEffect(() => {
    const onPop = () => void load(window.location.href);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load]);

  const navigate = useCallback(
    (href: string, e: MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
      e.preventDefault();
      window.history.pushState(null, '', href);
      void load(href);
    },
    [load],
  );

  // Client-side navigations keep the tab title in step with the page.
  useEffect(() => {
    if ('page' in view && view.page !== initial) document.title = micrositePageTitle(view.page, t);
  }, [view, initial, t]);

  if ('loading' in view) {
    return view.loading === 'listing' ? (
      <LoadingListing />
    ) : (
      <div className="mx-auto max-w-6xl px-4 py-8" role="status" aria-label={t.loadingPage}>
        <AgencySkeleton />
      </div>
    );
  }
  // Parts the server drew stay as they are on that page; a page loaded afterwards draws them all.
  return (
    <HydratingServerPage.Provider value={Boolean(props.hydrating) && view.page === initial}>
      <MicrositePageView page={view.page} navigate={navigate} />
    </HydratingServerPage.Provider>
  );
}

function MicrositePageView({
  page,
  navigate,
}: {
  page: MicrositePage;
  navigate: (href: string, e: MouseEvent) => void;
}) {
  const t = useTexts();
  switch (page.kind) {
    case 'listing':
      return (
        <ListingPage
          key={page.listing.slug}
          listing={page.listing}
          agency={page.agency}
          agent={page.agent}
          staging={page.staging}
          leadForm={page.leadForm}
        />
      );
    case 'demo':
      return (
        <ListingPage
          demo
          listing={page.listing}
          agency={page.agency}
          staging={page.staging}
          leadForm={page.leadForm}
        />
      );
    case 'agency':
      return (
        <AgencyPage
          agency={page.agency}
          listings={page.listings}
          filter={page.filter}
          published={page.published}
          navigate={navigate}
        />
      );
    case 'listing-unavailable':
      return <UnavailableListingPage agency={page.agency ?? null} />;
    case 'agency-not-found':
      return <MissingPage title={t.agencyNotFound} body={t.agencyNotFoundBody} />;
    case 'qr-unavailable':
      return <QrUnavailablePage agency={page.agency} />;
  }
}
