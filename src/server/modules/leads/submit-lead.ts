import { and, eq, gt, sql } from 'drizzle-orm';
import type { LeadValues } from '../../../shared/lead-schema';
import { leadTexts } from '../../../shared/leads';
import type { LeadSuspicion } from '../../../shared/leads-dashboard';
import type { Db } from '../../db/client';
import { type LeadPayload, leads, listings, webhookEndpoints } from '../../db/schema';
import { roomsData, stylesData } from '../../db/seed/catalog-data';
import { AppError } from '../../http/errors';

/** The same request again within this window is the same lead (double clicks, retries). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** What the caller needs of the stored lead. */
export interface SubmittedLead {
  id: string;
  listingId: string;
  agencyId: string;
  /** Whether the agency had a webhook endpoint switched on (read with the listing, no query of its own). */
  hasWebhooks: boolean;
}

/**
 * The catalogue is seeded from this code on every start (upserts only), so a code listed here is
 * always in the database: checked in memory, no query per lead.
 */
const knownCodes = (rows: { useCode: string; code: string }[]) =>
  new Set(rows.map((r) => `${r.useCode}/${r.code}`));
const knownRooms = knownCodes(roomsData);
const knownStyles = knownCodes(stylesData);

/** Room/style tags come from the visitor's page: unknown ones are dropped, never a reason to lose the lead. */
function knownTags(v: LeadValues) {
  const useCode = v.useCode === 'residencial' || v.useCode === 'comercial' ? v.useCode : null;
  if (!useCode) return { useCode: null, roomCode: null, styleCode: null };
  const room = v.roomCode && knownRooms.has(`${useCode}/${v.roomCode}`) ? v.roomCode : null;
  const style = v.styleCode && knownStyles.has(`${useCode}/${v.styleCode}`) ? v.styleCode : null;
  return { useCode, roomCode: room, styleCode: style };
}

/**
 * Stores an interest request for a published listing. A success means the row is committed.
 * Concurrent identical requests (a double click) are serialised on a transaction lock of their own
 * (listing and person), so they give one lead while different people's leads never wait for each
 * other. Round trips: BEGIN, listing + lock (and whether the agency has webhooks), INSERT ... RETURNING
 * (duplicate check inside), COMMIT.
 */
export async function submitLead(opts: {
  db: Db;
  slug: string;
  values: LeadValues;
  userAgent: string | null;
  /** Why the intake found the lead suspicious (lead-suspicion.ts); stored with it. */
  suspicion?: LeadSuspicion | null;
  now?: Date;
}): Promise<{ lead: SubmittedLead; duplicate: boolean }> {
  const { db, values } = opts;
  const now = opts.now ?? new Date();
  const tags = knownTags(values);
  const email = values.email ? values.email.toLowerCase() : null;
  const phone = values.phone ? values.phone.replace(/[\s().-]/g, '') : null;
  const identity = JSON.stringify([
    opts.slug,
    values.firstName.toLowerCase(),
    values.lastName.toLowerCase(),
    email,
    phone,
    tags.roomCode,
    tags.styleCode,
  ]);

  return db.transaction(async (tx) => {
    // Held until commit; the duplicate check below runs after it is granted, so (read committed)
    // it sees a twin request that committed meanwhile.
    const [listing] = await tx
      .select({
        id: listings.id,
        agencyId: listings.agencyId,
        title: listings.title,
        address: listings.address,
        city: listings.city,
        locked: sql<string>`pg_advisory_xact_lock(hashtextextended(${identity}, 0))::text`,
        // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare agency_id
        // inside the subquery would be the endpoint's own.
        hasWebhooks: sql<boolean>`exists (select 1 from ${webhookEndpoints} w where w.agency_id = ${listings}.agency_id and w.enabled)`,
      })
      .from(listings)
      .where(and(eq(listings.slug, opts.slug), eq(listings.published, true)));
    if (!listing) throw new AppError('not_found', leadTexts.listingUnknown);
    const duplicateOf = and(
      eq(leads.listingId, listing.id),
      gt(leads.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
      sql`lower(${leads.firstName}) = lower(${values.firstName})`,
      sql`lower(${leads.lastName}) = lower(${values.lastName})`,
      email ? eq(leads.email, email) : sql`${leads.email} is null`,
      phone ? eq(leads.phone, phone) : sql`${leads.phone} is null`,
      tags.styleCode ? eq(leads.styleCode, tags.styleCode) : sql`${leads.styleCode} is null`,
      tags.roomCode ? eq(leads.roomCode, tags.roomCode) : sql`${leads.roomCode} is null`,
    );
    const payload: LeadPayload = {
      listing_title: listing.title,
      listing_address: [listing.address, listing.city].filter(Boolean).join(', ') || null,
      user_agent: opts.userAgent?.slice(0, 400) ?? null,
      contact_method: values.contactMethod,
      timestamp: now.toISOString(),
      buyer_lang: values.lang,
    };
    // The duplicate check and the insert in one statement: nothing is stored when a twin exists.
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into ${leads} (agency_id, listing_id, first_name, last_name, email, phone, use_code,
        room_code, style_code, source, suspicion, consent_gdpr, status, payload)
      select ${listing.agencyId}::uuid, ${listing.id}::uuid, ${values.firstName}::text, ${values.lastName}::text,
        ${email}::text, ${phone}::text, ${tags.useCode}::text, ${tags.roomCode}::text, ${tags.styleCode}::text,
        'direct', ${opts.suspicion ?? null}::text, true, 'new', ${JSON.stringify(payload)}::jsonb
      where not exists (select 1 from ${leads} where ${duplicateOf})
      returning id`);
    const ref = { listingId: listing.id, agencyId: listing.agencyId, hasWebhooks: listing.hasWebhooks };
    if (rows[0]) return { lead: { id: rows[0].id, ...ref }, duplicate: false };
    const [same] = await tx.select({ id: leads.id }).from(leads).where(duplicateOf).limit(1);
    return { lead: { id: same!.id, ...ref }, duplicate: true };
  });
}
