import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies, agencyMembers, leads, listings, rooms, styles, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import { memberDisplayName } from '../agency-members/member-name';
import { agencyInbox, agentInbox } from './agency-inbox';
import { getNotificationPreferences } from './get-notification-preferences';
import { leadAlertMessage } from './lead-alert-message';

export type LeadAlertOutcome = 'sent' | 'already_sent' | 'disabled' | 'lead_gone';

const owners = alias(users, 'owners');

async function loadLead(db: Db, leadId: string) {
  const [row] = await db
    .select({
      lead: leads,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      ownerEmail: owners.email,
      agentUserId: agencyMembers.userId,
      agentEmail: users.email,
      agentName: memberDisplayName,
      listingSlug: listings.slug,
      listingPublished: listings.published,
      roomLabel: rooms.label,
      styleLabel: styles.label,
    })
    .from(leads)
    .innerJoin(agencies, eq(agencies.id, leads.agencyId))
    .innerJoin(owners, eq(owners.id, agencies.ownerUserId))
    .leftJoin(listings, eq(listings.id, leads.listingId))
    // The listing's assigned agent, while a member of the lead's agency.
    .leftJoin(
      agencyMembers,
      and(eq(agencyMembers.id, listings.assignedMemberId), eq(agencyMembers.agencyId, leads.agencyId)),
    )
    .leftJoin(users, eq(users.id, agencyMembers.userId))
    .leftJoin(rooms, and(eq(rooms.useCode, leads.useCode), eq(rooms.code, leads.roomCode)))
    .leftJoin(styles, and(eq(styles.useCode, leads.useCode), eq(styles.code, leads.styleCode)))
    .where(eq(leads.id, leadId));
  return row;
}

/**
 * The lead-alert job: e-mails the agency about one new lead, and the listing's assigned agent
 * too (docs/decisions/021-listing-agents.md), unless the agency's "leads by e-mail" preference
 * is off now. Idempotent: `alert_sent_at` is stamped right after the mailer accepted
 * the message, and a lead already stamped is skipped, so a retry only re-sends when the mail
 * provably did not go out (or the process died in the instant between the two).
 */
export async function sendLeadAlert(opts: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  leadId: string;
}): Promise<LeadAlertOutcome> {
  const { db, publicUrl, leadId } = opts;
  const row = await loadLead(db, leadId);
  if (!row) return 'lead_gone';
  const { lead } = row;
  if (lead.alertSentAt) return 'already_sent';
  const preferences = await getNotificationPreferences({ db, agencyId: lead.agencyId });
  if (!preferences.leads_email) return 'disabled';

  const to = agencyInbox(row.agencyEmail, row.ownerEmail);
  const interest = [row.roomLabel, row.styleLabel].filter(Boolean).join(' · ') || null;
  const alert = {
    agencyName: row.agencyName,
    person: {
      firstName: lead.firstName,
      name: `${lead.firstName} ${lead.lastName}`,
      email: lead.email,
      phone: lead.phone,
    },
    channel: lead.payload.contact_method,
    lang: lead.payload.buyer_lang ?? 'es',
    interest,
    listing: {
      title: lead.payload.listing_title,
      address: lead.payload.listing_address,
      url: row.listingSlug && row.listingPublished ? publicUrl + paths.listing(row.listingSlug) : null,
    },
    receivedAt: lead.createdAt,
    leadsUrl: publicUrl + paths.dashboard.leads,
    settingsUrl: publicUrl + paths.dashboard.settings,
  };
  // The agent first: theirs is the one to act on. One copy only when both are the same inbox.
  const agentEmail = await agentInbox(db, lead.agencyId, row);
  if (agentEmail && agentEmail.toLowerCase() !== to.toLowerCase()) {
    await opts.mailer.send(leadAlertMessage({ ...alert, to: agentEmail, agentName: row.agentName }));
  }
  await opts.mailer.send(leadAlertMessage({ ...alert, to }));
  // Being told about a lead is not an edit of it: updated_at stays as it was.
  await db
    .update(leads)
    .set({ alertSentAt: new Date(), updatedAt: sql`${leads.updatedAt}` })
    .where(and(eq(leads.id, leadId), isNull(leads.alertSentAt)));
  return 'sent';
}
