import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../shared/notifications';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import {
  agencies,
  agencyMembers,
  leads,
  listings,
  notificationPreferences,
  rooms,
  styles,
  users,
} from '../../db/schema';
import { batchCalls } from '../../lib/batch-calls';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import { memberDisplayName } from '../agency-members/member-name';
import { factsAtLead } from '../leads/lead-listing';
import { agencyInbox, agentInbox } from './agency-inbox';
import { leadAlertMessage } from './lead-alert-message';

export type LeadAlertOutcome = 'sent' | 'already_sent' | 'disabled' | 'lead_gone';

const owners = alias(users, 'owners');

/** The leads, each with what its alert shows and who gets it, in one query. */
async function loadLeads(db: Db, leadIds: string[]) {
  const rows = await db
    .select({
      lead: leads,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      ownerEmail: owners.email,
      leadsEmail: notificationPreferences.leadsEmail,
      agentUserId: agencyMembers.userId,
      agentEmail: users.email,
      agentName: memberDisplayName,
      listingSlug: listings.slug,
      listingPublished: listings.published,
      listingOperation: listings.operation,
      listingType: listings.propertyType,
      listingReference: listings.reference,
      listingPrice: listings.price,
      roomLabel: rooms.label,
      styleLabel: styles.label,
    })
    .from(leads)
    .innerJoin(agencies, eq(agencies.id, leads.agencyId))
    .innerJoin(owners, eq(owners.id, agencies.ownerUserId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.agencyId, leads.agencyId))
    .leftJoin(listings, eq(listings.id, leads.listingId))
    // The listing's assigned agent, while a member of the lead's agency.
    .leftJoin(
      agencyMembers,
      and(eq(agencyMembers.id, listings.assignedMemberId), eq(agencyMembers.agencyId, leads.agencyId)),
    )
    .leftJoin(users, eq(users.id, agencyMembers.userId))
    .leftJoin(rooms, and(eq(rooms.useCode, leads.useCode), eq(rooms.code, leads.roomCode)))
    .leftJoin(styles, and(eq(styles.useCode, leads.useCode), eq(styles.code, leads.styleCode)))
    .where(inArray(leads.id, leadIds));
  return new Map(rows.map((row) => [row.lead.id, row]));
}

/**
 * The lead-alert job: e-mails the agency about one new lead, and the listing's assigned agent
 * too (docs/decisions/021-listing-agents.md), unless the agency's "leads by e-mail" preference
 * is off now. Idempotent: `alert_sent_at` is stamped right after the mailer accepted
 * the message, and a lead already stamped is skipped, so a retry only re-sends when the mail
 * provably did not go out (or the process died in the instant between the two).
 */
export function createLeadAlertSender(opts: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}): (leadId: string) => Promise<LeadAlertOutcome> {
  const { db, publicUrl } = opts;
  // The jobs of one fetched batch start together: their leads are read in one query, and those
  // sent by then are stamped in one UPDATE (one run of the leads' statistics trigger).
  const loadLead = batchCalls((ids: string[]) => loadLeads(db, ids));
  const stampSent = batchCalls(async (ids: string[]) => {
    // Being told about a lead is not an edit of it: updated_at stays as it was.
    await db
      .update(leads)
      .set({ alertSentAt: new Date(), updatedAt: sql`${leads.updatedAt}` })
      .where(and(inArray(leads.id, ids), isNull(leads.alertSentAt)));
    return new Map<string, true>();
  });
  return async (leadId) => {
    const row = await loadLead(leadId);
    if (!row) return 'lead_gone';
    const { lead } = row;
    if (lead.alertSentAt) return 'already_sent';
    if (!(row.leadsEmail ?? DEFAULT_NOTIFICATION_PREFERENCES.leads_email)) return 'disabled';

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
        ...factsAtLead(lead.payload, {
          operation: row.listingOperation,
          propertyType: row.listingType,
          reference: row.listingReference,
          price: row.listingPrice,
        }),
      },
      receivedAt: lead.createdAt,
      leadsUrl: publicUrl + paths.dashboard.leads,
      settingsUrl: publicUrl + paths.dashboard.settings,
    };
    // The agent first: theirs is the one to act on. One copy only when both are the same inbox.
    const agentEmail = await agentInbox(db, lead.agencyId, row);
    if (agentEmail && agentEmail.toLowerCase() !== to.toLowerCase()) {
      await opts.mailer.send({
        ...leadAlertMessage({ ...alert, to: agentEmail, agentName: row.agentName }),
        leadIds: [leadId],
      });
    }
    await opts.mailer.send({ ...leadAlertMessage({ ...alert, to }), leadIds: [leadId] });
    await stampSent(leadId);
    return 'sent';
  };
}
