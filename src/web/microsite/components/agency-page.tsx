import {
  type AgencyFilterState,
  type AgencyPublished,
  agencyFilterQuery,
  isFiltered,
  isPlainAgencyPage,
  UNFILTERED,
} from '../../../shared/agency-filters';
import type { PublicAgency, PublicListingCard } from '../../../shared/microsite';
import { brandStyle } from '../brand';
import { usePageLang, useTexts } from '../texts';
import { AgencyCard, type Navigate } from './agency-card';
import { AgencyFilterSummary } from './agency-filter-summary';
import { AgencyFilters } from './agency-filters';
import { AgencyPager } from './agency-pager';
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import { LangSwitch } from './lang-switch';
import { AgencyChromeProvider, agencyChrome, SiteFooter } from './site-chrome';

/** Skeleton cards while a client-side navigation loads the page. */
export function AgencySkeleton() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-neutral-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-neutral-200" />
          <div className="space-y-2 p-4">
            <div className="h-6 w-1/3 animate-pulse rounded bg-neutral-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-neutral-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

type AgencyPageProps = {
  agency: PublicAgency;
  listings: PublicListingCard[];
  navigate: Navigate;
  filter?: AgencyFilterState;
  published?: AgencyPublished;
};

/**
 * The agency's public page: its details in its colour, its filters and a page of its published
 * listings that pass them, newest first. `filter` and `published` (what the agency has published)
 * come with a page from the server; without them the page shows no filters. Its footer's
 * "Contacto" leads to the agency's details at the top, "Privacidad" to its notice.
 */
export function AgencyPage(props: AgencyPageProps) {
  const { agency } = props;
  const pageLang = usePageLang();
  const contact = agency.phone || agency.email || agency.website ? `#${CONTACT_ID}` : null;
  return (
    <AgencyChromeProvider value={agencyChrome({ agency, pageLang, contact })}>
      <AgencyPageBody {...props} />
    </AgencyChromeProvider>
  );
}

const CONTACT_ID = 'agency-contact';

function AgencyPageBody(props: AgencyPageProps) {
  const { agency, listings, published } = props;
  const filter = props.filter ?? { ...UNFILTERED, found: listings.length, pages: 1 };
  const t = useTexts();
  const plain = isPlainAgencyPage(filter);
  const filtered = isFiltered(filter.applied) || filter.rejected.length > 0;
  // A filtered page's address (or a later page's) carries its query: a card opens as a plain link,
  // so going back loads that address again instead of the in-page navigation's plain page.
  const navigate = plain ? props.navigate : undefined;
  const link = 'inline-flex items-center gap-2 hover:underline';
  return (
    <div style={brandStyle(agency, 'agency')} className="min-h-dvh bg-neutral-50 font-sans text-ink">
      <header className="bg-[var(--brand-base)] text-[var(--brand-base-ink)]">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
          <div className="flex items-start justify-between gap-4">
            <div className="flex min-w-0 items-center gap-4">
              {agency.logoUrl && (
                <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white p-2 shadow-sm sm:size-20">
                  <img src={agency.logoUrl} alt="" className="max-h-full max-w-full object-contain" />
                </span>
              )}
              <div className="min-w-0">
                <h1 className="text-2xl font-bold sm:text-4xl">{agency.name}</h1>
                {agency.city && (
                  <p className="mt-1 flex items-center gap-1.5 opacity-90">
                    <PinIcon className="size-4" />
                    {agency.city}
                  </p>
                )}
              </div>
            </div>
            <LangSwitch
              className="-mr-2 shrink-0"
              query={agencyFilterQuery(filter.applied, filter.page).toString()}
            />
          </div>
          <ul id={CONTACT_ID} className="mt-5 flex flex-wrap gap-x-6 gap-y-2 font-medium">
            {agency.phone && (
              <li>
                <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`} className={link}>
                  <PhoneIcon className="size-4" />
                  {agency.phone}
                </a>
              </li>
            )}
            {agency.email && (
              <li>
                <a href={`mailto:${agency.email}`} className={`${link} break-all`}>
                  <MailIcon className="size-4" />
                  {agency.email}
                </a>
              </li>
            )}
            {agency.website && (
              <li>
                <a href={agency.website} className={link} target="_blank" rel="noopener nofollow">
                  <GlobeIcon className="size-4" />
                  {t.website}
                </a>
              </li>
            )}
          </ul>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        {published && <AgencyFilters agencySlug={agency.slug} filter={filter} published={published} />}
        {published && (
          <AgencyFilterSummary agencySlug={agency.slug} filter={filter} total={published.total} />
        )}
        <h2 className="sr-only">{t.listingsOf(agency.name)}</h2>
        {listings.length ? (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((card, i) => (
              <AgencyCard key={card.slug} card={card} priority={i === 0} navigate={navigate} />
            ))}
          </ul>
        ) : filtered ? null : (
          <p className="rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center text-neutral-700">
            {t.noListings}
          </p>
        )}
        <AgencyPager agencySlug={agency.slug} filter={filter} />
      </main>
      <SiteFooter />
    </div>
  );
}
