import { and, eq, isNull } from 'drizzle-orm';
import { type VisitFeedback, type VisitMailKind, visitApiTexts, visitTexts } from '../../../shared/visits';
import { lockAgency } from '../../db/agency-lock';
import type { Db } from '../../db/client';
import { agencies, listings, visits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { visitByManageToken } from './manage-token';
import { DEFAULT_NOTICE_MINUTES, freeSlots, isFreeSlot } from './slots';
import { calendarSettings } from './visit-settings';
import { heldIntervals, lockCalendar } from './visit-store';

const MINUTE = 60_000;
type VisitRow = typeof visits.$inferSelect;

/** What the visitor may still do with their visit. */
export function visitorOptions(v: VisitRow, now: Date) {
  const ahead = v.startAt.getTime() > now.getTime();
  const open = (v.status === 'requested' || v.status === 'confirmed') && ahead;
  return {
    cancel: open,
    reschedule: open,
    accept: open && v.status === 'requested' && v.proposedBy === 'agency',
    feedback: !v.feedbackAt && (v.status === 'done' || (v.status === 'confirmed' && v.endAt <= now)),
  };
}

/** The visit of a manage link with what its page shows; null for a forged or unknown token. */
export async function manageContext(db: Db, token: unknown, now = new Date()) {
  const visit = await visitByManageToken(db, token);
  if (!visit) return null;
  const [place] = visit.listingId
    ? await db
        .select({ title: listings.title, address: listings.address, city: listings.city })
        .from(listings)
        .where(eq(listings.id, visit.listingId))
    : [];
  const [agency] = await db
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, visit.agencyId));
  const options = visitorOptions(visit, now);
  const slots = options.reschedule ? await visitorSlots(db, visit, now) : [];
  return {
    visit,
    title: place?.title ?? agency?.name ?? '',
    address: [place?.address, place?.city].filter(Boolean).join(', ') || null,
    agencyName: agency?.name ?? '',
    options,
    slots,
  };
}

/** The free slots of the visit's calendar (its agent's, else the agency's), the visit's own time left out. */
async function visitorSlots(db: Db, visit: VisitRow, now: Date): Promise<Date[]> {
  const settings = await calendarSettings(db, visit.agencyId, visit.memberId);
  if (!settings) return [];
  const taken = await heldIntervals(db, {
    agencyId: visit.agencyId,
    memberId: visit.memberId,
    from: now,
    exceptId: visit.id,
  });
  return freeSlots({ hours: settings.weeklyHours, lengthMinutes: settings.lengthMinutes, taken, now }).filter(
    (s) => s.getTime() !== visit.startAt.getTime(),
  );
}

export type VisitorAction = { kind: 'cancel' } | { kind: 'accept' } | { kind: 'reschedule'; slot: string };

const refused = (message: string, code: 'validation' | 'conflict' = 'validation') =>
  new AppError(code, message, { slot: message });

/**
 * The visitor changes their visit from the manage link: cancels it, accepts the time the agency
 * proposed, or moves it to another free slot of the same calendar. Like a booking, with the
 * calendar locked and the slot checked again inside the transaction (taken, past, not one of
 * this calendar's slots: refused with the booking's messages, nothing changed). Every change
 * raises the sequence and keeps the UID; a new time clears the reminders sent for the old one.
 * Returns the visit after the change and the e-mail it calls for. A forged token: not found.
 */
export async function changeVisitByVisitor(
  db: Db,
  opts: { token: string; action: VisitorAction; now?: Date },
): Promise<{ visit: VisitRow; mail: VisitMailKind }> {
  const now = opts.now ?? new Date();
  const found = await visitByManageToken(db, opts.token);
  if (!found) throw new AppError('not_found');
  return db.transaction(async (tx) => {
    await lockAgency(tx, found.agencyId);
    // Read again under the lock: a change that committed meanwhile is what this one starts from.
    const [visit] = await tx.select().from(visits).where(eq(visits.id, found.id));
    if (!visit) throw new AppError('not_found');
    // Bookings take only their calendar's lock: a change in that calendar takes it too.
    await lockCalendar(tx, visit.agencyId, visit.memberId);
    const can = visitorOptions(visit, now);
    const { action } = opts;
    let next: Partial<typeof visits.$inferInsert>;
    let mail: VisitMailKind;
    if (action.kind === 'cancel') {
      if (!can.cancel) throw new AppError('conflict', visitApiTexts.badTransition);
      next = { status: 'canceled' };
      mail = 'canceled';
    } else if (action.kind === 'accept') {
      if (!can.accept) throw new AppError('conflict', visitApiTexts.badTransition);
      // The agency's proposal held its time since it was made (holdsSlot): nothing to check but the clock.
      next = { status: 'confirmed' };
      mail = 'confirmed';
    } else {
      if (!can.reschedule) throw new AppError('conflict', visitApiTexts.badTransition);
      const start = new Date(action.slot);
      if (!action.slot || Number.isNaN(start.getTime())) throw refused(visitTexts.slotInvalid);
      const settings = await calendarSettings(tx, visit.agencyId, visit.memberId);
      if (!settings) throw refused(visitTexts.slotInvalid);
      const taken = await heldIntervals(tx, {
        agencyId: visit.agencyId,
        memberId: visit.memberId,
        from: now,
        exceptId: visit.id,
      });
      const hours = { hours: settings.weeklyHours, lengthMinutes: settings.lengthMinutes, now, start };
      if (!isFreeSlot({ ...hours, taken })) {
        if (start.getTime() < now.getTime() + DEFAULT_NOTICE_MINUTES * MINUTE)
          throw refused(visitTexts.slotPast);
        if (isFreeSlot({ ...hours, taken: [] })) throw refused(visitTexts.slotTaken, 'conflict');
        throw refused(visitTexts.slotInvalid);
      }
      next = {
        startAt: start,
        endAt: new Date(start.getTime() + settings.lengthMinutes * MINUTE),
        status: settings.autoConfirm ? 'confirmed' : 'requested',
        proposed: false,
        proposedBy: null,
        reminded24hAt: null,
        reminded2hAt: null,
      };
      mail = 'rescheduled';
    }
    const [row] = await tx
      .update(visits)
      .set({ ...next, sequence: visit.sequence + 1 })
      .where(eq(visits.id, visit.id))
      .returning();
    return { visit: row!, mail };
  });
}

export type FeedbackOutcome = 'saved' | 'already' | 'not_yet';

/**
 * The visitor's opinion after the visit, stored once: the UPDATE only takes a visit without one,
 * so a second post (or two at once) keeps the first answer.
 */
export async function saveVisitFeedback(
  db: Db,
  opts: { token: string; feedback: VisitFeedback; now?: Date },
): Promise<FeedbackOutcome> {
  const now = opts.now ?? new Date();
  const visit = await visitByManageToken(db, opts.token);
  if (!visit) throw new AppError('not_found');
  if (visit.feedbackAt) return 'already';
  if (!visitorOptions(visit, now).feedback) return 'not_yet';
  const saved = await db
    .update(visits)
    .set({
      feedbackRating: opts.feedback.rating,
      feedbackComment: opts.feedback.comment || null,
      feedbackAt: now,
    })
    .where(and(eq(visits.id, visit.id), isNull(visits.feedbackAt)))
    .returning({ id: visits.id });
  return saved.length ? 'saved' : 'already';
}
