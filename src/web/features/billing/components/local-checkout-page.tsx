import { ArrowLeft, Check } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { billingTexts, formatPlanPrice } from '../../../../shared/billing';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useConfirmLocalCheckout, useLocalCheckout } from '../api/use-local-checkout';
import { planCardTexts, localBillingTexts as t } from '../texts';
import { PlanIncludes } from './plan-feature-list';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** What confirming means: the free trial when the agency still has it, else a charge today. */
function Terms({ trialDays, price }: { trialDays: number; price: string }) {
  const trial = trialDays > 0;
  return (
    <>
      <p className={cn('mt-4 flex items-center gap-2 font-semibold', trial ? 'text-green-800' : 'text-ink')}>
        {trial && <Check className="size-5" aria-hidden />}
        {trial ? t.trial(trialDays) : t.chargeToday(price)}
      </p>
      <p className="mt-1 text-sm text-neutral-600">{trial ? t.trialNote : t.chargeNote(price)}</p>
    </>
  );
}

/**
 * Test mode's stand-in for Stripe Checkout (no Stripe key configured): confirming starts the
 * subscription (with the trial when the agency still has it) and goes to the payment return,
 * which shows its own toasts.
 */
export function LocalCheckoutPage({ id }: { id: string }) {
  const checkout = useLocalCheckout(id);
  const confirm = useConfirmLocalCheckout(id);
  const view = checkout.data;
  const trial = (view?.trialDays ?? 0) > 0;
  useEffect(() => {
    document.title = t.checkoutDocumentTitle(trial);
  }, [trial]);

  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(t.errorTitle, { description: billingTexts.activateError }),
    });
  // Keeps 'Activando...' until the browser has left.
  const leaving = confirm.isPending || confirm.isSuccess;

  let body: ReactNode;
  if (checkout.isPending) {
    body = (
      <p role="status" className="text-sm text-neutral-600">
        {t.loading}
      </p>
    );
  } else if (!view) {
    const notFound = checkout.error instanceof ApiError && checkout.error.status === 404;
    body = <Alert tone="error">{notFound ? t.notFound : checkout.error?.message}</Alert>;
  } else {
    const price = formatPlanPrice(view.plan.priceMonthCents);
    body = (
      <>
        <dl className="divide-y divide-neutral-200 border-y border-neutral-200">
          <Row label={t.plan}>{view.plan.name}</Row>
          <Row label={t.price}>
            {price}
            {planCardTexts.perMonth}
            <span className="font-normal text-neutral-600"> · {billingTexts.vatIncluded}</span>
          </Row>
          <Row label={t.agency}>{view.agencyName}</Row>
        </dl>
        <PlanIncludes plan={view.plan} />
        {view.status === 'open' && <Terms trialDays={view.trialDays} price={price} />}
        <div className="mt-6">
          {view.status === 'open' ? (
            <Button className="w-full" loading={leaving} onClick={onConfirm}>
              {leaving ? t.activating : t.confirm(trial)}
            </Button>
          ) : (
            <Alert tone={view.status === 'complete' ? 'success' : 'error'}>
              {view.status === 'complete' ? t.complete : t.expired}
            </Alert>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t.checkoutTitle}</h1>
      <p className="mt-1 mb-6 text-sm text-neutral-600">{t.checkoutLead}</p>
      {body}
      <Link to={paths.dashboard.home} className={`${linkClass} mt-4`}>
        <ArrowLeft className="size-4" aria-hidden />
        {view && view.status === 'complete' ? t.goToDashboard : t.back}
      </Link>
    </div>
  );
}
