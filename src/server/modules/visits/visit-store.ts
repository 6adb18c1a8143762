import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import {
  type PublicVisitView,
  type VisitProposer,
  type VisitStatus,
  type VisitView,
  visitTexts,
} from '../../../shared/visits';
import type { Db, Tx } from '../../db/client';
import { listings, visits } from '../../db/schema';
import type { TakenInterval } from './slots';

/** The visitor's reschedule/cancel link secret: 32 random bytes; only its SHA-256 is stored. */
export const newManageToken = () => randomBytes(32).toString('base64url');
export const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** holdsSlot (shared/visits.ts) in SQL: the visits that take time in their calendar. */
export const holdsSlotSql: SQL = sql`(${visits.status} = 'confirmed' or (${visits.status} = 'requested' and (not ${visits.proposed} or ${visits.proposedBy} = 'agency')))`;

/** One calendar: a member's, or the agency's own (member null). */
export const inCalendar = (agencyId: string, memberId: string | null) =>
  and(eq(visits.agencyId, agencyId), memberId ? eq(visits.memberId, memberId) : isNull(visits.memberId));

/** The visits holding time in a calendar that end after `from`, except `exceptId` (the one being moved). */
export async function heldIntervals(
  db: Db | Tx,
  opts: { agencyId: string; memberId: string | null; from: Date; until?: Date; exceptId?: string },
): Promise<TakenInterval[]> {
  return db
    .select({ start: visits.startAt, end: visits.endAt })
    .from(visits)
    .where(
      and(
        inCalendar(opts.agencyId, opts.memberId),
        gt(visits.endAt, opts.from),
        opts.until ? lt(visits.startAt, opts.until) : undefined,
        holdsSlotSql,
        opts.exceptId ? ne(visits.id, opts.exceptId) : undefined,
      ),
    );
}

/** Whether [start, end) meets any of the intervals; touching ends do not count. */
export const overlaps = (start: Date, end: Date, taken: readonly TakenInterval[]) =>
  taken.some((t) => t.start < end && t.end > start);

/** The listing a public visit route may serve: published, by slug. */
export async function publishedListing(db: Db | Tx, slug: string) {
  const [row] = await db
    .select({
      id: listings.id,
      agencyId: listings.agencyId,
      assignedMemberId: listings.assignedMemberId,
      title: listings.title,
      address: listings.address,
      city: listings.city,
      operation: listings.operation,
      propertyType: listings.propertyType,
      reference: listings.reference,
      price: listings.price,
    })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.published, true)));
  return row ?? null;
}

type VisitRow = typeof visits.$inferSelect;

export function publicVisitView(v: {
  id: string;
  status: VisitStatus;
  startAt: Date;
  endAt: Date;
  proposed: boolean;
}): PublicVisitView {
  return {
    id: v.id,
    status: v.status,
    statusText: visitTexts.status[v.status],
    start: v.startAt.toISOString(),
    end: v.endAt.toISOString(),
    proposed: v.proposed,
  };
}

export function visitView(v: VisitRow): VisitView {
  return {
    ...publicVisitView(v),
    listingId: v.listingId,
    leadId: v.leadId,
    memberId: v.memberId,
    proposedBy: v.proposedBy as VisitProposer | null,
    sequence: v.sequence,
    visitorName: v.visitorName,
    visitorEmail: v.visitorEmail,
    visitorPhone: v.visitorPhone,
    feedbackRating: v.feedbackRating,
    feedbackComment: v.feedbackComment,
    feedbackAt: v.feedbackAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
  };
}

/**
 * Locks one calendar (a member's, or the agency's with `memberId` null) to the end of the
 * transaction: every write that makes a visit hold time takes it, so two of them in one calendar
 * are decided one after the other and the second sees the first. Calendars are independent, so
 * bookings for different agents of one agency do not wait for each other. A transaction-scoped
 * advisory lock: no row to contend on, released at commit or rollback.
 */
export async function lockCalendar(tx: Tx, agencyId: string, memberId: string | null): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${calendarLockKey(sql`${agencyId}::uuid`, sql`${memberId}::uuid`)}, 0))`,
  );
}

/**
 * A calendar's lock key from its agency and member (SQL expressions; a null member is the agency's
 * own calendar). The one definition: a single write's lock (lockCalendar) and a batch of bookings'
 * (book-visit.ts) must name a calendar alike, or they would not wait for each other.
 */
export const calendarLockKey = (agencyId: SQL, memberId: SQL): SQL =>
  sql`('visit-calendar:' || ${agencyId}::text || ':' || coalesce(${memberId}::text, 'agency'))`;
