import type { ReactNode } from 'react';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { PublicFooterView } from '../../components/site/public-footer-view';
import { ghostButton, mainLinks, mobileLinks, primaryButton } from '../../components/site/site-nav';
import { siteTexts as t } from '../../components/site/site-texts';

/**
 * The landing's header and footer around a server-rendered page. Nothing here needs JavaScript:
 * the phone menu is a `<details>` element, sign-in and registration are their own pages.
 */
export function SiteLayout({ current, children }: { current?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipLink}
      </a>
      <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <a href={paths.home} aria-label={t.homeLink} className="shrink-0 rounded-md">
            <Logo className="h-7 w-auto sm:h-8" />
          </a>
          <nav aria-label={t.mainNav} className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1">
              {mainLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="rounded-lg px-3 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-100"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <a href={paths.auth.login} className={`${ghostButton} max-md:hidden`}>
              {t.login}
            </a>
            <a href={paths.auth.register} className={`${primaryButton} max-[359px]:hidden`}>
              {t.register}
            </a>
            <MobileMenu current={current} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooterView />
    </div>
  );
}

function MobileMenu({ current }: { current?: string }) {
  return (
    <details className="site-menu md:hidden">
      <summary
        aria-label={t.openMenu}
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-neutral-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </summary>
      <nav
        aria-label={t.mobileNav}
        className="absolute inset-x-0 top-16 border-t border-b border-neutral-200 bg-white px-4 py-3 shadow-sm"
      >
        <ul className="flex flex-col">
          {mobileLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current === link.href ? 'page' : undefined}
                className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-neutral-100 aria-[current=page]:text-brand-700"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-col gap-2 border-t border-neutral-200 pt-4">
          <a
            href={paths.auth.login}
            className={`${ghostButton} w-full border border-neutral-300 py-3 text-base`}
          >
            {t.login}
          </a>
          <a
            href={paths.auth.register}
            className={`${primaryButton} w-full py-3 text-base min-[360px]:hidden`}
          >
            {t.register}
          </a>
        </div>
      </nav>
    </details>
  );
}
