import { and, asc, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  holdsSlot,
  type VisitMailKind,
  type VisitView,
  visitApiTexts,
  type visitListQuerySchema,
} from '../../../shared/visits';
import { lockAgency } from '../../db/agency-lock';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addDays, madridDate, madridInstant, madridLocalToInstant } from '../../lib/madrid-time';
import { heldIntervals, lockCalendar, overlaps, visitView } from './visit-store';

/** The most visits one list answers: a dashboard page, not an export. */
const LIST_LIMIT = 200;
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The agency's visits: today's (Madrid), upcoming (soonest first) or past (latest first). */
export async function listVisits(
  db: Db,
  agencyId: string,
  query: z.output<typeof visitListQuerySchema>,
  now = new Date(),
): Promise<VisitView[]> {
  const conds: (SQL | undefined)[] = [eq(visits.agencyId, agencyId)];
  if (query.listingId) conds.push(eq(visits.listingId, query.listingId));
  if (query.memberId)
    conds.push(query.memberId === 'agency' ? isNull(visits.memberId) : eq(visits.memberId, query.memberId));
  let order = asc(visits.startAt);
  if (query.when === 'today') {
    const today = madridDate(now);
    conds.push(gte(visits.startAt, madridInstant(today, 0).at));
    conds.push(lt(visits.startAt, madridInstant(addDays(today, 1), 0).at));
  } else if (query.when === 'upcoming') conds.push(gte(visits.endAt, now));
  else {
    conds.push(lt(visits.endAt, now));
    order = desc(visits.startAt);
  }
  const rows = await db
    .select()
    .from(visits)
    .where(and(...conds))
    .orderBy(order)
    .limit(LIST_LIMIT);
  return rows.map(visitView);
}

export type VisitAction =
  | { kind: 'confirm' }
  | { kind: 'decline' }
  | { kind: 'cancel' }
  | { kind: 'propose'; start: string };

/** The visitor's e-mail for each of the agency's answers (visit-mail.ts). */
export const ACTION_MAIL = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'canceled',
  propose: 'proposed',
} as const satisfies Record<VisitAction['kind'], VisitMailKind>;

/** Madrid wall clock ("2027-05-14T17:30") or an instant with its offset. */
const instantOf = (value: string) =>
  z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : madridLocalToInstant(value);

/**
 * A member answers a visit of their agency: confirm or decline a request, propose another
 * time (the visitor is to answer it), or cancel a visit still to come. Another agency's visit is
 * not found. Each change raises the sequence (the .ics invitations); a new time clears the
 * reminders sent for the old one. A change that makes the visit hold time checks, with the
 * agency locked like a booking, that nothing else holds that time in the same calendar.
 */
export async function changeVisit(
  db: Db,
  opts: { agencyId: string; visitId: string; action: VisitAction; now?: Date },
): Promise<VisitView> {
  if (!isUuid(opts.visitId)) throw new AppError('not_found');
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockAgency(tx, opts.agencyId);
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.id, opts.visitId), eq(visits.agencyId, opts.agencyId)));
    if (!visit) throw new AppError('not_found');
    // Bookings take only their calendar's lock: a change in that calendar takes it too.
    await lockCalendar(tx, visit.agencyId, visit.memberId);
    const { action } = opts;
    let next: Partial<typeof visits.$inferInsert>;
    if (action.kind === 'confirm' || action.kind === 'decline') {
      if (visit.status !== 'requested') throw new AppError('conflict', visitApiTexts.badTransition);
      next = { status: action.kind === 'confirm' ? 'confirmed' : 'declined' };
    } else if (action.kind === 'cancel') {
      if (visit.status !== 'requested' && visit.status !== 'confirmed')
        throw new AppError('conflict', visitApiTexts.badTransition);
      next = { status: 'canceled' };
    } else {
      if (visit.status !== 'requested' && visit.status !== 'confirmed')
        throw new AppError('conflict', visitApiTexts.badTransition);
      const start = instantOf(action.start);
      if (!start || Number.isNaN(start.getTime()))
        throw new AppError('validation', visitApiTexts.agencyTimeInvalid, {
          start: visitApiTexts.agencyTimeInvalid,
        });
      const length = visit.endAt.getTime() - visit.startAt.getTime();
      next = {
        status: 'requested',
        proposed: true,
        proposedBy: 'agency',
        startAt: start,
        endAt: new Date(start.getTime() + length),
        reminded24hAt: null,
        reminded2hAt: null,
      };
    }
    const after = { ...visit, ...next } as typeof visit;
    // A visit that starts to hold time (a confirmed proposal, a new time) must fit the calendar now.
    const moved = after.startAt.getTime() !== visit.startAt.getTime();
    if (holdsSlot(after) && (moved || !holdsSlot(visit))) {
      if (after.startAt <= now) {
        const field = action.kind === 'propose' ? 'start' : 'status';
        throw new AppError('validation', visitApiTexts.agencyTimePast, {
          [field]: visitApiTexts.agencyTimePast,
        });
      }
      const taken = await heldIntervals(tx, {
        agencyId: visit.agencyId,
        memberId: visit.memberId,
        from: now,
        exceptId: visit.id,
      });
      if (overlaps(after.startAt, after.endAt, taken))
        throw new AppError('conflict', visitApiTexts.agencyTimeTaken);
    }
    const [row] = await tx
      .update(visits)
      .set({ ...next, sequence: visit.sequence + 1 })
      .where(eq(visits.id, visit.id))
      .returning();
    return visitView(row!);
  });
}
