import type { MemberAlerts, MemberAlertsResponse } from '../../../shared/agents';
import type { Db } from '../../db/client';
import { agencyMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ownMember } from '../agency-members/member-contact';
import { getNotificationPreferences } from './get-notification-preferences';

/** The signed-in member's own alert switches, and whether the agency sends scan alerts at all. */
export async function getMemberAlerts(opts: {
  db: Db;
  agencyId: string;
  userId: string;
}): Promise<MemberAlertsResponse> {
  const [row] = await opts.db
    .select({ scanAlerts: agencyMembers.scanAlerts })
    .from(agencyMembers)
    .where(ownMember(opts.agencyId, opts.userId));
  if (!row) throw new AppError('not_found');
  const preferences = await getNotificationPreferences({ db: opts.db, agencyId: opts.agencyId });
  return { alerts: { scan_alerts: row.scanAlerts }, agencyScans: preferences.scans_email };
}

/** Saves them: the same switch the agent's scan-alert unsubscribe link turns off. */
export async function updateMemberAlerts(opts: {
  db: Db;
  agencyId: string;
  userId: string;
  alerts: MemberAlerts;
}): Promise<MemberAlertsResponse> {
  const updated = await opts.db
    .update(agencyMembers)
    .set({ scanAlerts: opts.alerts.scan_alerts })
    .where(ownMember(opts.agencyId, opts.userId))
    .returning({ id: agencyMembers.id });
  if (!updated.length) throw new AppError('not_found');
  return getMemberAlerts(opts);
}
