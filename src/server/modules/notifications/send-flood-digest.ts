import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, leads, listings, users } from '../../db/schema';
import type { JobPayloads } from '../../jobs/job-types';
import type { Mailer } from '../../providers/mail/mailer';
import { agencyInbox } from './agency-inbox';
import { floodDigestMessage } from './flood-digest-message';
import { getNotificationPreferences } from './get-notification-preferences';

export type FloodDigestOutcome = 'sent' | 'disabled' | 'nothing' | 'agency_gone';

/** A flagged lead older than this is not told any more (the digest was off, or failed for a day). */
const OLDEST_TOLD_MS = 24 * 60 * 60_000;

/** The agency a digest job is for; a job of an earlier version named a listing instead. */
export async function floodDigestAgency(
  db: Db,
  job: JobPayloads['lead-flood-digest'],
): Promise<string | null> {
  if ('agencyId' in job) return job.agencyId;
  const [row] = await db
    .select({ agencyId: listings.agencyId })
    .from(listings)
    .where(eq(listings.id, job.listingId));
  return row?.agencyId ?? null;
}

/**
 * The lead-flood-digest job: one e-mail listing the agency's flagged leads not told yet (in
 * practice those of the hour before), instead of one alert each. Honours the "leads by e-mail"
 * preference like the alerts. Idempotent like the alert: the leads told are stamped
 * (`alert_sent_at`) once the mailer accepted the message, so a retry or a second job finds
 * nothing left to tell.
 */
export async function sendFloodDigest(opts: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  agencyId: string;
}): Promise<FloodDigestOutcome> {
  const { db } = opts;
  const [agency] = await db
    .select({ name: agencies.name, email: agencies.email, ownerEmail: users.email })
    .from(agencies)
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .where(eq(agencies.id, opts.agencyId));
  if (!agency) return 'agency_gone';
  const flagged = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      suspicion: leads.suspicion,
      createdAt: leads.createdAt,
      listingTitle: sql<string>`${leads.payload}->>'listing_title'`,
    })
    .from(leads)
    .where(
      and(
        eq(leads.agencyId, opts.agencyId),
        isNotNull(leads.suspicion),
        isNull(leads.alertSentAt),
        eq(leads.source, 'direct'),
        gte(leads.createdAt, new Date(Date.now() - OLDEST_TOLD_MS)),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id));
  if (!flagged.length) return 'nothing';
  const preferences = await getNotificationPreferences({ db, agencyId: opts.agencyId });
  if (!preferences.leads_email) return 'disabled';
  await opts.mailer.send({
    ...floodDigestMessage({
      to: agencyInbox(agency.email, agency.ownerEmail),
      agencyName: agency.name,
      leads: flagged.map((l) => ({ ...l, suspicion: l.suspicion! })),
      now: new Date(),
      publicUrl: opts.publicUrl,
    }),
    leadIds: flagged.map((l) => l.id),
  });
  // Being told about a lead is not an edit of it: updated_at stays as it was.
  await db
    .update(leads)
    .set({ alertSentAt: new Date(), updatedAt: sql`${leads.updatedAt}` })
    .where(
      // One parameter however many there are (a flood can pass the protocol's 65,535).
      and(
        sql`${leads.id} in (select jsonb_array_elements_text(${JSON.stringify(flagged.map((l) => l.id))}::jsonb)::uuid)`,
        isNull(leads.alertSentAt),
      ),
    );
  return 'sent';
}
