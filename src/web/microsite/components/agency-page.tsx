import type { MouseEvent } from 'react';
import type { PublicAgency, PublicListingCard } from '../../../shared/microsite';
import { brandStyle } from '../brand';
import { useLangHref, usePageLang, useTexts } from '../texts';
import { EnergyCardLabel } from './energy-label';
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import { LangSwitch } from './lang-switch';
import { ResponsiveImage } from './responsive-image';
import { SiteFooter } from './site-chrome';

export type Navigate = (href: string, e: MouseEvent) => void;

function Card({
  card,
  priority,
  navigate,
}: {
  card: PublicListingCard;
  priority: boolean;
  navigate: Navigate;
}) {
  const t = useTexts();
  const { lang } = usePageLang();
  const href = useLangHref()(card.href);
  const facts = [
    card.specs.sqm !== null ? `${card.specs.sqm} m²` : null,
    card.specs.beds !== null ? t.bedsShort(card.specs.beds) : null,
    card.specs.baths !== null ? t.bathsCount(card.specs.baths) : null,
  ].filter(Boolean);
  return (
    <li>
      <a
        href={href}
        onClick={(e) => navigate(href, e)}
        className="group block h-full overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition hover:shadow-md"
      >
        <div className="aspect-[4/3] overflow-hidden bg-neutral-100">
          {card.cover && (
            <ResponsiveImage
              photo={card.cover}
              priority={priority}
              sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              className="h-full w-full object-cover transition group-hover:scale-[1.02]"
            />
          )}
        </div>
        <div className="p-4">
          <p className="text-xl font-extrabold text-[var(--brand)]">
            {card.price !== null ? t.formatPrice(card.price) : t.priceOnRequest}
          </p>
          <h3 className="mt-1 font-semibold text-ink group-hover:underline">{card.title}</h3>
          {card.city && <p className="mt-1 text-sm text-neutral-600">{card.city}</p>}
          {facts.length > 0 && <p className="mt-2 text-sm text-neutral-700">{facts.join(' · ')}</p>}
          <EnergyCardLabel energy={card.energy} lang={lang} />
        </div>
      </a>
    </li>
  );
}

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

/** The agency's public page: its details in its colour and its published listings, newest first. */
export function AgencyPage(props: {
  agency: PublicAgency;
  listings: PublicListingCard[];
  navigate: Navigate;
}) {
  const { agency, listings, navigate } = props;
  const t = useTexts();
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
            <LangSwitch className="-mr-2 shrink-0" />
          </div>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 font-medium">
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
        <h2 className="sr-only">{t.listingsOf(agency.name)}</h2>
        {listings.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((card, i) => (
              <Card key={card.slug} card={card} priority={i === 0} navigate={navigate} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center text-neutral-700">
            {t.noListings}
          </p>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
