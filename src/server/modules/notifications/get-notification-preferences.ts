import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The API's view of the table row. */
export function preferencesView(row: PreferencesRow): NotificationPreferences {
  return {
    leads_email: row.leadsEmail,
    scans_email: row.scansEmail,
    daily_summary: row.dailySummary,
    weekly_summary: row.weeklySummary,
  };
}

/** An agency's notification preferences; the defaults (decision 017 → Leads) while it has no row. */
export async function getNotificationPreferences(opts: {
  db: Db;
  agencyId: string;
}): Promise<NotificationPreferences> {
  const [row] = await opts.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.agencyId, opts.agencyId));
  return row ? preferencesView(row) : { ...DEFAULT_NOTIFICATION_PREFERENCES };
}
