import { eq } from 'drizzle-orm';
import type { UnsubscribableKey } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { agencies, notificationPreferences } from '../../db/schema';
import { getNotificationPreferences } from './get-notification-preferences';

const COLUMNS = {
  scans_email: 'scansEmail',
  daily_summary: 'dailySummary',
  weekly_summary: 'weeklySummary',
} as const satisfies Record<UnsubscribableKey, keyof typeof notificationPreferences.$inferInsert>;

/** The agency behind an unsubscribe link and whether that preference is on; null if it is gone. */
export async function findUnsubscribeTarget(opts: { db: Db; agencyId: string; key: UnsubscribableKey }) {
  const [agency] = await opts.db
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, opts.agencyId));
  if (!agency) return null;
  const preferences = await getNotificationPreferences({ db: opts.db, agencyId: opts.agencyId });
  return { agencyName: agency.name, on: preferences[opts.key] };
}

/**
 * Switches one preference off: the same row Settings → Notificaciones reads and writes (created
 * with the defaults if the agency never saved it). Idempotent: a second click changes nothing.
 */
export async function unsubscribePreference(opts: {
  db: Db;
  agencyId: string;
  key: UnsubscribableKey;
}): Promise<void> {
  const off = { [COLUMNS[opts.key]]: false };
  await opts.db
    .insert(notificationPreferences)
    .values({ agencyId: opts.agencyId, ...off })
    .onConflictDoUpdate({ target: notificationPreferences.agencyId, set: off });
}
