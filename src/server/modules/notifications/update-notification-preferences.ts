import type { NotificationPreferences } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { preferencesView } from './get-notification-preferences';

/** Saves all four preferences of the caller's own agency (creating its row if it has none yet). */
export async function updateNotificationPreferences(opts: {
  db: Db;
  agencyId: string;
  input: NotificationPreferences;
}): Promise<NotificationPreferences> {
  const values = {
    leadsEmail: opts.input.leads_email,
    scansEmail: opts.input.scans_email,
    dailySummary: opts.input.daily_summary,
    weeklySummary: opts.input.weekly_summary,
  };
  const [row] = await opts.db
    .insert(notificationPreferences)
    .values({ agencyId: opts.agencyId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.agencyId, set: values })
    .returning();
  return preferencesView(row!);
}
