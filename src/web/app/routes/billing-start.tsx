import { Link, Navigate, useSearchParams } from 'react-router';
import { parsePlanCode } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { CheckoutStartPage } from '../../features/billing/components/checkout-start-page';
import { OwnerOnly } from '../owner-only';
import { RequireAuth } from '../require-auth';

/**
 * `/billing/start?plan=plus`: checkout for a plan chosen on /pricing. Signed in (an anonymous
 * visitor signs in and comes back), outside the plan gate, and without the test-mode banner:
 * it leads to Stripe as well as to the local checkout.
 */
export function BillingStartRoute() {
  const [params] = useSearchParams();
  const plan = parsePlanCode(params.get('plan'));
  if (!plan) return <Navigate to={paths.pricing} replace />;
  return (
    <RequireAuth>
      <div className="flex min-h-dvh flex-col bg-neutral-50">
        <header className="px-4 py-5 sm:px-8">
          <Link to={paths.home} aria-label="Escaparate, ir al inicio" className="inline-block">
            <Logo className="h-8 w-auto" />
          </Link>
        </header>
        <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-8">
          <OwnerOnly>
            <CheckoutStartPage plan={plan} />
          </OwnerOnly>
        </main>
      </div>
    </RequireAuth>
  );
}
