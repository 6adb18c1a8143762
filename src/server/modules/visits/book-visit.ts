import { randomUUID } from 'node:crypto';
import {
  type BookingRequest,
  type BookingResponse,
  PROPOSAL_HORIZON_DAYS,
  VISIT_LENGTH,
  type VisitSlotsResponse,
  visitApiTexts,
  visitTexts,
} from '../../../shared/visits';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { madridLocalToInstant } from '../../lib/madrid-time';
import { queueLeadAlerts } from '../notifications/queue-lead-alert';
import { visitUid } from './ics';
import { visitManageToken } from './manage-token';
import { DEFAULT_NOTICE_MINUTES, freeSlots, isFreeSlot } from './slots';
import { findOrCreateVisitLead } from './visit-lead';
import { queueVisitMail } from './visit-mail';
import { queueReminderSweep } from './visit-reminders';
import { calendarSettings } from './visit-settings';
import {
  hashManageToken,
  heldIntervals,
  lockCalendar,
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

/**
 * A visit request from a listing's microsite: a slot, checked again inside the transaction with
 * its calendar locked (so two requests for one slot are decided one after the other and the
 * second sees the first), or a time the visitor proposes. The lead (found or created) and the
 * visit are stored in one transaction: a refusal stores nothing. A honeypot request is answered
 * like a real one and stores nothing.
 */
export async function bookVisit(
  deps: Pick<AppDeps, 'database' | 'env' | 'jobs' | 'logger' | 'secret'>,
  opts: { slug: string; request: BookingRequest; userAgent: string | null; now?: Date },
): Promise<BookingResponse> {
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
      message: visitTexts.requested,
    };
  }

  const host = new URL(deps.env.PUBLIC_URL).host;
  const { visit, leadCreated } = await deps.database.db.transaction(async (tx) => {
    const listing = await publishedListing(tx, opts.slug);
    if (!listing) throw new AppError('not_found', visitApiTexts.listingUnknown);
    const memberId = listing.assignedMemberId;
    // Read before the lock: the lock is held to the commit, so only what two bookings could
    // decide differently (the calendar's visits, the lead, the insert) is done while holding it.
    const settings = await calendarSettings(tx, listing.agencyId, memberId);
    // Every write that holds time in this calendar waits here for the one before it.
    await lockCalendar(tx, listing.agencyId, memberId);
    const lengthMinutes = settings?.lengthMinutes ?? VISIT_LENGTH.default;
    let start: Date;
    if (request.when.kind === 'slot') {
      start = new Date(request.when.start);
      if (!settings) throw refused('slot', visitTexts.slotInvalid);
      // The visits that could overlap a slot of that day (a visit lasts at most 3 hours).
      const taken = await heldIntervals(tx, {
        agencyId: listing.agencyId,
        memberId,
        from: new Date(Math.max(now.getTime(), start.getTime() - DAY)),
        until: new Date(start.getTime() + DAY),
      });
      const hours = { hours: settings.weeklyHours, lengthMinutes, now, start };
      if (!isFreeSlot({ ...hours, taken })) {
        if (start.getTime() < now.getTime() + DEFAULT_NOTICE_MINUTES * MINUTE)
          throw refused('slot', visitTexts.slotPast);
        // One of the hours' slots, only taken: someone booked it first.
        if (isFreeSlot({ ...hours, taken: [] })) throw refused('slot', visitTexts.slotTaken, 'conflict');
        throw refused('slot', visitTexts.slotInvalid);
      }
    } else start = proposedAt!;

    const lead = await findOrCreateVisitLead(tx, {
      listing,
      name: request.name,
      email: request.email,
      phone: request.phone,
      userAgent: opts.userAgent,
    });
    const id = randomUUID();
    const uid = visitUid(id, host);
    const isSlot = request.when.kind === 'slot';
    const [row] = await tx
      .insert(visits)
      .values({
        id,
        agencyId: listing.agencyId,
        listingId: listing.id,
        leadId: lead.id,
        memberId,
        startAt: start,
        endAt: new Date(start.getTime() + lengthMinutes * MINUTE),
        status: isSlot && settings?.autoConfirm ? 'confirmed' : 'requested',
        proposed: !isSlot,
        proposedBy: isSlot ? null : 'visitor',
        uid,
        visitorName: request.name,
        visitorEmail: request.email ? request.email.toLowerCase() : null,
        visitorPhone: request.phone || null,
        manageTokenHash: hashManageToken(visitManageToken(deps.secret, uid)),
        // The page's language: the visitor's e-mails and page of the visit speak it.
        locale: request.lang,
      })
      .returning();
    return { visit: row!, leadCreated: lead.created };
  });

  // The lead is committed: its alert goes as a lead form's would (the visit's own e-mails are a
  // later step). A queue that fails does not undo the visit; the sweep at start sends it.
  if (leadCreated)
    await queueLeadAlerts(deps.jobs, [visit.leadId]).catch((err) =>
      deps.logger.error({ err, leadId: visit.leadId }, 'could not queue the lead alert of a visit'),
    );
  // The visitor's e-mail (with its .ics) and the reminders' sweep, after the commit: a queue that
  // fails is logged and the visit stands.
  await queueVisitMail(deps, visit, visit.status === 'confirmed' ? 'confirmed' : 'requested');
  await queueReminderSweep(deps.jobs).catch((err) =>
    deps.logger.error({ err }, 'could not queue the visit reminders sweep'),
  );
  deps.logger.info(
    { visitId: visit.id, listingId: visit.listingId, status: visit.status },
    'visit requested',
  );
  return {
    visit: publicVisitView(visit),
    manageToken: visitManageToken(deps.secret, visit.uid),
    message: visit.status === 'confirmed' ? visitApiTexts.confirmed : visitTexts.requested,
  };
}
