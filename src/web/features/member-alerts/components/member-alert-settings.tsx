import { toast } from 'sonner';
import { agentTexts as t } from '../../../../shared/agents';
import { LabelledSwitch } from '../../../components/ui/labelled-switch';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { toastApiError } from '../../../lib/toast-api-error';
import { useMemberAlerts, useSaveMemberAlerts } from '../api/use-member-alerts';

function Switches() {
  const query = useMemberAlerts();
  const save = useSaveMemberAlerts({
    onSaved: () => toast.success(t.alertsSaved),
    onFailed: (error) => toastApiError(error, undefined, { title: t.alertsSaveError }),
  });
  if (query.isError)
    return <LoadError title={t.alertsLoadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { alerts, agencyScans } = query.data;
  return (
    <>
      <div className="border-y border-neutral-200">
        <LabelledSwitch
          label={t.scanAlertsLabel}
          hint={t.scanAlertsHint}
          checked={alerts.scan_alerts}
          onChange={(value) => save.mutate({ ...alerts, scan_alerts: value })}
        />
      </div>
      {!agencyScans && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.scanAlertsAgencyOff}
        </p>
      )}
      <p className="mt-3 text-sm text-neutral-600">{t.leadAlertsNote}</p>
    </>
  );
}

/**
 * Settings → "Mis avisos" (agents): their own copy of the scan alert of the listings assigned to
 * them; the same switch their copy's unsubscribe link turns off (decision 024).
 */
export function MemberAlertSettings() {
  return (
    <Panel id="member-alerts-section" title={t.alertsTitle} caption={t.alertsIntro}>
      <Switches />
    </Panel>
  );
}
