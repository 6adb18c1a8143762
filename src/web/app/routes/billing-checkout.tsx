import { useParams } from 'react-router';
import { LocalCheckoutPage } from '../../features/billing/components/local-checkout-page';

export function BillingCheckoutRoute() {
  const { id = '' } = useParams();
  return <LocalCheckoutPage key={id} id={id} />;
}
