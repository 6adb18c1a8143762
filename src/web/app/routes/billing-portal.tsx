import { LocalPortalPage } from '../../features/billing/components/local-portal-page';

export function BillingPortalRoute() {
  return <LocalPortalPage />;
}
