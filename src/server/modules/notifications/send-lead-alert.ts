import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../shared/notifications';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import {
  agencies,
  agencyMembers,
  leadAlertSends,
  leads,
  listings,
  notificationPreferences,
  users,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { batchCalls } from '../../lib/batch-calls';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { memberDisplayName } from '../agency-members/member-name';
import { listingAtLead, selectLeadsWithListing } from '../lead-delivery/lead-with-listing';
import { agencyInbox, agentInbox } from './agency-inbox';
import { leadAlertMessage } from './lead-alert-message';
import { queueLeadAlerts } from './queue-lead-alert';

export type LeadAlertOutcome = 'sent' | 'already_sent' | 'disabled' | 'lead_gone';

/**
 * A claim older than this without `sent_at` was left by a process that died while sending: the
 * next job takes it over. Longer than one SMTP send may take (SMTP_TIMEOUTS in smtp.ts).
 */
export const ALERT_CLAIM_STALE_MS = 45_000;

/** The recipient as lead_alert_sends keeps it: a hash of the address, not the address. */
const recipientKey = (to: string) => createHash('sha256').update(to.trim().toLowerCase()).digest('hex');

/** Another job is sending this alert now (or died doing so less than a minute ago): retried later. */
export class AlertInProgressError extends Error {
  constructor() {
    super('lead alert being sent by another job; retried later');
  }
}

/**
 * Sends one recipient's copy of a lead's alert once: claimed in lead_alert_sends first, stamped
 * once the mailer took it, the claim given back when it failed (the retry sends it).
 */
async function sendOnce(db: Db, mailer: Mailer, leadId: string, message: MailMessage): Promise<boolean> {
  const key = recipientKey(message.to);
  const row = and(eq(leadAlertSends.leadId, leadId), eq(leadAlertSends.recipientKey, key));
  const claim = async (): Promise<'claimed' | 'sent' | Date> => {
    const inserted = await db
      .insert(leadAlertSends)
      .values({ leadId, recipientKey: key })
      .onConflictDoNothing()
      .returning({ leadId: leadAlertSends.leadId });
    if (inserted.length) return 'claimed';
    const staleBefore = new Date(Date.now() - ALERT_CLAIM_STALE_MS);
    const taken = await db
      .update(leadAlertSends)
      .set({ claimedAt: new Date() })
      .where(and(row, isNull(leadAlertSends.sentAt), lt(leadAlertSends.claimedAt, staleBefore)))
      .returning({ leadId: leadAlertSends.leadId });
    if (taken.length) return 'claimed';
    const [existing] = await db
      .select({ sentAt: leadAlertSends.sentAt, claimedAt: leadAlertSends.claimedAt })
      .from(leadAlertSends)
      .where(row);
    if (!existing) return claim(); // given back meanwhile (that send failed): claim it now
    return existing.sentAt ? 'sent' : existing.claimedAt;
  };
  let state = await claim();
  if (state instanceof Date) {
    // Being sent by another job, or left by a process killed mid-send (a restart's recovery finds
    // those): wait until such a claim would be stale, then look once more.
    const staleAt = state.getTime() + ALERT_CLAIM_STALE_MS;
    await new Promise((r) => setTimeout(r, staleAt - Date.now() + 50));
    state = await claim();
    if (state instanceof Date) throw new AlertInProgressError();
  }
  if (state === 'sent') return false;
  try {
    await mailer.send(message);
  } catch (err) {
    await db.delete(leadAlertSends).where(and(row, isNull(leadAlertSends.sentAt)));
    throw err;
  }
  await db.update(leadAlertSends).set({ sentAt: new Date() }).where(row);
  return true;
}

/**
 * After a start: queues again the alerts of the last day's leads that were never sent (their job
 * may have died with a process killed mid-send, and would only expire 15 minutes later). Claims
 * keep each recipient's copy from going out twice, whichever job gets there first.
 */
export async function requeueUnsentLeadAlerts(db: Db, jobs: JobQueue): Promise<number> {
  const unsent = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        isNull(leads.alertSentAt),
        isNull(leads.suspicion),
        eq(leads.source, 'direct'),
        gt(leads.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(leads.createdAt)
    .limit(10_000);
  const ids = unsent.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 50) await queueLeadAlerts(jobs, ids.slice(i, i + 50), 'recover');
  return ids.length;
}

const owners = alias(users, 'owners');

/** The leads, each with what its alert shows and who gets it, in one query. */
async function loadLeads(db: Db, leadIds: string[]) {
  const rows = await selectLeadsWithListing(db, {
    agencyEmail: agencies.email,
    ownerEmail: owners.email,
    leadsEmail: notificationPreferences.leadsEmail,
    agentUserId: agencyMembers.userId,
    agentEmail: users.email,
    agentName: memberDisplayName,
  })
    .innerJoin(owners, eq(owners.id, agencies.ownerUserId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.agencyId, leads.agencyId))
    // The listing's assigned agent, while a member of the lead's agency.
    .leftJoin(
      agencyMembers,
      and(eq(agencyMembers.id, listings.assignedMemberId), eq(agencyMembers.agencyId, leads.agencyId)),
    )
    .leftJoin(users, eq(users.id, agencyMembers.userId))
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
    // What the buyer chose in the AI section, the use first ("Residencial · Salón · Industrial");
    // the use alone is only the listing's own (no choice made): not said.
    const interest =
      row.roomLabel || row.styleLabel
        ? [row.useLabel, row.roomLabel, row.styleLabel].filter(Boolean).join(' · ')
        : null;
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
      listing: listingAtLead(row, publicUrl),
      receivedAt: lead.createdAt,
      leadsUrl: publicUrl + paths.dashboard.leads,
      settingsUrl: publicUrl + paths.dashboard.settings,
    };
    // The agent first: theirs is the one to act on. One copy only when both are the same inbox.
    const agentEmail = await agentInbox(db, lead.agencyId, row);
    // Each copy once (sendOnce): a retry after the agent's went out and the agency's failed sends
    // only the agency's.
    let sent = false;
    if (agentEmail && agentEmail.toLowerCase() !== to.toLowerCase()) {
      sent = await sendOnce(db, opts.mailer, leadId, {
        ...leadAlertMessage({ ...alert, to: agentEmail, agentName: row.agentName }),
        leadIds: [leadId],
      });
    }
    sent =
      (await sendOnce(db, opts.mailer, leadId, {
        ...leadAlertMessage({ ...alert, to }),
        leadIds: [leadId],
      })) || sent;
    await stampSent(leadId);
    return sent ? 'sent' : 'already_sent';
  };
}
