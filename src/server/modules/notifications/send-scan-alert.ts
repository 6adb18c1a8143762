import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import {
  agencies,
  agencyMembers,
  dailyListingStats as daily,
  listings,
  scanAlertSends,
  users,
} from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import { memberDisplayName } from '../agency-members/member-name';
import { agencyInbox, agentInbox } from './agency-inbox';
import { getNotificationPreferences } from './get-notification-preferences';
import { scanAlertMessage } from './scan-alert-message';

// `users` is the assigned agent's (memberDisplayName reads it); the owner's is this alias.
const owners = alias(users, 'owners');

export type ScanAlertOutcome = 'sent' | 'already_sent' | 'disabled' | 'nothing' | 'listing_gone';

/**
 * The scan-alert job: one e-mail with a listing's scans of one Spain day so far, unless the
 * agency's "escaneos" preference is off now. The (listing, day) row of `scan_alert_sends` is
 * claimed before sending, so a second job for the same day (another instance, a restart) sends
 * nothing; a failed send gives the claim back for the retry.
 */
export async function sendScanAlert(opts: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  listingId: string;
  day: string;
}): Promise<ScanAlertOutcome> {
  const { db, listingId, day } = opts;
  const [row] = await db
    .select({
      agencyId: agencies.id,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      ownerEmail: owners.email,
      title: listings.title,
      slug: listings.slug,
      published: listings.published,
      agentUserId: agencyMembers.userId,
      agentMemberId: agencyMembers.id,
      agentScanAlerts: agencyMembers.scanAlerts,
      agentEmail: users.email,
      agentName: memberDisplayName,
    })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .innerJoin(owners, eq(owners.id, agencies.ownerUserId))
    // The listing's assigned agent, while a member of its agency: they get a copy, as of leads.
    .leftJoin(
      agencyMembers,
      and(eq(agencyMembers.id, listings.assignedMemberId), eq(agencyMembers.agencyId, listings.agencyId)),
    )
    .leftJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(listings.id, listingId));
  if (!row) return 'listing_gone';
  const preferences = await getNotificationPreferences({ db, agencyId: row.agencyId });
  if (!preferences.scans_email) return 'disabled';
  const [{ scans } = { scans: 0 }] = await db
    .select({ scans: sql<number>`coalesce(sum(${daily.scans}), 0)::int` })
    .from(daily)
    .where(and(eq(daily.agencyId, row.agencyId), eq(daily.day, day), eq(daily.listingId, listingId)));
  if (!scans) return 'nothing';

  const claimed = await db
    .insert(scanAlertSends)
    .values({ listingId, day, agencyId: row.agencyId })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return 'already_sent';
  const where = and(eq(scanAlertSends.listingId, listingId), eq(scanAlertSends.day, day));
  const to = agencyInbox(row.agencyEmail, row.ownerEmail);
  const alert = {
    to,
    agencyName: row.agencyName,
    title: row.title,
    count: scans,
    listingUrl: row.published ? opts.publicUrl + paths.listing(row.slug) : null,
  };
  const links = { publicUrl: opts.publicUrl, secret: opts.secret, agencyId: row.agencyId };
  try {
    // The agent first, as with lead alerts; one copy only when both are the same inbox.
    // Unless they switched their own copy off ("Mis avisos", or its unsubscribe link).
    const agentEmail = row.agentScanAlerts ? await agentInbox(db, row.agencyId, row) : null;
    if (agentEmail && row.agentMemberId && agentEmail.toLowerCase() !== to.toLowerCase())
      await opts.mailer.send(
        scanAlertMessage(
          { ...alert, to: agentEmail, agentName: row.agentName ?? agentEmail },
          { ...links, memberId: row.agentMemberId },
        ),
      );
    await opts.mailer.send(scanAlertMessage(alert, links));
  } catch (err) {
    await db.delete(scanAlertSends).where(and(where, isNull(scanAlertSends.sentAt)));
    throw err;
  }
  await db.update(scanAlertSends).set({ sentAt: new Date() }).where(where);
  return 'sent';
}
