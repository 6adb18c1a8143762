import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { billingTexts } from '../../../../shared/billing';
import { Button } from '../../../components/ui/button';
import { toastApiError } from '../../../lib/toast-api-error';
import { useResumeSubscription } from '../api/use-billing-mutations';
import { settingsTexts as t } from '../texts';
import { formatLongDate } from './format-long-date';

/** 'Reanudar suscripción': a cancelled subscription, still in force, goes on as if never cancelled. */
export function ResumeSubscriptionButton() {
  const resume = useResumeSubscription();
  const onClick = async () => {
    try {
      const info = await resume.mutateAsync();
      const trialing = info.status === 'trialing';
      const date = formatLongDate(trialing ? info.trial_end : info.subscription_end);
      toast.success(t.resumed, {
        description: date ? (trialing ? t.resumedTrialBody(date) : t.resumedBody(date)) : undefined,
      });
    } catch (e) {
      toastApiError(e, billingTexts.updateError, { serverMessage: false });
    }
  };
  return (
    <Button onClick={onClick} loading={resume.isPending}>
      {!resume.isPending && <RotateCcw className="size-4" aria-hidden />}
      {t.resume}
    </Button>
  );
}
