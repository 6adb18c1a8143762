import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type LeadLabel, type LeadView, leadsDashboardTexts } from '../../../shared/leads-dashboard';
import type { VisitStatus } from '../../../shared/visits';
import type { Db } from '../../db/client';
import { agencyMembers, leads, listings, rooms, styles, users, uses, visits } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';
import { memberDisplayName } from '../agency-members/member-name';
import { factsNow } from '../lead-delivery/lead-listing';
import { leadConditions, type ScopedLeadFilters } from './lead-filters';

/** A lead row as the list and the export read it (listing and catalogue labels joined). */
export type LeadListRow = Awaited<ReturnType<typeof selectLeadRows>>[number];

/** The exact timestamp (microseconds) of the cursor: a JavaScript Date would round it to ms. */
const cursorTime = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The lead's visit: the next one still on (asked for or confirmed, not over), else the latest;
 * and how many it has. Read per listed lead through visits' lead_id index.
 */
const leadVisit = sql<{ start: string; status: string; count: number } | null>`(
  select json_build_object('start', v.start_at, 'status', v.status, 'count', count(*) over ())
  from ${visits} v where v.lead_id = ${leads.id} and v.agency_id = ${leads.agencyId}
  order by (v.status in ('requested', 'confirmed') and v.end_at > now()) desc,
    case when v.status in ('requested', 'confirmed') and v.end_at > now() then v.start_at end asc,
    v.start_at desc
  limit 1)`;

/** Leads newest first (ties by id), with their listing and the use/room/style labels. */
export function selectLeadRows(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      status: leads.status,
      suspicion: leads.suspicion,
      source: leads.source,
      payload: leads.payload,
      createdAt: leads.createdAt,
      cursorTime,
      listingId: listings.id,
      listingTitle: listings.title,
      listingSlug: listings.slug,
      listingAddress: listings.address,
      listingCity: listings.city,
      listingPublished: listings.published,
      listingOperation: listings.operation,
      listingType: listings.propertyType,
      listingReference: listings.reference,
      listingPrice: listings.price,
      useCode: leads.useCode,
      useLabel: uses.label,
      roomCode: leads.roomCode,
      roomLabel: rooms.label,
      styleCode: leads.styleCode,
      styleLabel: styles.label,
      handlerId: agencyMembers.id,
      handlerName: memberDisplayName,
      visit: leadVisit,
    })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(uses, eq(uses.code, leads.useCode))
    .leftJoin(rooms, and(eq(rooms.useCode, leads.useCode), eq(rooms.code, leads.roomCode)))
    .leftJoin(styles, and(eq(styles.useCode, leads.useCode), eq(styles.code, leads.styleCode)))
    .leftJoin(
      agencyMembers,
      and(eq(agencyMembers.id, listings.assignedMemberId), eq(agencyMembers.agencyId, leads.agencyId)),
    )
    .leftJoin(users, eq(users.id, agencyMembers.userId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

const label = (code: string | null, text: string | null): LeadLabel | null =>
  code ? { code, label: text ?? code } : null;

export function toLeadView(r: LeadListRow): LeadView {
  const deleted = r.listingId === null;
  const facts = factsNow(
    r.payload,
    deleted
      ? null
      : {
          operation: r.listingOperation,
          propertyType: r.listingType,
          reference: r.listingReference,
          price: r.listingPrice,
        },
  );
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    status: r.status,
    channel: r.payload.contact_method === 'whatsapp' ? 'whatsapp' : 'email',
    lang: r.payload.buyer_lang === 'en' ? 'en' : 'es',
    createdAt: r.createdAt.toISOString(),
    suspicion: r.suspicion,
    test: r.source === 'debug',
    listing: {
      id: r.listingId,
      title: r.listingTitle ?? r.payload.listing_title,
      slug: r.listingSlug,
      address: deleted ? r.payload.listing_address : r.listingAddress,
      city: r.listingCity,
      published: r.listingPublished ?? false,
      deleted,
      ...facts,
    },
    use: label(r.useCode, r.useLabel),
    room: label(r.roomCode, r.roomLabel),
    style: label(r.styleCode, r.styleLabel),
    handledBy: r.handlerId ? { memberId: r.handlerId, name: r.handlerName } : null,
    visit: r.visit
      ? {
          start: new Date(r.visit.start).toISOString(),
          status: r.visit.status as VisitStatus,
          count: Number(r.visit.count),
        }
      : null,
  };
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Opaque keyset cursor: the last row's (created_at, id). */
export function encodeCursor(row: Pick<LeadListRow, 'cursorTime' | 'id'>): string {
  return Buffer.from(`${row.cursorTime}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { time: string; id: string } {
  const [time = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!CURSOR_TIME.test(time) || !isUuid(id)) {
    throw new AppError('validation', leadsDashboardTexts.invalidCursor);
  }
  return { time, id };
}

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
function afterCursor(cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { time, id } = decodeCursor(cursor);
  // The first comparison alone lets the (agency_id, created_at) index bound the scan.
  return sql`${leads.createdAt} <= ${time}::timestamptz and (${leads.createdAt}, ${leads.id}) < (${time}::timestamptz, ${id}::uuid)`;
}

/**
 * One page of the agency's leads matching the filters, newest first, by keyset pagination:
 * pages never skip or repeat a lead while new ones arrive. `nextCursor` is null on the last page.
 */
export async function listLeads(opts: {
  db: Db;
  agencyId: string;
  filters: ScopedLeadFilters;
  cursor?: string | null;
  limit: number;
}): Promise<{ rows: LeadListRow[]; nextCursor: string | null }> {
  const where = and(leadConditions(opts.db, opts.agencyId, opts.filters), afterCursor(opts.cursor));
  const rows = await selectLeadRows(opts.db, where, opts.limit + 1);
  const more = rows.length > opts.limit;
  const page = more ? rows.slice(0, opts.limit) : rows;
  return { rows: page, nextCursor: more ? encodeCursor(page.at(-1)!) : null };
}
