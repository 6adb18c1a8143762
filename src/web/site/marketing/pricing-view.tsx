import type { PlanView } from '../../../shared/billing';
import { paths } from '../../../shared/paths';
import { BiggerPlan } from '../../features/billing/components/bigger-plan';
import { PlanCards } from '../../features/billing/components/plan-cards';
import { TrialBadge } from '../../features/billing/components/plans-overview';
import { Testimonials } from '../../features/billing/components/testimonials';
import { planCardTexts, pricingTexts as t } from '../../features/billing/texts';

/**
 * /pricing as a visitor sees it (the app's PricingPage for a signed-out user): each plan's card
 * leads to sign-up for that plan. Signed-in users get the app's page, which knows their plan.
 */
export function PricingView({ plans, salesEmail }: { plans: readonly PlanView[]; salesEmail: string }) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white to-40%">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <div className="mx-auto mb-14 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-neutral-600">{t.lead}</p>
          <div className="mt-6">
            <TrialBadge eligible />
          </div>
        </div>
        <div className="space-y-14">
          <section aria-labelledby="plans-title">
            <h2 id="plans-title" className="sr-only">
              {planCardTexts.plansHeading}
            </h2>
            <PlanCards
              plans={plans}
              actionFor={(plan) => ({
                kind: 'link',
                label: planCardTexts.tryFree(plan.name),
                to: paths.auth.registerForPlan(plan.code),
              })}
            />
          </section>
          <BiggerPlan salesEmail={salesEmail} subject={t.meetingSubject} linkLabel={t.meetingCta} />
          <Testimonials />
        </div>
      </div>
    </div>
  );
}
