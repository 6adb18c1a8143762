import { Link, Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { TestModeBanner } from '../../features/billing/components/test-mode-banner';
import { OwnerOnly } from '../owner-only';
import { RequireAuth } from '../require-auth';

/**
 * The local test-mode checkout and portal: signed in, but outside the plan gate, since a user
 * with no plan must reach them. The yellow banner says no real charge happens.
 */
export function BillingLayout() {
  return (
    <RequireAuth>
      <div className="flex min-h-dvh flex-col bg-neutral-50">
        <TestModeBanner />
        <header className="px-4 py-5 sm:px-8">
          <Link to={paths.home} aria-label="Escaparate, ir al inicio" className="inline-block">
            <Logo className="h-8 w-auto" />
          </Link>
        </header>
        <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-8">
          <OwnerOnly>
            <Outlet />
          </OwnerOnly>
        </main>
      </div>
    </RequireAuth>
  );
}
