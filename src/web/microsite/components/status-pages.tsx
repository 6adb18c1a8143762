import type { CSSProperties, ReactNode } from 'react';
import type { MicrositePage, UnavailableListingAgency } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import { useLangHref, useTexts } from '../texts';
import { AgencyCard } from './agency-card';
import { QrIcon } from './icons';
import { LangSwitch } from './lang-switch';
import { HeaderLogo, ProductLogo, SiteFooter } from './site-chrome';

const primaryButton = 'rounded-xl bg-[#b3302f] px-5 py-3 font-semibold text-white hover:brightness-95';
const secondaryButton =
  'rounded-xl border border-neutral-300 bg-white px-5 py-3 font-semibold text-ink hover:bg-neutral-100';

/**
 * The header and footer around a status page's message (`wide`: room for listing cards): the
 * agency's logo or wordmark when the page is about one of its listings, else the product's.
 */
function StatusLayout({
  children,
  wide = false,
  agency,
}: {
  children: ReactNode;
  wide?: boolean;
  agency?: { name: string; logoUrl: string | null; href: string };
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 font-sans text-ink">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          {agency ? (
            <a href={agency.href} className="min-w-0" style={productBrand}>
              <HeaderLogo agency={agency} />
            </a>
          ) : (
            <a href={paths.home}>
              <ProductLogo />
            </a>
          )}
          <LangSwitch className="text-ink" />
        </div>
      </header>
      <main
        className={`mx-auto flex w-full ${wide ? 'max-w-6xl' : 'max-w-xl'} flex-1 flex-col items-center justify-center px-4 py-16 text-center`}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** 'Este inmueble no está disponible' and 'Agencia no encontrada': a clear message and a way home. */
export function MissingPage({ title, body }: { title: string; body: string }) {
  const t = useTexts();
  return (
    <StatusLayout>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 text-neutral-700">{body}</p>
      <a href={paths.home} className={`mt-8 ${primaryButton}`}>
        {t.backHome}
      </a>
    </StatusLayout>
  );
}

/** The cards' grid by their number: one narrow card, two side by side, three in a row on a wide screen. */
const cardGrids = ['', 'max-w-sm', 'max-w-xl sm:grid-cols-2', 'max-w-6xl sm:grid-cols-2 lg:grid-cols-3'];
// The product's red, as on the buttons (the cards show their price in `--brand`).
const productBrand = { '--brand': '#b3302f', '--brand-ink': '#ffffff' } as CSSProperties;

/**
 * 'Este inmueble no está disponible' (a draft, a withdrawn or an unknown listing). When its agency
 * is known, the visitor is offered the agency's newest published listings and its page, as a
 * scanned code of a draft offers them; otherwise the way home only.
 */
export function UnavailableListingPage({ agency }: { agency: UnavailableListingAgency | null }) {
  const t = useTexts();
  const href = useLangHref();
  if (!agency) return <MissingPage title={t.unavailable} body={t.unavailableBody} />;
  const shown = agency.listings.slice(0, cardGrids.length - 1);
  return (
    <StatusLayout
      wide={shown.length > 0}
      agency={{ name: agency.name, logoUrl: agency.logoUrl, href: href(paths.agency(agency.slug)) }}
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{t.unavailable}</h1>
      <p className="mt-3 text-neutral-700">{t.unavailableBody}</p>
      <div className="mt-8 flex w-full flex-col items-center justify-center gap-3 sm:flex-row">
        <a href={href(paths.agency(agency.slug))} className={`w-full sm:w-auto ${primaryButton}`}>
          {t.qr.agencyListings(agency.name)}
        </a>
        <a href={paths.home} className={`w-full sm:w-auto ${secondaryButton}`}>
          {t.backHome}
        </a>
      </div>
      {shown.length > 0 && (
        <section aria-labelledby="other-listings" className="mt-12 w-full">
          <h2 id="other-listings" className="text-lg font-semibold">
            {t.otherListings(agency.name)}
          </h2>
          <ul
            className={`mx-auto mt-6 grid w-full gap-5 text-left ${cardGrids[shown.length]}`}
            style={productBrand}
          >
            {shown.map((card) => (
              <AgencyCard key={card.slug} card={card} priority={false} />
            ))}
          </ul>
        </section>
      )}
    </StatusLayout>
  );
}

type QrPage = Extract<MicrositePage, { kind: 'qr-unavailable' }>;

/**
 * Where a poster's QR code lands when it leads to no published listing: what happened, what the
 * visitor can do (the agency's other listings when the code is one of its listings) and a way home.
 */
export function QrUnavailablePage({ agency }: { agency: QrPage['agency'] }) {
  const t = useTexts();
  const href = useLangHref();
  return (
    <StatusLayout>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-[#b3302f] shadow-sm ring-1 ring-neutral-200">
        <QrIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t.unavailable}</h1>
      <p className="mt-3 font-medium">{t.qr.lead}</p>
      <p className="mt-2 text-neutral-700">{t.qr.body}</p>
      <section className="mt-8 w-full rounded-2xl bg-white p-5 text-left ring-1 ring-neutral-200">
        <h2 className="font-semibold">{t.qr.whatNow}</h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-neutral-700">
          <li>{t.qr.askAgency}</li>
          <li>{t.qr.tryLater}</li>
        </ul>
      </section>
      <div className="mt-8 flex w-full flex-col items-center gap-3">
        {agency && (
          <a href={href(paths.agency(agency.slug))} className={`w-full sm:w-auto ${primaryButton}`}>
            {t.qr.agencyListings(agency.name)}
          </a>
        )}
        <a href={paths.home} className={agency ? `w-full sm:w-auto ${secondaryButton}` : primaryButton}>
          {t.backHome}
        </a>
      </div>
    </StatusLayout>
  );
}

/** 'Cargando propiedad...' while a client-side navigation loads a listing. */
export function LoadingListing() {
  const t = useTexts();
  return (
    <div
      className="flex min-h-dvh items-center justify-center bg-neutral-50 font-sans text-ink"
      role="status"
    >
      <span
        className="mr-3 size-5 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-800"
        aria-hidden="true"
      />
      {t.loading}
    </div>
  );
}
