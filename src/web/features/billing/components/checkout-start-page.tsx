import { ArrowLeft, Loader2, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { billingTexts, type PlanCode } from '../../../../shared/billing';
import { paths } from '../../../../shared/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { usePlans } from '../api/use-plans';
import { hasAccess, useSubscription } from '../api/use-subscription';
import { useCheckoutRedirect } from '../hooks/use-checkout-redirect';
import { chosenPlanTexts as t } from '../texts';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline';

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      {children}
    </div>
  );
}

/**
 * Where a plan chosen on /pricing leads once the user is signed in (at once, or after sign-up,
 * the e-mail confirmation and sign-in): starts checkout for that plan and leaves for it. An agency
 * that already has a plan changes it in Settings instead; a failure offers to try again.
 */
export function CheckoutStartPage({ plan }: { plan: PlanCode }) {
  useEffect(() => {
    document.title = t.startDocumentTitle;
  }, []);
  const subscription = useSubscription();
  const planName = usePlans().data?.plans.find((p) => p.code === plan)?.name;
  const { start, pendingPlan } = useCheckoutRedirect();
  const [attempts, setAttempts] = useState(0);
  const started = useRef(0);

  const canStart = subscription.isSuccess && !hasAccess(subscription.data);
  // Once per attempt (React may run an effect twice in development).
  useEffect(() => {
    if (!canStart || started.current > attempts) return;
    started.current = attempts + 1;
    start(plan);
  }, [canStart, attempts, plan, start]);

  if (hasAccess(subscription.data)) {
    return (
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t.subscribedTitle}</h1>
        <p className="mt-2 text-neutral-600">{t.subscribedBody}</p>
        <Link to={paths.dashboard.settings} className={buttonClass('primary', 'mt-6 w-full')}>
          {t.goToSettings}
        </Link>
      </Card>
    );
  }

  const failed = started.current > 0 && pendingPlan === null;
  return (
    <Card>
      {failed ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{t.startFailedTitle}</h1>
          <p className="mt-2 text-neutral-600">{billingTexts.checkoutError}</p>
          <Button className="mt-6 w-full" onClick={() => setAttempts((n) => n + 1)}>
            <RotateCw className="size-4" aria-hidden />
            {t.retry}
          </Button>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-neutral-700">
          <Loader2 className="size-5 shrink-0 animate-spin text-brand-700" aria-hidden />
          {planName ? t.starting(planName) : billingTexts.processing}
        </p>
      )}
      <Link to={paths.pricing} className={`${linkClass} mt-4`}>
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToPricing}
      </Link>
    </Card>
  );
}
