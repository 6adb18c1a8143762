import type { PlanView } from '../../../../shared/billing';
import { pageMetas } from '../../../../shared/page-meta';
import { paths } from '../../../../shared/paths';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/use-page-meta';
import { hasAccess, useSubscription } from '../api/use-subscription';
import { useCheckoutRedirect } from '../hooks/use-checkout-redirect';
import { planCardTexts, pricingTexts as t } from '../texts';
import type { PlanAction } from './plan-cards';
import { PlansOverview, TrialBadge } from './plans-overview';

/**
 * The public pricing page. Visitors register and then land in checkout for the plan they chose;
 * signed-in users without a plan start checkout; subscribers see their plan and change it in Settings.
 */
export function PricingPage() {
  const { user } = useAuth();
  const subscription = useSubscription();
  const { start, pendingPlan } = useCheckoutRedirect();
  usePageMeta(pageMetas.pricing);

  const subscribed = hasAccess(subscription.data);
  // Visitors can still have the trial; a signed-in agency may have used it already.
  const trialEligible = !user || (subscription.data?.trial_eligible ?? true);
  const actionFor = (plan: PlanView): PlanAction => {
    // The chosen plan travels through sign-up and sign-in to its checkout.
    if (!user) {
      return {
        kind: 'link',
        label: planCardTexts.tryFree(plan.name),
        to: paths.auth.registerForPlan(plan.code),
      };
    }
    if (subscribed) {
      return { kind: 'link', label: planCardTexts.changeTo(plan.name), to: paths.dashboard.settings };
    }
    return {
      kind: 'button',
      label: planCardTexts.choose(plan.name),
      onClick: () => start(plan.code),
      pending: pendingPlan === plan.code,
      disabled: pendingPlan !== null,
    };
  };

  return (
    <div className="bg-linear-to-b from-brand-50 to-white to-40%">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <div className="mx-auto mb-14 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-neutral-600">{t.lead}</p>
          {(!user || subscription.data !== undefined) && (trialEligible || !subscribed) && (
            <div className="mt-6">
              <TrialBadge eligible={trialEligible} />
            </div>
          )}
        </div>
        <PlansOverview
          actionFor={actionFor}
          currentPlan={subscribed ? subscription.data?.plan_code : null}
          salesSubject={t.meetingSubject}
          salesLinkLabel={t.meetingCta}
        />
      </div>
    </div>
  );
}
