import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LeadValues } from '../../../shared/lead-schema';
import type { LeadSuspicion } from '../../../shared/leads-dashboard';
import { compactPhone } from '../../../shared/phone';
import type { Db } from '../../db/client';
import { leads, listings, webhookEndpoints } from '../../db/schema';
import { roomsData, stylesData } from '../../db/seed/catalog-data';
import { createGroupCommit } from '../../lib/group-commit';
import type { Logger } from '../../logger';
import { type StoredLeadPayload, snapshotOf } from '../lead-delivery/lead-listing';

/** The same request again within this window is the same lead (double clicks, retries). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Leads stored in one transaction at most: enough for a burst, small enough to stay quick. */
const MAX_BATCH = 64;

/** What the caller needs of the stored lead. */
export interface SubmittedLead {
  id: string;
  listingId: string;
  agencyId: string;
  /** Whether the agency had a webhook endpoint switched on (read with the listing, no query of its own). */
  hasWebhooks: boolean;
}

export interface LeadToStore {
  slug: string;
  values: LeadValues;
  userAgent: string | null;
  /** Why the intake found the lead suspicious (lead-suspicion.ts); stored with it. */
  suspicion: LeadSuspicion | null;
}

/** A stored lead (or the one it repeats), or null when the slug is no published listing. */
export type StoredLead = { lead: SubmittedLead; duplicate: boolean; suspicion: LeadSuspicion | null } | null;

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

/** One request as it is stored: normalised contact, known tags, and who it is (for duplicates). */
function prepare(request: LeadToStore, at: Date) {
  const { values } = request;
  const tags = knownTags(values);
  const email = values.email ? values.email.toLowerCase() : null;
  const phone = values.phone ? compactPhone(values.phone) : null;
  const identity = JSON.stringify([
    request.slug,
    values.firstName.toLowerCase(),
    values.lastName.toLowerCase(),
    email,
    phone,
    tags.roomCode,
    tags.styleCode,
  ]);
  return { request, at, tags, email, phone, identity };
}
type Prepared = ReturnType<typeof prepare>;

/** A lead of the same person, listing and interest within the window (the row `x` of a recordset). */
const sameLead = (cutoff: Date) => sql`
  d.listing_id = x.listing_id and d.created_at > ${cutoff.toISOString()}::timestamptz
  and lower(d.first_name) = lower(x.first_name) and lower(d.last_name) = lower(x.last_name)
  and d.email is not distinct from x.email and d.phone is not distinct from x.phone
  and d.style_code is not distinct from x.style_code and d.room_code is not distinct from x.room_code`;

const LEAD_RECORD = sql.raw(
  'id uuid, agency_id uuid, listing_id uuid, first_name text, last_name text, email text, phone text, use_code text, room_code text, style_code text, suspicion text, payload jsonb',
);

/**
 * Stores a batch of different people's requests in one transaction (group commit: one BEGIN, one
 * lock statement, one multi-row INSERT, one COMMIT and one run of the statistics trigger for up
 * to MAX_BATCH leads). Identical requests in the batch were merged by the caller. A success means
 * every row is committed. Round trips: BEGIN; the locks and listings; INSERT ... RETURNING (the
 * duplicate check inside); the repeated ones' ids, only when there are; COMMIT.
 */
async function storeBatch(db: Db, batch: Prepared[]): Promise<StoredLead[]> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  // Every instance takes the locks in the same order, so two batches never wait on each other.
  const identities = [...new Set(batch.map((p) => p.identity))].sort();
  const slugs = [...new Set(batch.map((p) => p.request.slug))];
  return db.transaction(async (tx) => {
    // The locks of these people (held until commit), then the listings. The duplicate check below
    // runs in a later statement, so (read committed) it sees a twin request that committed while
    // this one waited for its lock. The locks come first in the plan: the left join's outer side.
    const { rows: found } = await tx.execute<{
      id: string | null;
      slug: string;
      agency_id: string;
      title: string;
      address: string | null;
      city: string | null;
      operation: 'sale' | 'rent';
      property_type: string;
      reference: string | null;
      price: number | null;
      has_webhooks: boolean;
    }>(sql`
      select l.id, l.slug, l.agency_id, l.title, l.address, l.city, l.operation, l.property_type,
        l.reference, l.price,
        exists (select 1 from ${webhookEndpoints} w where w.agency_id = l.agency_id and w.enabled) as has_webhooks
      from (
        select count(pg_advisory_xact_lock(hashtextextended(k, 0))) as n
        from (
          select k from jsonb_array_elements_text(${JSON.stringify(identities)}::jsonb) with ordinality as u(k, o)
          order by o offset 0
        ) as ordered
      ) as locked
      left join ${listings} l on l.slug in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))
        and l.published`);
    const bySlug = new Map(found.filter((l) => l.id).map((l) => [l.slug, l]));

    // Each request's row, or null when its slug is no published listing.
    const planned = batch.map((p) => {
      const listing = bySlug.get(p.request.slug);
      if (!listing) return null;
      const payload: StoredLeadPayload = {
        listing_title: listing.title,
        listing_address: [listing.address, listing.city].filter(Boolean).join(', ') || null,
        ...snapshotOf({
          operation: listing.operation,
          propertyType: listing.property_type,
          reference: listing.reference,
          price: listing.price,
        }),
        user_agent: p.request.userAgent?.slice(0, 400) ?? null,
        contact_method: p.request.values.contactMethod,
        timestamp: p.at.toISOString(),
        buyer_lang: p.request.values.lang,
      };
      const row = {
        id: randomUUID(),
        agency_id: listing.agency_id,
        listing_id: listing.id!,
        first_name: p.request.values.firstName,
        last_name: p.request.values.lastName,
        email: p.email,
        phone: p.phone,
        use_code: p.tags.useCode,
        room_code: p.tags.roomCode,
        style_code: p.tags.styleCode,
        suspicion: p.request.suspicion,
        payload,
      };
      return { row, hasWebhooks: listing.has_webhooks, suspicion: p.request.suspicion };
    });
    const rows = planned.flatMap((p) => (p ? [p.row] : []));
    const inserted = new Set<string>();
    if (rows.length) {
      // The duplicate check and the insert in one statement: nothing is stored when a twin exists.
      const { rows: ids } = await tx.execute<{ id: string }>(sql`
        insert into ${leads} (id, agency_id, listing_id, first_name, last_name, email, phone, use_code,
          room_code, style_code, source, suspicion, consent_gdpr, status, payload)
        select x.id, x.agency_id, x.listing_id, x.first_name, x.last_name, x.email, x.phone, x.use_code,
          x.room_code, x.style_code, 'direct', x.suspicion, true, 'new', x.payload
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${LEAD_RECORD})
        where not exists (select 1 from ${leads} d where ${sameLead(cutoff)})
        returning id`);
      for (const { id } of ids) inserted.add(id);
    }
    // The repeated ones: the lead they repeat.
    const repeated = rows.filter((r) => !inserted.has(r.id));
    const original = new Map<string, string>();
    if (repeated.length) {
      const { rows: same } = await tx.execute<{ id: string; original: string }>(sql`
        select x.id, (select d.id from ${leads} d where ${sameLead(cutoff)} order by d.created_at limit 1) as original
        from jsonb_to_recordset(${JSON.stringify(repeated)}::jsonb) as x(${LEAD_RECORD})`);
      for (const r of same) original.set(r.id, r.original);
    }

    return planned.map((p) => {
      if (!p) return null;
      const { row } = p;
      const duplicate = !inserted.has(row.id);
      return {
        lead: {
          id: duplicate ? original.get(row.id)! : row.id,
          listingId: row.listing_id,
          agencyId: row.agency_id,
          hasWebhooks: p.hasWebhooks,
        },
        duplicate,
        suspicion: p.suspicion,
      };
    });
  });
}

export interface LeadWriter {
  /** Stores one interest request for a published listing; resolves once it is committed. */
  submit(request: LeadToStore): Promise<StoredLead>;
}

/**
 * Stores interest requests by group commit (lib/group-commit.ts): a burst of leads costs a few
 * transactions instead of one each. Concurrent identical requests (a double click) give one lead:
 * in one batch they are merged here, across batches and instances the transaction lock of that
 * person and listing makes the later one find the first.
 * `afterCommit` runs once per batch, with the leads it newly stored (no repeats), before the callers
 * are answered.
 */
export function createLeadWriter(opts: {
  db: Db;
  logger: Logger;
  afterCommit?: (stored: NonNullable<StoredLead>[]) => Promise<void>;
}): LeadWriter {
  const writer = createGroupCommit<Prepared, StoredLead>({
    maxBatch: MAX_BATCH,
    logger: opts.logger,
    what: 'leads',
    async store(batch) {
      // Identical requests in the batch: the first is stored, the others repeat it.
      const first = new Map<string, number>();
      const unique: Prepared[] = [];
      for (const p of batch)
        if (!first.has(p.identity)) {
          first.set(p.identity, unique.length);
          unique.push(p);
        }
      const results = await storeBatch(opts.db, unique);
      return batch.map((p) => {
        const at = first.get(p.identity)!;
        const result = results[at] ?? null;
        return { value: unique[at] === p || !result ? result : { ...result, duplicate: true } };
      });
    },
    async afterCommit(stored) {
      const fresh = stored.filter((s): s is NonNullable<StoredLead> => !!s && !s.duplicate);
      if (fresh.length && opts.afterCommit) await opts.afterCommit(fresh);
    },
  });
  return { submit: (request) => writer.submit(prepare(request, new Date())) };
}
