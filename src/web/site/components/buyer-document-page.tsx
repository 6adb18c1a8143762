import { paths } from '../../../shared/paths';
import type { SitePage } from '../../../shared/site';
import { Logo } from '../../components/brand/logo';
import { brandStyle } from '../../microsite/brand';
import { LangLinks } from '../../microsite/components/lang-switch';
import { HeaderLogo } from '../../microsite/components/site-chrome';
import { buyerDocumentTextsFor } from '../buyer-texts';

type BuyerDocument = Extract<SitePage, { kind: 'buyer-document' }>;

/**
 * A legal text for a microsite's visitor, in their language: an agency's privacy notice under the
 * agency's own header (its logo or name, in its colours), or the English cookie policy and legal
 * notice under the product's. A plain page: no script, the switch and links are links.
 */
export function BuyerDocumentPage({ page }: { page: BuyerDocument }) {
  const { agency, lang } = page;
  const t = buyerDocumentTextsFor(lang);
  const en = lang === 'en';
  const links = [
    { href: paths.privacy, label: t.platformPrivacy, spanish: en },
    { href: en ? `${paths.cookies}?lang=en` : paths.cookies, label: t.cookies, spanish: false },
    { href: en ? `${paths.legalNotice}?lang=en` : paths.legalNotice, label: t.legalNotice, spanish: false },
  ];
  return (
    <div
      lang={lang}
      style={agency ? brandStyle(agency, 'listing') : undefined}
      className="flex min-h-dvh flex-col bg-neutral-50 text-ink"
    >
      <header
        className={
          agency
            ? 'bg-[var(--secondary)] text-[var(--secondary-ink)]'
            : 'border-b border-neutral-200 bg-white text-ink'
        }
      >
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={page.home}
            className="flex min-w-0 items-center"
            aria-label={agency ? t.home(agency.name) : t.productHome}
          >
            {agency ? <HeaderLogo agency={agency} /> : <Logo className="h-7 w-auto sm:h-8" />}
          </a>
          <LangLinks label={t.language} current={lang} hrefOf={(code) => page.alternates[code]} />
        </div>
      </header>
      <main id="main" className="flex-1">
        <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <header className="border-b border-neutral-200 pb-6">
            {agency && <p className="mb-2 font-semibold text-[var(--brand)]">{agency.name}</p>}
            <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
              {page.title}
            </h1>
            <p className="mt-3 text-sm text-neutral-600">
              {t.updated} <time dateTime={page.updatedAt}>{t.date(page.updatedAt)}</time>
            </p>
          </header>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the repository's Markdown with raw HTML escaped */}
          <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      </main>
      <footer className="border-t border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-6 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <nav aria-label={t.legalNav}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {links.map((l) => (
                <li key={l.href}>
                  <a
                    href={l.href}
                    hrefLang={l.spanish ? 'es' : undefined}
                    className="hover:text-ink hover:underline"
                  >
                    {l.label}
                    {l.spanish && t.inSpanish}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a href={paths.home} className="hover:text-ink hover:underline">
            {t.poweredBy}
          </a>
        </div>
      </footer>
    </div>
  );
}
