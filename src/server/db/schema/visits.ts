import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { VISIT_LENGTH, VISIT_PROPOSERS, VISIT_STATUSES, type WeeklyHours } from '../../../shared/visits';
import { agencies, agencyMembers } from './agencies';
import { timestamps, uuidPk } from './columns';
import { leads } from './leads';
import { listings } from './listings';

/**
 * Visiting hours (issue 30). One row per member who set theirs, and one per agency with
 * member_id null: the agency's default, used for listings without an assigned agent and for an
 * agent who has not set hours of their own. NULLS NOT DISTINCT keeps that default row unique too.
 */
export const visitSettings = pgTable(
  'visit_settings',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The member whose hours these are; null: the agency's default. */
    memberId: uuid().references(() => agencyMembers.id, { onDelete: 'cascade' }),
    /** Madrid wall-clock ranges per weekday (weeklyHoursSchema). */
    weeklyHours: jsonb().$type<WeeklyHours>().notNull(),
    lengthMinutes: integer().notNull().default(VISIT_LENGTH.default),
    /** A booked slot is confirmed at once instead of waiting for the member. */
    autoConfirm: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [unique('visit_settings_agency_member_key').on(t.agencyId, t.memberId).nullsNotDistinct()],
);

/**
 * A visit of a listing, always for a lead (the booking creates or reuses one). Times are
 * instants; the member's hours are Madrid wall clock (slots.ts turns them into instants).
 * `sequence` rises with each change the visitor is told about and `uid` never changes, as an
 * .ics invitation needs (ics.ts). Only the SHA-256 of the visitor's manage link is kept.
 * No two visits holding time (holdsSlot) overlap in one calendar (a member's, or the agency's
 * when member_id is null): every write that holds time locks the agency's row and checks again
 * inside its transaction (modules/visits/book-visit.ts). Not a unique or exclusion constraint:
 * a removed member's visits fall to the agency's calendar (set null), which must never fail the
 * removal, and an exclusion constraint on the member needs btree_gist, not loaded in PGlite.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Null once the listing is deleted: the visit stays in the agency's history. */
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    /** Erasing the person (RGPD) erases their visits with their leads. */
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Who shows it: the listing's agent when booked; null: the agency (its default calendar). */
    memberId: uuid().references(() => agencyMembers.id, { onDelete: 'set null' }),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: VISIT_STATUSES }).notNull().default('requested'),
    /** A time outside the offered slots (the visitor's proposal, or the agency's other time). */
    proposed: boolean().notNull().default(false),
    /** Who proposed the current time when `proposed`: the other side is to answer. */
    proposedBy: text({ enum: VISIT_PROPOSERS }),
    sequence: integer().notNull().default(0),
    uid: text().notNull().unique(),
    visitorName: text().notNull(),
    visitorEmail: text(),
    visitorPhone: text(),
    manageTokenHash: text().notNull().unique(),
    /** When the reminders went out (24 h and 2 h before): each is sent once. */
    reminded24hAt: timestamp({ withTimezone: true }),
    reminded2hAt: timestamp({ withTimezone: true }),
    /** When the visitor was asked for their opinion (an hour after the visit), and the answer. */
    feedbackAskedAt: timestamp({ withTimezone: true }),
    /** 1–5. */
    feedbackRating: integer(),
    feedbackComment: text(),
    feedbackAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.startAt), index().on(t.listingId), index().on(t.leadId)],
);
