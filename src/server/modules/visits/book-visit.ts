import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { bookingMessageIn } from '../../../shared/visit-booking';
import {
  type BookingRequest,
  type BookingResponse,
  PROPOSAL_HORIZON_DAYS,
  VISIT_LENGTH,
  type VisitSlotsResponse,
  visitApiTexts,
  visitTexts,
  type WeeklyHours,
} from '../../../shared/visits';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { leads, listings, visitSettings, visits } from '../../db/schema';
import type { QueuedJob } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { createGroupCommit, type Outcome } from '../../lib/group-commit';
import { madridLocalToInstant } from '../../lib/madrid-time';
import { leadAlertJob } from '../notifications/queue-lead-alert';
import { visitUid } from './ics';
import { visitManageToken } from './manage-token';
import { DEFAULT_NOTICE_MINUTES, freeSlots, isFreeSlot, type TakenInterval } from './slots';
import { newVisitLead, type VisitListing, visitContact } from './visit-lead';
import { visitMailJob } from './visit-mail';
import { reminderSweepJob } from './visit-reminders';
import { calendarSettings } from './visit-settings';
import {
  calendarLockKey,
  hashManageToken,
  heldIntervals,
  holdsSlotSql,
  newManageToken,
  publicVisitView,
  publishedListing,
} from './visit-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const refused = (
  field: 'slot' | 'proposed',
  message: string,
  code: 'validation' | 'conflict' = 'validation',
) => new AppError(code, message, { [field]: message });

/** The free slots of a published listing's calendar over the next 14 days (Madrid). */
export async function listingSlots(db: Db, slug: string, now = new Date()): Promise<VisitSlotsResponse> {
  const listing = await publishedListing(db, slug);
  if (!listing) throw new AppError('not_found', visitApiTexts.listingUnknown);
  const memberId = listing.assignedMemberId;
  const settings = await calendarSettings(db, listing.agencyId, memberId);
  if (!settings) return { slots: [], lengthMinutes: VISIT_LENGTH.default };
  const taken = await heldIntervals(db, { agencyId: listing.agencyId, memberId, from: now });
  const slots = freeSlots({ hours: settings.weeklyHours, lengthMinutes: settings.lengthMinutes, taken, now });
  return { slots: slots.map((s) => s.toISOString()), lengthMinutes: settings.lengthMinutes };
}

/** A proposed Madrid wall-clock time as an instant, or the reason it is refused. */
function proposedInstant(local: string, now: Date): Date {
  const at = madridLocalToInstant(local);
  if (!at) throw refused('proposed', visitTexts.proposedInvalid);
  if (at.getTime() < now.getTime() + DEFAULT_NOTICE_MINUTES * MINUTE)
    throw refused('proposed', visitTexts.proposedPast);
  if (at.getTime() > now.getTime() + PROPOSAL_HORIZON_DAYS * DAY)
    throw refused('proposed', visitApiTexts.proposedTooFar);
  return at;
}

/** One visit request waiting for its batch. */
interface Booking {
  slug: string;
  request: BookingRequest;
  userAgent: string | null;
  now: Date;
  /** The visitor's own time, checked before queueing; null for a slot. */
  proposedAt: Date | null;
}

/** A stored visit, as the caller answers with it and its e-mail is queued. */
interface Booked {
  visit: {
    id: string;
    uid: string;
    listingId: string;
    leadId: string;
    status: 'requested' | 'confirmed';
    startAt: Date;
    endAt: Date;
    proposed: boolean;
    sequence: number;
    visitorEmail: string | null;
  };
  /** The lead it belongs to was created by this booking (its alert goes with the batch's). */
  leadCreated: boolean;
}

/** Bookings stored in one transaction at most. */
const MAX_BATCH = 64;

interface BookedListing extends VisitListing {
  slug: string;
  /** Its calendar's lock key (calendarLockKey): the batch's name for the calendar too. */
  calendar: string;
  assignedMemberId: string | null;
  /** The calendar's settings: its agent's own, else the agency's; null when neither was saved. */
  settings: { weeklyHours: WeeklyHours; lengthMinutes: number; autoConfirm: boolean } | null;
}

/**
 * The batch's transaction: its first statement opens it, its last commits it. On PostgreSQL BEGIN
 * travels with the first statement and COMMIT with the last (one multi-statement query each), so a
 * batch costs three round trips instead of five while the calendars' locks are held.
 */
interface BatchTx {
  first<R>(query: SQL): Promise<R[]>;
  query<R>(query: SQL): Promise<R[]>;
  /** Runs the last statement, if any, and commits. */
  commit(last: SQL | null): Promise<void>;
}
type InBatchTx = <T>(work: (tx: BatchTx) => Promise<T>) => Promise<T>;

/** PGlite (in this process: a statement costs no round trip): drizzle's own transaction. */
const drizzleBatchTx =
  (db: Db): InBatchTx =>
  (work) =>
    db.transaction((tx) => {
      const run = async <R>(query: SQL) => (await tx.execute(query)).rows as R[];
      return work({
        first: run,
        query: run,
        async commit(last) {
          if (last) await tx.execute(last);
        },
      });
    });

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement with its parameters written in as quoted literals (pg's escapeLiteral), for a
 * multi-statement query, which cannot carry parameters. Only for this module's statements, whose
 * parameters are JSON documents.
 */
function inlined(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)\b/g, (_, n: string) => pg.escapeLiteral(String(params[Number(n) - 1])));
}

/** PostgreSQL: one connection of the app's pool, BEGIN and COMMIT sent with the batch's statements. */
const pgBatchTx =
  (pool: pg.Pool): InBatchTx =>
  async (work) => {
    const client = await pool.connect();
    let open = false;
    let broken: Error | undefined;
    try {
      return await work({
        async first<R>(query: SQL) {
          open = true;
          const results = (await client.query(`begin; ${inlined(query)}`)) as unknown as pg.QueryResult[];
          return results[1]!.rows as R[];
        },
        async query<R>(query: SQL) {
          const { sql: text, params } = dialect.sqlToQuery(query);
          return (await client.query(text, params)).rows as R[];
        },
        async commit(last) {
          await client.query(last ? `${inlined(last)}; commit` : 'commit');
          open = false;
        },
      });
    } catch (err) {
      if (open) await client.query('rollback').catch((e: Error) => (broken = e));
      throw err;
    } finally {
      client.release(broken);
    }
  };

/**
 * The batch's published listings with their calendar's settings, and the locks of their calendars
 * (held to the commit), in one statement. The locks are taken in byte order of their keys, as every
 * batch takes them, so batches of two instances wait for each other instead of deadlocking; a
 * single calendar's writer (lockCalendar) takes one lock and cannot deadlock with them.
 */
async function lockedListings(tx: BatchTx, slugs: string[]): Promise<Map<string, BookedListing>> {
  const rows = await tx.first<BookedListing>(sql`
    with found as (
      select l.id, l.slug, l.agency_id as "agencyId", l.assigned_member_id as "assignedMemberId",
        l.title, l.address, l.city, l.operation, l.property_type as "propertyType", l.reference, l.price,
        (select json_build_object('weeklyHours', s.weekly_hours, 'lengthMinutes', s.length_minutes,
            'autoConfirm', s.auto_confirm)
          from ${visitSettings} s
          where s.agency_id = l.agency_id and (s.member_id = l.assigned_member_id or s.member_id is null)
          order by s.member_id is null limit 1) as settings,
        ${calendarLockKey(sql`l.agency_id`, sql`l.assigned_member_id`)} as calendar
      from ${listings} l
      where l.slug in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb)) and l.published
    ), locked as (
      select count(pg_advisory_xact_lock(hashtextextended(calendar, 0))) as n
      from (select distinct calendar collate "C" as calendar from found order by 1 offset 0) as ordered
    )
    select found.* from found, locked`);
  return new Map(rows.map((r) => [r.slug, r]));
}

/** The time a calendar's slot bookings of the batch could meet (a visit lasts at most 3 hours). */
interface CalendarSpan {
  key: string;
  agency_id: string;
  member_id: string | null;
  from_at: string;
  until_at: string;
}

/**
 * After the locks: the visits holding time in the batch's calendars around its slots, and the
 * newest lead of each visitor's e-mail or phone on its listing. One statement, so both see every
 * booking committed before the locks were granted.
 */
async function heldAndLeads(
  tx: BatchTx,
  spans: CalendarSpan[],
  people: { i: number; listing_id: string; email: string | null; phone: string | null }[],
) {
  const rows = await tx.query<{
    held: { key: string; start: string; end: string }[];
    leads: { i: number; id: string }[];
  }>(sql`
    select
      (select coalesce(json_agg(json_build_object('key', c.key, 'start', ${visits.startAt}, 'end', ${visits.endAt})), '[]')
        from jsonb_to_recordset(${JSON.stringify(spans)}::jsonb)
          as c(key text, agency_id uuid, member_id uuid, from_at timestamptz, until_at timestamptz)
        join ${visits} on ${visits.agencyId} = c.agency_id and ${visits.startAt} < c.until_at
          and ${visits.endAt} > c.from_at
          and (${visits.memberId} = c.member_id or (c.member_id is null and ${visits.memberId} is null))
        where ${holdsSlotSql}) as held,
      (select coalesce(json_agg(json_build_object('i', x.i, 'id', d.id)), '[]')
        from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
          as x(i int, listing_id uuid, email text, phone text)
        cross join lateral (
          select d.id from ${leads} d
          where d.listing_id = x.listing_id and (d.email = x.email or d.phone = x.phone)
          order by d.created_at desc limit 1
        ) d) as leads`);
  const held = new Map<string, TakenInterval[]>();
  for (const h of rows[0]!.held) {
    const list = held.get(h.key) ?? [];
    list.push({ start: new Date(h.start), end: new Date(h.end) });
    held.set(h.key, list);
  }
  return { held, leadOf: new Map(rows[0]!.leads.map((l) => [l.i, l.id])) };
}

type VisitInsert = Omit<typeof visits.$inferInsert, 'startAt' | 'endAt'> & {
  id: string;
  startAt: Date;
  endAt: Date;
};

/**
 * The batch's new leads and its visits in one statement (the leads first, in a data-modifying WITH:
 * the visits' key to their lead is checked at the statement's end, when both are in).
 */
function leadsAndVisitsInsert(newLeads: ReturnType<typeof newVisitLead>[], rows: VisitInsert[]): SQL {
  const leadRows = newLeads.map((l) => ({
    id: l.id,
    agency_id: l.agencyId,
    listing_id: l.listingId,
    first_name: l.firstName,
    last_name: l.lastName,
    email: l.email,
    phone: l.phone,
    payload: l.payload,
  }));
  const visitRows = rows.map((v) => ({
    id: v.id,
    agency_id: v.agencyId,
    listing_id: v.listingId,
    lead_id: v.leadId,
    member_id: v.memberId,
    start_at: v.startAt.toISOString(),
    end_at: v.endAt.toISOString(),
    status: v.status,
    proposed: v.proposed,
    proposed_by: v.proposedBy,
    uid: v.uid,
    visitor_name: v.visitorName,
    visitor_email: v.visitorEmail,
    visitor_phone: v.visitorPhone,
    manage_token_hash: v.manageTokenHash,
    locale: v.locale,
  }));
  return sql`
    with new_leads as (
      insert into ${leads} (id, agency_id, listing_id, first_name, last_name, email, phone, source,
        consent_gdpr, status, payload)
      select x.id, x.agency_id, x.listing_id, x.first_name, x.last_name, x.email, x.phone, 'direct',
        true, 'new', x.payload
      from jsonb_to_recordset(${JSON.stringify(leadRows)}::jsonb) as x(id uuid, agency_id uuid,
        listing_id uuid, first_name text, last_name text, email text, phone text, payload jsonb)
      returning id
    )
    insert into ${visits} (id, agency_id, listing_id, lead_id, member_id, start_at, end_at, status,
      proposed, proposed_by, uid, visitor_name, visitor_email, visitor_phone, manage_token_hash, locale)
    select x.id, x.agency_id, x.listing_id, x.lead_id, x.member_id, x.start_at, x.end_at, x.status,
      x.proposed, x.proposed_by, x.uid, x.visitor_name, x.visitor_email, x.visitor_phone,
      x.manage_token_hash, x.locale
    from jsonb_to_recordset(${JSON.stringify(visitRows)}::jsonb) as x(id uuid, agency_id uuid,
      listing_id uuid, lead_id uuid, member_id uuid, start_at timestamptz, end_at timestamptz,
      status text, proposed boolean, proposed_by text, uid text, visitor_name text, visitor_email text,
      visitor_phone text, manage_token_hash text, locale text)`;
}

/**
 * Stores a batch of visit requests in one transaction: the listings and their settings; the locks
 * of their calendars (sorted, so batches of two instances never deadlock); the visits holding time
 * around the requested slots and the visitors' leads; then the new leads and the visits. The
 * requests are decided in the order they came, each seeing the ones before it, exactly as if they
 * had been stored one after the other: a slot taken earlier in the batch is taken for the later
 * ones. A refused request is that request's outcome, not the batch's.
 */
async function storeBookings(
  inBatchTx: InBatchTx,
  keys: { host: string; secret: string },
  batch: Booking[],
): Promise<Outcome<Booked>[]> {
  return inBatchTx(async (tx) => {
    // Every write that holds time in these calendars waits here for the one before it.
    const byslug = await lockedListings(tx, [...new Set(batch.map((b) => b.slug))]);
    const listingOf = (b: Booking) => byslug.get(b.slug) ?? null;
    const calendarOf = (l: BookedListing) => l.calendar;

    const known = batch.filter((b) => listingOf(b));

    const spans = new Map<string, CalendarSpan>();
    for (const b of known) {
      if (b.request.when.kind !== 'slot') continue;
      const listing = listingOf(b)!;
      const start = new Date(b.request.when.start).getTime();
      const from = new Date(Math.max(b.now.getTime(), start - DAY)).toISOString();
      const until = new Date(start + DAY).toISOString();
      const key = calendarOf(listing);
      const span = spans.get(key);
      if (!span)
        spans.set(key, {
          key,
          agency_id: listing.agencyId,
          member_id: listing.assignedMemberId,
          from_at: from,
          until_at: until,
        });
      else {
        if (from < span.from_at) span.from_at = from;
        if (until > span.until_at) span.until_at = until;
      }
    }
    const contacts = batch.map((b) => visitContact(b.request));
    const { held, leadOf } = known.length
      ? await heldAndLeads(
          tx,
          [...spans.values()],
          batch.flatMap((b, i) => {
            const listing = listingOf(b);
            return listing ? [{ i, listing_id: listing.id, ...contacts[i]! }] : [];
          }),
        )
      : { held: new Map<string, TakenInterval[]>(), leadOf: new Map<number, string>() };

    const newLeads: ReturnType<typeof newVisitLead>[] = [];
    /** Leads this batch creates, by listing and e-mail or phone: a person's second request finds its first. */
    const createdFor = new Map<string, string>();
    const rows: VisitInsert[] = [];
    const outcomes = batch.map((b, i): Outcome<Booked> => {
      const listing = listingOf(b);
      if (!listing) return { error: new AppError('not_found', visitApiTexts.listingUnknown) };
      const { settings } = listing;
      const lengthMinutes = settings?.lengthMinutes ?? VISIT_LENGTH.default;
      const isSlot = b.request.when.kind === 'slot';
      let start: Date;
      if (b.request.when.kind === 'slot') {
        start = new Date(b.request.when.start);
        if (!settings) return { error: refused('slot', visitTexts.slotInvalid) };
        const taken = held.get(calendarOf(listing)) ?? [];
        const hours = { hours: settings.weeklyHours, lengthMinutes, now: b.now, start };
        if (!isFreeSlot({ ...hours, taken })) {
          if (start.getTime() < b.now.getTime() + DEFAULT_NOTICE_MINUTES * MINUTE)
            return { error: refused('slot', visitTexts.slotPast) };
          // One of the hours' slots, only taken: someone booked it first.
          if (isFreeSlot({ ...hours, taken: [] }))
            return { error: refused('slot', visitTexts.slotTaken, 'conflict') };
          return { error: refused('slot', visitTexts.slotInvalid) };
        }
        // Held from now on for the batch's later requests.
        taken.push({ start, end: new Date(start.getTime() + lengthMinutes * MINUTE) });
        held.set(calendarOf(listing), taken);
      } else start = b.proposedAt!;

      const { email, phone } = contacts[i]!;
      const sameIn = [email && `${listing.id}:e:${email}`, phone && `${listing.id}:p:${phone}`].filter(
        (k): k is string => !!k,
      );
      let leadId = leadOf.get(i) ?? sameIn.map((k) => createdFor.get(k)).find(Boolean);
      const leadCreated = !leadId;
      if (!leadId) {
        const lead = newVisitLead(listing, { ...b.request, userAgent: b.userAgent });
        newLeads.push(lead);
        leadId = lead.id;
      }
      for (const k of sameIn) createdFor.set(k, leadId);

      const id = randomUUID();
      const uid = visitUid(id, keys.host);
      const visit: Booked['visit'] = {
        id,
        uid,
        listingId: listing.id,
        leadId,
        status: isSlot && settings?.autoConfirm ? 'confirmed' : 'requested',
        startAt: start,
        endAt: new Date(start.getTime() + lengthMinutes * MINUTE),
        proposed: !isSlot,
        sequence: 0,
        visitorEmail: email,
      };
      rows.push({
        ...visit,
        agencyId: listing.agencyId,
        memberId: listing.assignedMemberId,
        proposedBy: isSlot ? null : 'visitor',
        visitorName: b.request.name,
        visitorPhone: b.request.phone || null,
        manageTokenHash: hashManageToken(visitManageToken(keys.secret, uid)),
        // The page's language: the visitor's e-mails and page of the visit speak it.
        locale: b.request.lang,
      });
      return { value: { visit, leadCreated } };
    });
    await tx.commit(rows.length ? leadsAndVisitsInsert(newLeads, rows) : null);
    return outcomes;
  });
}

export type BookVisit = (opts: {
  slug: string;
  request: BookingRequest;
  userAgent: string | null;
  now?: Date;
}) => Promise<BookingResponse>;

/**
 * Visit requests from the listings' microsites: a slot, checked again inside the transaction with
 * its calendar locked (so two requests for one slot are decided one after the other and the
 * second sees the first), or a time the visitor proposes. The lead (found or created) and the
 * visit are stored in one transaction: a refusal stores nothing. Requests are stored by group
 * commit (lib/group-commit.ts): a burst of bookings costs a few transactions, and each batch's
 * alerts, e-mails and reminders' sweep are queued in one statement after its commit (a queue that
 * fails is logged and the visits stand; the alerts' sweep at start sends a lost alert). A honeypot
 * request is answered like a real one and stores nothing.
 */
export function createVisitBooking(
  deps: Pick<AppDeps, 'database' | 'env' | 'jobs' | 'logger' | 'secret'>,
): BookVisit {
  const keys = { host: new URL(deps.env.PUBLIC_URL).host, secret: deps.secret };
  const { pool, db } = deps.database;
  const inBatchTx = pool ? pgBatchTx(pool) : drizzleBatchTx(db);
  const writer = createGroupCommit<Booking, Booked>({
    maxBatch: MAX_BATCH,
    logger: deps.logger,
    what: 'visit bookings',
    store: (batch) => storeBookings(inBatchTx, keys, batch),
    async afterCommit(stored) {
      const leadIds = stored.filter((s) => s.leadCreated).map((s) => s.visit.leadId);
      const jobs: QueuedJob[] = [
        ...(leadIds.length ? [leadAlertJob(leadIds)] : []),
        ...stored.flatMap(
          ({ visit }) => visitMailJob(visit, visit.status === 'confirmed' ? 'confirmed' : 'requested') ?? [],
        ),
        reminderSweepJob(),
      ];
      await deps.jobs
        .sendMany(jobs)
        .catch((err) => deps.logger.error({ err, leadIds }, 'could not queue the jobs of visit bookings'));
    },
  });

  return async (opts) => {
    const { request } = opts;
    const now = opts.now ?? new Date();
    const proposedAt = request.when.kind === 'proposed' ? proposedInstant(request.when.local, now) : null;

    if (request.honeypot) {
      const start = proposedAt ?? new Date(request.when.kind === 'slot' ? request.when.start : now);
      return {
        visit: publicVisitView({
          id: randomUUID(),
          status: 'requested',
          startAt: start,
          endAt: new Date(start.getTime() + VISIT_LENGTH.default * MINUTE),
          proposed: !!proposedAt,
        }),
        // Random, like a real token; it names no visit.
        manageToken: newManageToken(),
        message: bookingMessageIn(request.lang, visitTexts.requested),
      };
    }

    const { visit } = await writer.submit({
      slug: opts.slug,
      request,
      userAgent: opts.userAgent,
      now,
      proposedAt,
    });
    deps.logger.info(
      { visitId: visit.id, listingId: visit.listingId, status: visit.status },
      'visit requested',
    );
    return {
      visit: publicVisitView(visit),
      manageToken: visitManageToken(deps.secret, visit.uid),
      message: bookingMessageIn(
        request.lang,
        visit.status === 'confirmed' ? visitApiTexts.confirmed : visitTexts.requested,
      ),
    };
  };
}
