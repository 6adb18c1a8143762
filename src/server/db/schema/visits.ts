import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
 * when member_id is null): every write that holds time locks that calendar (visit-store.ts lockCalendar) and checks again
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
    /** The language of the page it was booked on: the visitor's e-mails and page follow it. */
    locale: text({ enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.startAt), index().on(t.listingId), index().on(t.leadId)],
);

/** Binary data kept in the row (signature images, the signed PDF), so it commits with it. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
  fromDriver: (v) => new Uint8Array(v),
});

/** The exact address on a visit sheet (the public listing may show less of it). */
export interface SheetAddressColumn {
  street: string;
  number: string;
  floor: string | null;
  door: string | null;
  postalCode: string;
  city: string;
  province: string | null;
}

/**
 * The parte de visita of a visit (issue 30): opened by an agent, signed on a phone by the
 * visitor(s) after a one-time code confirms the booked contact, then by the agent, which renders
 * the PDF. Everything (signature images, the PDF) lives in the row, so a sheet is stored whole or
 * not at all, goes with a lead's erasure (cascade from the visit), and is in every backup. Never
 * public: the agency reads it through its session, the visitor through their visit's link.
 */
export const visitSheets = pgTable(
  'visit_sheets',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    visitId: uuid()
      .notNull()
      .unique()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** Who opened it; the agent who signs is recorded by name at signing. */
    memberId: uuid().references(() => agencyMembers.id, { onDelete: 'set null' }),
    /** The agency's identity as printed: legal name, NIF, registered address (billing details). */
    agencyIdentity: jsonb().$type<{ name: string; taxId: string; address: string }>().notNull(),
    propertyReference: text().notNull(),
    address: jsonb().$type<SheetAddressColumn>().notNull(),
    /** SHA-256 of the visitor's signing link (the QR on the agent's screen); valid until expiry. */
    signTokenHash: text().notNull().unique(),
    signTokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['open', 'signed'] })
      .notNull()
      .default('open'),
    /** The booked contact the one-time code goes to, and when it was confirmed. */
    contactKind: text({ enum: ['email', 'phone'] }),
    contactValue: text(),
    contactConfirmedAt: timestamp({ withTimezone: true }),
    /** The current one-time code: its hash, expiry and wrong attempts; how many were sent. */
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    codeAttempts: integer().notNull().default(0),
    codesSent: integer().notNull().default(0),
    codeSentAt: timestamp({ withTimezone: true }),
    agentName: text(),
    agentSignature: bytes(),
    signedAt: timestamp({ withTimezone: true }),
    /** The SHA-256 printed on the audit page (visit-sheet.ts signedContentSha256). */
    contentSha256: text(),
    pdf: bytes(),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.createdAt)],
);

/** Each visitor who signed a sheet, in order. */
export const visitSheetSigners = pgTable(
  'visit_sheet_signers',
  {
    id: uuidPk(),
    sheetId: uuid()
      .notNull()
      .references(() => visitSheets.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    idNumber: text().notNull(),
    firstVisit: boolean().notNull(),
    signature: bytes().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('visit_sheet_signers_sheet_position_key').on(t.sheetId, t.position)],
);
