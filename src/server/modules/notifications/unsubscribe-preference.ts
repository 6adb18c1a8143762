import { eq } from 'drizzle-orm';
import type { UnsubscribableKey } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { agencies, agencyMembers, notificationPreferences } from '../../db/schema';
import { getNotificationPreferences } from './get-notification-preferences';
import type { UnsubscribeTarget } from './unsubscribe-token';

const COLUMNS = {
  scans_email: 'scansEmail',
  daily_summary: 'dailySummary',
  weekly_summary: 'weeklySummary',
} as const satisfies Record<UnsubscribableKey, keyof typeof notificationPreferences.$inferInsert>;

/** The agency behind an unsubscribe link and whether that switch is on; null if it is gone. */
export async function findUnsubscribeTarget(db: Db, target: UnsubscribeTarget) {
  if (target.scope === 'member') {
    const [member] = await db
      .select({ agencyName: agencies.name, on: agencyMembers.scanAlerts })
      .from(agencyMembers)
      .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
      .where(eq(agencyMembers.id, target.memberId));
    return member ?? null;
  }
  const [agency] = await db
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, target.agencyId));
  if (!agency) return null;
  const preferences = await getNotificationPreferences({ db, agencyId: target.agencyId });
  return { agencyName: agency.name, on: preferences[target.key] };
}

/**
 * Switches it off: the agency's preference is the row Settings → Notificaciones reads and writes
 * (created with the defaults if the agency never saved it); a member's is their "Mis avisos"
 * switch. Idempotent: a second click changes nothing.
 */
export async function unsubscribePreference(db: Db, target: UnsubscribeTarget): Promise<void> {
  if (target.scope === 'member') {
    await db.update(agencyMembers).set({ scanAlerts: false }).where(eq(agencyMembers.id, target.memberId));
    return;
  }
  const off = { [COLUMNS[target.key]]: false };
  await db
    .insert(notificationPreferences)
    .values({ agencyId: target.agencyId, ...off })
    .onConflictDoUpdate({ target: notificationPreferences.agencyId, set: off });
}
