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

/** Sent today. */
const ACTIVE: PreferenceKey[] = ['leads_email'];
/** Saved, but nothing sends them yet (decision 017 → Leads): said so on screen. */
const UPCOMING: PreferenceKey[] = ['scans_email', 'daily_summary', 'weekly_summary'];

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
      <div className="divide-y divide-neutral-200 border-y border-neutral-200">{ACTIVE.map(row)}</div>
      <h3 className="mt-6 text-sm font-semibold text-neutral-800">{t.upcomingTitle}</h3>
      <p className="mt-1 mb-2 text-sm text-neutral-600">{t.upcomingIntro}</p>
      <div className="divide-y divide-neutral-200 border-y border-neutral-200">{UPCOMING.map(row)}</div>
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
