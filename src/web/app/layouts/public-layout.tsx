import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isSpaRoute, paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { ghostButton, mainLinks, mobileLinks, primaryButton } from '../../components/site/site-nav';
import { siteTexts as t } from '../../components/site/site-texts';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { useAuth } from '../../lib/auth';
import { PublicFooter } from './public-footer';

const MOBILE_MENU_ID = 'public-mobile-menu';

/** Layout of every public page: header with navigation and session actions, content, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipLink}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
      {/* A footer link opens the next page at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}

function PublicHeader() {
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      // Escape inside the auth dialog closes the dialog, not the menu behind it.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} aria-label={t.homeLink} className="shrink-0 rounded-md">
          <Logo className="h-7 w-auto sm:h-8" />
        </Link>
        <nav aria-label={t.mainNav} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-neutral-100 ${
                      isActive ? 'text-brand-700' : 'text-neutral-700'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SessionActions />
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-neutral-100 md:hidden"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? t.closeMenu : t.openMenu}
            onClick={() => setOpenedAt(open ? null : location.key)}
          >
            {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      <MobileMenu open={open} onNavigate={() => setOpenedAt(null)} />
    </header>
  );
}

/** Sign-in and register triggers, or the way into the dashboard. Nothing while the session loads. */
function SessionActions() {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (user) {
    return (
      <Link to={paths.dashboard.home} className={primaryButton}>
        {t.goToDashboard}
      </Link>
    );
  }
  return (
    <>
      <AuthModal
        mode="login"
        trigger={
          <button type="button" className={`${ghostButton} max-md:hidden`}>
            {t.login}
          </button>
        }
      />
      <AuthModal
        mode="register"
        trigger={
          <button type="button" className={`${primaryButton} max-[359px]:hidden`}>
            {t.register}
          </button>
        }
      />
    </>
  );
}

/**
 * Navigation under 768px. It stays mounted while closed (hidden), so `aria-controls` always points
 * at an element and an auth dialog opened from it is not torn down with the menu.
 */
function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { user, loading } = useAuth();
  return (
    <div id={MOBILE_MENU_ID} hidden={!open} className="border-t border-neutral-200 bg-white md:hidden">
      <nav aria-label={t.mobileNav} className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        <ul className="flex flex-col">
          {mobileLinks.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end
                // Contact is a server-rendered page, not one of this app's: a full load.
                reloadDocument={!isSpaRoute(link.href)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-3 text-base font-medium hover:bg-neutral-100 ${
                    isActive ? 'text-brand-700' : 'text-ink'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {!loading && !user && (
          <div className="mt-3 flex flex-col gap-2 border-t border-neutral-200 pt-4">
            <AuthModal
              mode="login"
              trigger={
                <button
                  type="button"
                  className={`${ghostButton} w-full border border-neutral-300 py-3 text-base`}
                >
                  {t.login}
                </button>
              }
            />
            <AuthModal
              mode="register"
              trigger={
                <button type="button" className={`${primaryButton} w-full py-3 text-base min-[360px]:hidden`}>
                  {t.register}
                </button>
              }
            />
          </div>
        )}
      </nav>
    </div>
  );
}
