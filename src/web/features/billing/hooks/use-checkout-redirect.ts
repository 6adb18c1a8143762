import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { billingTexts, type PlanCode } from '../../../../shared/billing';
import { ApiError } from '../../../lib/api';
import { useStartCheckout } from '../api/use-billing-mutations';

/**
 * Checkout from the plan page or the pricing page: starts it and redirects the browser.
 * `pendingPlan` keeps that card on 'Procesando...' until the browser leaves; an error clears it.
 */
export function useCheckoutRedirect() {
  const checkout = useStartCheckout();
  const [pendingPlan, setPendingPlan] = useState<PlanCode | null>(null);

  // Back from Stripe, the browser may restore this page from its cache, still 'Procesando...'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingPlan(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (planCode: PlanCode) => {
    if (pendingPlan) return;
    setPendingPlan(planCode);
    checkout.mutate(
      { plan_code: planCode },
      {
        onSuccess: ({ url }) => {
          if (!url) {
            setPendingPlan(null);
            toast.error(billingTexts.checkoutStartError, { description: billingTexts.noCheckoutUrl });
            return;
          }
          window.location.assign(url);
        },
        onError: (error) => {
          setPendingPlan(null);
          if (error instanceof ApiError && error.status === 401) {
            toast.error(billingTexts.authRequiredTitle, { description: billingTexts.authRequired });
            return;
          }
          // A refusal (4xx) or a lost connection explains itself; a server failure gets the product's fixed text.
          const description =
            error instanceof ApiError && error.status < 500 ? error.message : billingTexts.checkoutError;
          toast.error(billingTexts.checkoutStartError, { description });
        },
      },
    );
  };

  return { start, pendingPlan };
}
