import { toast } from 'sonner';
import { billingTexts, cancellationRule, type SubscriptionInfo } from '../../../../shared/billing';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCancelSubscription } from '../api/use-billing-mutations';
import { settingsTexts as t } from '../texts';
import { formatLongDate } from './format-long-date';

/** When cancelling now takes effect: the trial's end, else the end of the period paid. */
export const cancellationDate = (info: SubscriptionInfo) =>
  formatLongDate(
    info.status === 'trialing' ? (info.trial_end ?? info.subscription_end) : info.subscription_end,
  );

/**
 * Settings → 'Cancelar suscripción', confirmed first. It takes effect at the end of the trial or
 * of the period paid (cancellationRule, the same sentences as the Terms); until then access
 * stays and 'Reanudar suscripción' undoes it.
 */
export function CancelSubscriptionDialog({ info }: { info: SubscriptionInfo }) {
  const cancel = useCancelSubscription();
  const trialing = info.status === 'trialing';
  const date = cancellationDate(info);
  const outcome = date ? cancellationRule.outcome(trialing, date) : cancellationRule.paid;
  return (
    <ConfirmDialog
      trigger={<Button variant="dangerGhost">{t.cancel}</Button>}
      title={t.cancelTitle}
      description={`${outcome} ${cancellationRule.resume} ${cancellationRule.data}`}
      keepLabel={t.cancelKeep}
      confirmLabel={t.cancelConfirm}
      pendingLabel={t.canceling}
      action={() => cancel.mutateAsync()}
      onDone={() =>
        toast.success(t.canceled, {
          description: date ? cancellationRule.scheduled(trialing, date) : undefined,
        })
      }
      errorText={billingTexts.updateError}
    />
  );
}
