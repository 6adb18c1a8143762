import { Info, Sparkles } from 'lucide-react';
import { billingTexts, type PlanView } from '../../../../shared/billing';
import { usePlans } from '../api/use-plans';
import { planCardTexts as t } from '../texts';
import { BiggerPlan } from './bigger-plan';
import { type PlanAction, PlanCards } from './plan-cards';
import { PlansStatus } from './plans-status';
import { Testimonials } from './testimonials';

/**
 * Under a page title: the 45-day trial for whoever can still have it (visitors, new agencies),
 * else that the plan is charged from today (one trial per agency, `trial_eligible`).
 */
export function TrialBadge({ eligible }: { eligible: boolean }) {
  if (!eligible) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 py-1.5 text-sm font-medium text-neutral-800">
        <Info className="size-4 shrink-0 text-brand-700" aria-hidden />
        {billingTexts.noTrial}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-green-200 bg-green-50 px-4 py-1.5 text-sm font-medium text-green-900">
      <Sparkles className="size-4 shrink-0" aria-hidden />
      {billingTexts.freeTrial}
    </p>
  );
}

/** The body of the plan page and the pricing page: plans, the bigger-plan contact, testimonials. */
export function PlansOverview({
  actionFor,
  currentPlan,
  salesSubject,
  salesLinkLabel,
}: {
  actionFor: (plan: PlanView) => PlanAction;
  currentPlan?: string | null;
  salesSubject: string;
  salesLinkLabel: string;
}) {
  const plans = usePlans();
  return (
    <div className="space-y-14">
      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className="sr-only">
          {t.plansHeading}
        </h2>
        {plans.data ? (
          <PlanCards plans={plans.data.plans} actionFor={actionFor} currentPlan={currentPlan} />
        ) : (
          <PlansStatus error={plans.error} onRetry={() => plans.refetch()} />
        )}
      </section>
      {plans.data && (
        <BiggerPlan salesEmail={plans.data.salesEmail} subject={salesSubject} linkLabel={salesLinkLabel} />
      )}
      <Testimonials />
    </div>
  );
}
