import { Loader2, LogOut, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { billingTexts } from '../../../../shared/billing';
import { teamTexts } from '../../../../shared/team';
import { Logo } from '../../../components/brand/logo';
import { Button } from '../../../components/ui/button';
import { isSeatPaused } from '../../../lib/api';
import { useSignOut } from '../../../lib/use-sign-out';
import { hasAccess, useSubscription } from '../api/use-subscription';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { planCardTexts, gateTexts as t } from '../texts';
import { PlanPage } from './plan-page';

function GateScreen({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-neutral-50 px-4 text-center">
      <Logo className="h-8 w-auto" />
      {children}
    </main>
  );
}

function GateMessage({
  title,
  body,
  action,
  testId,
}: {
  title: string;
  body: string;
  action: ReactNode;
  testId?: string;
}) {
  const signOutAndLeave = useSignOut();
  return (
    <GateScreen>
      <div
        className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
        data-testid={testId}
      >
        <h1 className="text-xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-neutral-600">{body}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {action}
          <Button variant="secondary" onClick={signOutAndLeave}>
            <LogOut className="size-4" aria-hidden />
            {t.signOut}
          </Button>
        </div>
      </div>
    </GateScreen>
  );
}

/**
 * The access gate (decision 017 → Plans) around the dashboard: verifying, then the dashboard for a subscription or
 * a granted plan, else the plan page. It also runs the payment return (`?payment_success=true`).
 */
export function PlanGate({ children }: { children: ReactNode }) {
  const subscription = useSubscription();
  const paymentReturn = usePaymentReturn();

  if (paymentReturn === 'verifying' || subscription.isPending) {
    return (
      <GateScreen>
        <p role="status" className="flex items-center gap-2 text-neutral-700">
          <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden />
          {billingTexts.verifying}
        </p>
      </GateScreen>
    );
  }
  if (isSeatPaused(subscription.error)) {
    // An agent beyond the plan's seats: one clear page instead of screens failing one by one.
    return (
      <GateMessage
        testId="seat-paused"
        title={teamTexts.seatPausedTitle}
        body={subscription.error.message}
        action={
          <Button loading={subscription.isFetching} onClick={() => subscription.refetch()}>
            {!subscription.isFetching && <RotateCw className="size-4" aria-hidden />}
            {planCardTexts.retry}
          </Button>
        }
      />
    );
  }
  if (hasAccess(subscription.data)) return <>{children}</>;
  if (paymentReturn === 'pending') {
    // Just paid: offering the plans again would invite a second payment.
    return (
      <GateMessage
        title={billingTexts.verificationPendingTitle}
        body={billingTexts.verificationPending}
        action={<Button onClick={() => window.location.reload()}>{t.reload}</Button>}
      />
    );
  }
  if (subscription.data === null) {
    return (
      <GateMessage
        title={t.checkErrorTitle}
        body={t.checkErrorBody}
        action={
          <Button loading={subscription.isFetching} onClick={() => subscription.refetch()}>
            {!subscription.isFetching && <RotateCw className="size-4" aria-hidden />}
            {planCardTexts.retry}
          </Button>
        }
      />
    );
  }
  return <PlanPage />;
}
