import { CalendarClock, Check, X } from 'lucide-react';
import { toast } from 'sonner';
import type { DashboardVisit } from '../../../../shared/visits-dashboard';
import { visitsDashboardTexts as t } from '../../../../shared/visits-dashboard';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastApiError } from '../../../lib/toast-api-error';
import { useChangeVisit } from '../api/use-visits';

/**
 * What the agency can do with a visit that has not happened yet: confirm or decline a request
 * (declining asks first), propose another time (`onPropose` opens the form in the card), or
 * cancel a confirmed one (asks first; the visitor gets the calendar's cancellation).
 */
export function VisitActions({
  visit,
  when,
  onPropose,
}: {
  visit: DashboardVisit;
  when: string;
  onPropose: () => void;
}) {
  const change = useChangeVisit();
  const requested = visit.status === 'requested';
  const confirm = () =>
    change.mutate(
      { id: visit.id, action: 'confirm' },
      {
        onSuccess: () => toast.success(t.confirmed),
        onError: (e) => toastApiError(e, t.actionError),
      },
    );
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {requested && (
        <Button onClick={confirm} loading={change.isPending}>
          <Check className="size-4" aria-hidden />
          {t.confirm}
        </Button>
      )}
      <Button variant="secondary" onClick={onPropose}>
        <CalendarClock className="size-4" aria-hidden />
        {t.propose}
      </Button>
      {requested && (
        <ConfirmDialog
          trigger={
            <Button variant="danger">
              <X className="size-4" aria-hidden />
              {t.decline}
            </Button>
          }
          title={t.declineTitle}
          description={t.declineBody(visit.visitorName, when)}
          keepLabel={t.declineKeep}
          confirmLabel={t.declineConfirm}
          pendingLabel={t.declining}
          action={() => change.mutateAsync({ id: visit.id, action: 'decline' })}
          onDone={() => toast.success(t.declined)}
          errorText={t.actionError}
        />
      )}
      {visit.status === 'confirmed' && (
        <ConfirmDialog
          trigger={
            <Button variant="danger">
              <X className="size-4" aria-hidden />
              {t.cancelVisit}
            </Button>
          }
          title={t.cancelTitle}
          description={t.cancelBody(visit.visitorName, when)}
          keepLabel={t.cancelKeep}
          confirmLabel={t.cancelConfirm}
          pendingLabel={t.canceling}
          action={() => change.mutateAsync({ id: visit.id, action: 'cancel' })}
          onDone={() => toast.success(t.canceledDone)}
          errorText={t.actionError}
        />
      )}
    </div>
  );
}
