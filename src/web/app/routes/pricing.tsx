import { PricingPage } from '../../features/billing/components/pricing-page';

export function PricingRoute() {
  return <PricingPage />;
}
