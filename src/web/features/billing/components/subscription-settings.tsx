import { BadgeCheck, ExternalLink, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  billingTexts,
  cancellationRule,
  formatPlanPrice,
  type SubscriptionInfo,
  trialDaysRemaining,
} from '../../../../shared/billing';
import { paths } from '../../../../shared/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { cn } from '../../../lib/cn';
import { usePlans } from '../api/use-plans';
import { hasAccess, useSubscription } from '../api/use-subscription';
import { usePortalTab } from '../hooks/use-portal-tab';
import { planCardTexts, statusLabels, settingsTexts as t } from '../texts';
import { CancelSubscriptionDialog, cancellationDate } from './cancel-subscription-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { formatLongDate } from './format-long-date';
import { PlanIncludes } from './plan-feature-list';
import { ResumeSubscriptionButton } from './resume-subscription-button';

const formatDate = formatLongDate;

const statusTone = (status: SubscriptionInfo['status']) =>
  status === 'active' || status === 'trialing'
    ? 'bg-green-50 text-green-800 ring-green-200'
    : 'bg-amber-50 text-amber-900 ring-amber-200';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Dates({ info }: { info: SubscriptionInfo }) {
  if (info.cancel_at_period_end) {
    const end = cancellationDate(info);
    return (
      <div
        data-testid="cancellation-scheduled"
        className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        {end && (
          <p className="font-semibold">{cancellationRule.scheduled(info.status === 'trialing', end)}</p>
        )}
        <p className="mt-1">{cancellationRule.resume}</p>
      </div>
    );
  }
  if (info.status === 'trialing') {
    const days =
      info.trial_days_remaining ?? (info.trial_end ? trialDaysRemaining(new Date(info.trial_end)) : null);
    const end = formatDate(info.trial_end);
    return (
      <div className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
        {days !== null && <p className="font-semibold">{t.trialLeft(days)}</p>}
        {end && <p>{t.trialEnds(end)}</p>}
      </div>
    );
  }
  const end = formatDate(info.subscription_end);
  if (!end) return null;
  return (
    <p className="mt-4 text-sm text-neutral-700">
      {info.status === 'canceled' ? t.endsOn(end) : t.renews(end)}
    </p>
  );
}

/**
 * Settings → Suscripción: plan, price, status, trial and dates, and the ways to manage it.
 * `showManage` is off inside the local portal, which is where that button leads.
 */
export function SubscriptionSettings({ showManage = true }: { showManage?: boolean }) {
  const subscription = useSubscription();
  const plans = usePlans();
  const portal = usePortalTab();
  const info = subscription.data;

  useEffect(() => {
    if (info === null) toast.error(t.errorTitle, { id: 'subscription-load-error', description: t.loadError });
  }, [info]);

  const plan = plans.data?.plans.find((p) => p.code === info?.plan_code);
  const planName = plan?.name ?? info?.plan_code ?? '';

  let body: ReactNode;
  if (subscription.isPending) {
    body = (
      <p role="status" className="text-sm text-neutral-600">
        {t.loading}
      </p>
    );
  } else if (!info) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-red-700">{t.loadError}</p>
        <Button variant="secondary" loading={subscription.isFetching} onClick={() => subscription.refetch()}>
          {!subscription.isFetching && <RotateCw className="size-4" aria-hidden />}
          {planCardTexts.retry}
        </Button>
      </div>
    );
  } else if (!hasAccess(info)) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-neutral-700">
          {t.none}
          {info.status && ` ${t.status}: ${statusLabels[info.status]}.`}
        </p>
        <Link to={paths.dashboard.home} className={buttonClass()}>
          {t.choosePlan}
        </Link>
      </div>
    );
  } else if (info.source === 'current_plan') {
    body = (
      <div>
        <dl className="divide-y divide-neutral-200 border-y border-neutral-200">
          <Row label={t.plan}>{planName}</Row>
        </dl>
        {plan && <PlanIncludes plan={plan} />}
        <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-green-800">
          <BadgeCheck className="size-5" aria-hidden />
          {t.granted}
        </p>
        <p className="mt-1 text-sm text-neutral-700">{t.grantedBody}</p>
        {plans.data && (
          <p className="mt-3 text-sm text-neutral-700">
            {t.grantedContact}{' '}
            <a href={`mailto:${plans.data.salesEmail}`} className="font-semibold text-brand-700 underline">
              {plans.data.salesEmail}
            </a>
            .
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <div>
        <dl className="divide-y divide-neutral-200 border-y border-neutral-200">
          <Row label={t.plan}>{planName}</Row>
          {plan && (
            <Row label={t.price}>
              {formatPlanPrice(plan.priceMonthCents)}
              {planCardTexts.perMonth}
              <span className="font-normal text-neutral-600"> · {billingTexts.vatIncluded}</span>
            </Row>
          )}
          {info.status && (
            <Row label={t.status}>
              <span className={cn('rounded-full px-2.5 py-0.5 text-sm ring-1', statusTone(info.status))}>
                {statusLabels[info.status]}
              </span>
            </Row>
          )}
        </dl>
        {plan && <PlanIncludes plan={plan} />}
        <Dates info={info} />
        {info.status === 'past_due' && <p className="mt-3 text-sm text-amber-900">{t.pastDueHint}</p>}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {showManage && (
            <Button onClick={portal.open} loading={portal.isPending}>
              {t.manage}
              <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only"> ({t.manageHint})</span>
            </Button>
          )}
          {info.cancel_at_period_end ? (
            <ResumeSubscriptionButton />
          ) : (
            <>
              <ChangePlanDialog currentPlan={info.plan_code} />
              <CancelSubscriptionDialog info={info} />
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <Panel id="subscription-section" title={t.title} caption={t.lead}>
      {body}
    </Panel>
  );
}
