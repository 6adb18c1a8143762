import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Logo } from '../../../components/brand/logo';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../../../lib/use-sign-out';
import { useSubscription } from '../api/use-subscription';
import { useCheckoutRedirect } from '../hooks/use-checkout-redirect';
import { gateTexts, planCardTexts, planPageTexts as t } from '../texts';
import { PlansOverview, TrialBadge } from './plans-overview';

/** The subscription gate (decision 017 → Plans): a signed-in user without a plan chooses one here. */
export function PlanPage() {
  const signOutAndLeave = useSignOut();
  const { start, pendingPlan } = useCheckoutRedirect();
  // The gate shows this page once the subscription check has answered.
  const trialEligible = useSubscription().data?.trial_eligible ?? true;
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <div className="min-h-dvh bg-neutral-50">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo className="h-7 w-auto sm:h-8" />
          <Button variant="ghost" onClick={signOutAndLeave}>
            <LogOut className="size-4" aria-hidden />
            {gateTexts.signOut}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {t.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-neutral-600">{t.lead}</p>
          <div className="mt-5">
            <TrialBadge eligible={trialEligible} />
          </div>
        </div>
        <PlansOverview
          actionFor={(plan) => ({
            kind: 'button',
            label: planCardTexts.choose(plan.name),
            onClick: () => start(plan.code),
            pending: pendingPlan === plan.code,
            disabled: pendingPlan !== null,
          })}
          salesSubject={t.salesSubject}
          salesLinkLabel={t.contactSales}
        />
      </main>
    </div>
  );
}
