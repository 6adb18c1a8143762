import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { langHref } from '../../../shared/lang';
import { labelIn, operationLabels, propertyType } from '../../../shared/listing-catalog';
import {
  type LeadFormState,
  micrositeApi,
  type PublicAgency,
  type PublicAgent,
  type PublicListing,
} from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import type { PublicVariantView } from '../../../shared/staging';
import { brandStyle } from '../brand';
import { localizeVariants } from '../staging-texts';
import { usePageLang, useTexts } from '../texts';
import { DemoBanner } from './demo-banner';
import { EnergyLabel } from './energy-label';
import { Gallery } from './gallery';
import { PinIcon } from './icons';
import { LangSwitch } from './lang-switch';
import { LeadDialog } from './lead-dialog';
import type { DemoLeadInfo } from './lead-sent';
import { ContactBlock } from './listing-contact';
import { ListingCosts } from './listing-costs';
import { ListingDescription } from './listing-description';
import { KeyFacts } from './listing-facts';
import { ListingFeatures } from './listing-features';
import { LocationBlock } from './location-block';
import { SectionLink } from './section-link';
import { ServerDrawn } from './server-drawn';
import { AgencyChromeProvider, agencyChrome, HeaderLogo, SiteFooter } from './site-chrome';
import { type StagingInterest, StagingSection } from './staging-section';

/** "Pedir visita": a link to the booking page (another page: the listing carries no booking code). */
const ctaSecondary =
  'inline-flex items-center justify-center rounded-xl border-2 border-[var(--brand)] bg-white px-3 py-3 text-base font-semibold text-[var(--brand)] transition hover:bg-neutral-50';

/** The microsite's main call to action (the booking page's button too). */
export const cta =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-[var(--brand)] px-5 py-3.5 text-base font-semibold text-[var(--brand-ink)] shadow-sm transition hover:brightness-95';

function demoLeadInfo(agencyName: string, staging: PublicVariantView[]): DemoLeadInfo {
  const useLabels = Object.fromEntries(staging.map((v) => [v.use, v.useLabel]));
  return { agencyName, useLabels, signUpHref: paths.auth.register };
}

type ListingPageProps = {
  listing: PublicListing;
  agency: PublicAgency;
  /** The listing's assigned agent (null or absent: the agency's own contact). */
  agent?: PublicAgent | null;
  staging: PublicVariantView[];
  leadForm?: LeadFormState;
  /** /demo: the banner on top, and a contact form that sends nothing. */
  demo?: boolean;
};

/**
 * The public microsite of one listing: compact on phones, two columns on desktop. Its footer and
 * form know the agency: its privacy notice, and its contact block (else its page) as "Contacto".
 */
export function ListingPage(props: ListingPageProps) {
  const { agency, demo } = props;
  const pageLang = usePageLang();
  const contact = agency.showContact
    ? '#contact-title'
    : langHref(demo ? paths.demo : paths.agency(agency.slug), pageLang);
  const chrome = useMemo(
    () => agencyChrome({ agency, pageLang, contact, demo }),
    [agency, pageLang, contact, demo],
  );
  return (
    <AgencyChromeProvider value={chrome}>
      <ListingPageBody {...props} />
    </AgencyChromeProvider>
  );
}

function ListingPageBody(props: ListingPageProps) {
  const { listing, agency, leadForm, demo } = props;
  const agent = props.agent ?? null;
  const t = useTexts();
  const pageLang = usePageLang();
  const { lang } = pageLang;
  const staging = useMemo(() => localizeVariants(props.staging, lang), [props.staging, lang]);
  const galleryIds = useMemo(() => listing.photos.map((p) => p.id), [listing.photos]);
  // The demo agency has no page of its own: its links lead back to the demo.
  const agencyHref = langHref(demo ? paths.demo : paths.agency(agency.slug), pageLang);
  // /demo's example listing takes no visits.
  const bookHref = demo ? null : langHref(micrositeApi.visitForm(listing.slug), pageLang);
  const [open, setOpen] = useState(Boolean(leadForm));
  // A render the visitor asked for from the AI section travels with the lead.
  const [interest, setInterest] = useState<StagingInterest | null>(null);
  const onClose = useCallback(() => setOpen(false), []);
  const askForRender = useCallback((wanted: StagingInterest) => {
    setInterest(wanted);
    setOpen(true);
  }, []);
  const price = listing.price !== null ? t.listingPrice(listing.price, listing.operation) : t.priceOnRequest;
  const type = propertyType(listing.propertyType);
  const kind = type
    ? t.kindLine(labelIn(lang, type), listing.operation)
    : labelIn(lang, operationLabels[listing.operation]);
  const place = [listing.address, listing.city].filter(Boolean).join(', ');
  // What the visitor last picked in the AI section: "Contactar" opens the form with it.
  const chosen = useRef<StagingInterest | null>(null);
  const onChoose = useCallback((picked: StagingInterest) => {
    chosen.current = picked;
  }, []);
  const openContact = useCallback(() => {
    setInterest(chosen.current);
    setOpen(true);
  }, []);
  // A tap on 'Contactar' before the script ran opened the dialog through #contactar (:target):
  // hand it over to the page's state, or the close button could not hide it.
  useEffect(() => {
    if (window.location.hash !== '#contactar') return;
    setOpen(true);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  return (
    <div
      style={brandStyle(agency, 'listing')}
      className="min-h-dvh bg-neutral-50 pb-24 font-sans text-ink lg:pb-0"
    >
      {demo && <DemoBanner />}
      <header className="bg-[var(--secondary)] text-[var(--secondary-ink)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <a href={agencyHref} className="flex items-center" aria-label={t.moreListings(agency.name)}>
            <HeaderLogo agency={agency} />
          </a>
          <div className="flex items-center gap-3">
            <LangSwitch path={leadForm ? (demo ? paths.demo : paths.listing(listing.slug)) : undefined} />
            <SectionLink
              href="#contactar"
              onActivate={openContact}
              className="hidden rounded-xl bg-[var(--brand)] px-4 py-2 text-sm font-semibold text-[var(--brand-ink)] sm:inline-flex lg:hidden"
            >
              {t.lead.contactButton}
            </SectionLink>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl sm:px-4 sm:pt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <div>
          <Gallery photos={listing.photos} />
          <div className="px-4 sm:px-0">
            <h1 className="mt-5 text-2xl leading-tight font-bold text-balance text-ink sm:text-3xl">
              {listing.title}
            </h1>
            <p className="mt-1 font-medium text-neutral-700" data-kind>
              {kind}
              {listing.reference && <> · {t.reference(listing.reference)}</>}
            </p>
            {place && (
              <p className="mt-2 flex items-start gap-1.5 text-neutral-700">
                <PinIcon className="mt-0.5 size-5 shrink-0 text-[var(--brand)]" />
                {place}
              </p>
            )}
            <p className="mt-3 text-3xl font-extrabold tracking-tight text-[var(--brand)] lg:hidden">
              {price}
            </p>
            <ServerDrawn>
              <KeyFacts listing={listing} />
              <ListingCosts listing={listing} />
              <ListingDescription listing={listing} />
              <ListingFeatures listing={listing} />
              <EnergyLabel energy={listing.energy} lang={lang} />
            </ServerDrawn>
            {staging.length > 0 && (
              <StagingSection
                variants={staging}
                galleryIds={galleryIds}
                listingUse={listing.useCode}
                onAsk={askForRender}
                onChoose={onChoose}
              />
            )}
            <LocationBlock listing={listing} />
          </div>
        </div>
        <aside className="px-4 sm:px-0">
          <div className="lg:sticky lg:top-6">
            <div className="mt-6 hidden rounded-2xl border border-neutral-200 bg-white p-5 lg:mt-0 lg:block">
              <p className="text-sm text-neutral-600">{t.price}</p>
              <p className="text-3xl font-extrabold tracking-tight text-[var(--brand)]">{price}</p>
              <SectionLink href="#contactar" onActivate={openContact} className={`${cta} mt-4 w-full`}>
                {t.lead.contactButton}
              </SectionLink>
              {bookHref && (
                <a href={bookHref} className={`${ctaSecondary} mt-2 w-full`}>
                  {t.bookVisit}
                </a>
              )}
            </div>
            {agency.showContact && (
              <ServerDrawn>
                <ContactBlock agency={agency} agent={agent} title={listing.title} href={agencyHref} />
              </ServerDrawn>
            )}
          </div>
        </aside>
      </main>
      <ServerDrawn>
        <SiteFooter />
      </ServerDrawn>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2">
          {/* With two buttons a phone has no room left for the price (shown under the title). */}
          <p
            className={`min-w-0 truncate text-xl font-extrabold text-ink ${bookHref ? 'hidden sm:block' : ''}`}
          >
            {price}
          </p>
          {bookHref && (
            <a href={bookHref} className={`${ctaSecondary} flex-1 sm:ml-auto sm:flex-none`}>
              {t.bookVisit}
            </a>
          )}
          <SectionLink
            href="#contactar"
            onActivate={openContact}
            className={`${cta} shrink-0 ${bookHref ? 'flex-1 sm:flex-none' : ''}`}
          >
            {t.lead.contactButton}
          </SectionLink>
        </div>
      </div>
      <LeadDialog
        slug={listing.slug}
        title={listing.title}
        useCode={listing.useCode}
        interest={interest}
        open={open}
        onClose={onClose}
        initial={leadForm}
        demo={demo ? demoLeadInfo(agency.name, staging) : undefined}
      />
    </div>
  );
}
