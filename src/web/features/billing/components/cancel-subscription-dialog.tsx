import { toast } from 'sonner';
import { billingTexts } from '../../../../shared/billing';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCancelSubscription } from '../api/use-billing-mutations';
import { settingsTexts as t } from '../texts';

/**
 * Settings → 'Cancelar suscripción', confirmed first: access ends now, no data is deleted. On
 * success the subscription query holds the new state, so the dashboard shows the plan page.
 */
export function CancelSubscriptionDialog() {
  const cancel = useCancelSubscription();
  return (
    <ConfirmDialog
      trigger={<Button variant="dangerGhost">{t.cancel}</Button>}
      title={t.cancelTitle}
      description={t.cancelDescription}
      keepLabel={t.cancelKeep}
      confirmLabel={t.cancelConfirm}
      pendingLabel={t.canceling}
      action={() => cancel.mutateAsync()}
      onDone={() => toast.success(t.canceled, { description: t.canceledBody })}
      errorText={billingTexts.updateError}
    />
  );
}
