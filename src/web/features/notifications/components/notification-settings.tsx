import { toast } from 'sonner';
import { notificationTexts } from '../../../../shared/notifications';
import { LabelledSwitch } from '../../../components/ui/labelled-switch';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { toastApiError } from '../../../lib/toast-api-error';
import {
  type PreferenceKey,
  useNotificationPreferences,
  useSaveNotificationPreference,
} from '../api/use-notification-preferences';

import { preferenceTexts, notificationPageTexts as t } from '../texts';

/** Every preference, in the order shown; each one is sent (docs/decisions/022-activity-emails.md). */
const KEYS: PreferenceKey[] = ['leads_email', 'scans_email', 'daily_summary', 'weekly_summary'];

function Preferences() {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreference({
    onSaved: () => toast.success(notificationTexts.saved),
    onFailed: (error) => toastApiError(error, undefined, { title: notificationTexts.saveError }),
  });
  if (query.isError)
    return (
      <LoadError title={notificationTexts.loadError} error={query.error} onRetry={() => query.refetch()} />
    );
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { preferences } = query.data;
  const row = (key: PreferenceKey) => (
    <LabelledSwitch
      key={key}
      {...preferenceTexts[key]}
      checked={preferences[key]}
      onChange={(value) => save.mutate({ key, value })}
    />
  );
  return (
    <>
      <div className="divide-y divide-neutral-200 border-y border-neutral-200">{KEYS.map(row)}</div>
      <p className="mt-3 text-sm text-neutral-600">{t.unsubscribeHint}</p>
    </>
  );
}

/** Settings → Notificaciones: the four preferences of the agency, each saved as it is switched. */
export function NotificationSettings() {
  return (
    <Panel id="notifications-section" title={t.title} caption={t.intro}>
      <Preferences />
    </Panel>
  );
}
