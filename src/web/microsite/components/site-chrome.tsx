import { createContext, useContext } from 'react';
import { langHref, type PageLang } from '../../../shared/lang';
import type { PublicAgency } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import { usePageLang, useTexts } from '../texts';

/** The Escaparate wordmark (same drawing as the dashboard's logo). */
export function ProductLogo({
  className = 'h-8 w-auto',
  ink = '#1a1a1a',
}: {
  className?: string;
  ink?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 168 32" role="img" aria-label="Escaparate">
      <rect width="32" height="32" rx="7" fill="#e56665" />
      <path d="M7 25V11l9-5 9 5v14h-6v-7h-6v7z" fill="#ffffff" />
      <text
        x="40"
        y="23"
        style={{ fill: ink }}
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
      >
        Escaparate
      </text>
    </svg>
  );
}

/**
 * The agency's logo when it shows one; else its name as a wordmark in its colours (an initial on
 * its brand colour, the name in the header's ink), two lines at most on a phone. Never the
 * product's logo: the page is the agency's ("Creado con Escaparate" stays in the footer).
 */
export function HeaderLogo({ agency }: { agency: Pick<PublicAgency, 'name' | 'logoUrl'> }) {
  if (agency.logoUrl)
    return (
      <img
        src={agency.logoUrl}
        alt={agency.name}
        className="h-10 w-auto max-w-[180px] object-contain"
        height={40}
      />
    );
  return (
    <span className="flex min-w-0 items-center gap-2.5" data-wordmark>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-[var(--brand)] text-lg font-extrabold text-[var(--brand-ink)]"
      >
        {Array.from(agency.name.trim())[0]?.toUpperCase()}
      </span>
      <span className="line-clamp-2 max-w-[52vw] text-[17px] leading-5 font-bold break-words sm:max-w-sm sm:text-xl sm:leading-6 lg:max-w-2xl">
        {agency.name}
      </span>
    </span>
  );
}

/** Where a page of an agency sends its visitor for privacy and contact (its footer, its form). */
export interface AgencyChrome {
  name: string;
  /** The agency's privacy notice for a request, in the page's language. */
  privacy: string;
  /** The agency's contact on this page; null: none to offer. */
  contact: string | null;
}

const AgencyChromeContext = createContext<AgencyChrome | null>(null);
export const AgencyChromeProvider = AgencyChromeContext.Provider;
/** The agency whose page this is; null on a page of no agency (a status page). */
export const useAgencyChrome = () => useContext(AgencyChromeContext);

/** The agency's notice (/demo's example for the demo) and the contact this page offers. */
export function agencyChrome(opts: {
  agency: Pick<PublicAgency, 'slug' | 'name'>;
  pageLang: PageLang;
  contact: string | null;
  demo?: boolean;
}): AgencyChrome {
  const notice = opts.demo ? paths.demoPrivacy : paths.agencyPrivacy(opts.agency.slug);
  return { name: opts.agency.name, privacy: langHref(notice, opts.pageLang), contact: opts.contact };
}

interface FooterLink {
  href: string;
  label: string;
  /** A page in another language than the link's (Spanish only): said after the label. */
  hrefLang?: string;
  suffix?: string;
}

/**
 * Legal links in the page's language: on an agency's page, "Privacy" is the agency's notice (it
 * links Escaparate's own policy) and "Contact" the agency's contact, never our sales form. A page
 * that exists only in Spanish says so on the English side.
 */
export function SiteFooter() {
  const t = useTexts();
  const { lang } = usePageLang();
  const agency = useAgencyChrome();
  const en = lang === 'en';
  const spanishOnly = { hrefLang: 'es', suffix: t.chrome.inSpanish };
  const links: (FooterLink | null)[] = [
    { href: paths.terms, label: t.footer.terms, ...(en && spanishOnly) },
    agency
      ? { href: agency.privacy, label: t.footer.privacy }
      : { href: paths.privacy, label: t.footer.privacy, ...(en && spanishOnly) },
    { href: en ? `${paths.cookies}?lang=en` : paths.cookies, label: t.footer.cookies },
    { href: en ? `${paths.legalNotice}?lang=en` : paths.legalNotice, label: t.footer.legalNotice },
    agency
      ? agency.contact
        ? { href: agency.contact, label: t.footer.contact }
        : null
      : { href: paths.contact, label: t.footer.contact, ...(en && spanishOnly) },
  ];
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map(
              (l) =>
                l && (
                  <li key={l.href}>
                    <a href={l.href} hrefLang={l.hrefLang} className="hover:text-ink hover:underline">
                      {l.label}
                      {l.suffix}
                    </a>
                  </li>
                ),
            )}
          </ul>
        </nav>
        <a href={paths.home} className="hover:text-ink hover:underline">
          {t.poweredBy}
        </a>
      </div>
    </footer>
  );
}
