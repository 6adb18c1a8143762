import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import {
  MAX_SHEET_SIGNERS,
  SHEET_CODE,
  SHEET_LINK_HOURS,
  type SheetAddress,
  type SheetAddressInput,
  type SheetSignerView,
  type VisitSheetResponse,
  type VisitSheetView,
  visitSheetApi,
  visitSheetPaths,
  visitSheetTexts,
} from '../../../shared/visit-sheet';
import { type SheetVisitor, visitTexts } from '../../../shared/visits';
import type { Db, Tx } from '../../db/client';
import {
  agencies,
  billingDetails,
  listings,
  users,
  visitSheetSigners,
  visitSheets,
  visits,
} from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';
import { qrSvg } from '../qr/qr-svg';
import { signatureImageError, signedContentSha256, type VisitSheetData } from './visit-sheet';
import { renderVisitSheetPdf } from './visit-sheet-pdf';

/**
 * The parte de visita's life (issue 30): the agent opens it for a confirmed visit (the exact
 * address, the agency's legal identity), the visitor confirms the booked contact with a one-time
 * code and signs on a phone (others with them sign too), the agent signs last, which renders the
 * PDF with its audit page and closes it. Every step runs in one transaction holding the sheet's
 * row, so two phones cannot both take the last code attempt or the same signer position.
 */

type SheetRow = typeof visitSheets.$inferSelect;
type VisitRow = typeof visits.$inferSelect;

/** A sheet's state as the store gives it; the routes add the member's own name (VisitSheetResponse). */
export type SheetState = Omit<VisitSheetResponse, 'agentName'>;

/** The signed-in member's name as their signature shows it, or null when their account has none. */
export async function agentNameOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name.trim() || null;
}

export interface SheetDeps {
  db: Db;
  secret: string;
  publicUrl: string;
}

/** The signing link's secret: an HMAC of the sheet and its expiry, so a new expiry is a new link. */
export const sheetSignToken = (secret: string, sheetId: string, expiresAt: Date) =>
  createHmac('sha256', secret)
    .update(`visit-sheet:${sheetId}:${expiresAt.toISOString()}`)
    .digest('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The code's hash names the sheet, so one sheet's code never opens another's. */
const codeHash = (secret: string, sheetId: string, code: string) =>
  createHmac('sha256', secret).update(`visit-sheet-code:${sheetId}:${code}`).digest('hex');

const signUrl = (d: SheetDeps, sheet: Pick<SheetRow, 'id' | 'signTokenExpiresAt'>) =>
  new URL(visitSheetPaths.signOf(sheetSignToken(d.secret, sheet.id, sheet.signTokenExpiresAt)), d.publicUrl)
    .href;

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SPAIN_TIME_ZONE, dateStyle: 'short' });

/** "juan@gmail.com" → "j•••@gmail.com"; "+34 600 11 22 33" → "••• •• 33". */
export function maskContact(kind: 'email' | 'phone', value: string): string {
  if (kind === 'email') {
    const [local = '', domain = ''] = value.split('@');
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  const digits = value.replace(/\D/g, '');
  return `••• ••• ${digits.slice(-3)}`;
}

/** Why a visit cannot have a sheet now, or null: confirmed or done, from its Madrid day on. */
function visitBlock(visit: VisitRow, now: Date): string | null {
  if (visit.status !== 'confirmed' && visit.status !== 'done') return visitSheetTexts.notSignable;
  if (MADRID_DAY.format(now) < MADRID_DAY.format(visit.startAt)) return visitSheetTexts.notStarted;
  return null;
}

async function agencyVisit(db: Db | Tx, agencyId: string, visitId: string) {
  if (!isUuid(visitId)) throw new AppError('not_found');
  const [row] = await db
    .select({ visit: visits, listing: listings })
    .from(visits)
    .leftJoin(listings, eq(listings.id, visits.listingId))
    .where(and(eq(visits.id, visitId), eq(visits.agencyId, agencyId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** The agency's legal identity for the sheet (its billing details), or null while incomplete. */
async function agencyIdentity(db: Db | Tx, agencyId: string) {
  const [b] = await db.select().from(billingDetails).where(eq(billingDetails.agencyId, agencyId));
  if (!b?.legalName || !b.taxId || !b.addressLine || !b.postalCode || !b.city) return null;
  const province = b.province && b.province !== b.city ? ` (${b.province})` : '';
  return {
    name: b.legalName,
    taxId: b.taxId,
    address: `${b.addressLine}, ${b.postalCode} ${b.city}${province}`,
  };
}

/**
 * The address to offer: the listing's last sheet's (the agent confirmed it once), else the
 * listing's own "Calle Mayor 12" split at its number, its floor and city.
 */
async function draftAddress(
  db: Db | Tx,
  listing: typeof listings.$inferSelect | null,
): Promise<SheetAddressInput> {
  if (!listing) return { street: '', number: '', postalCode: '', city: '' };
  const [last] = await db
    .select({ address: visitSheets.address })
    .from(visitSheets)
    .innerJoin(visits, eq(visits.id, visitSheets.visitId))
    .where(eq(visits.listingId, listing.id))
    .orderBy(desc(visitSheets.createdAt))
    .limit(1);
  if (last) {
    const a = last.address;
    return { ...a, floor: a.floor ?? '', door: a.door ?? '', province: a.province ?? '' };
  }
  const m = /^(.*?)[,\s]+(\d+[A-Za-z]?|s\/n)\b(.*)$/i.exec(listing.address?.trim() ?? '');
  return {
    street: (m ? m[1] : listing.address)?.trim() ?? '',
    number: m?.[2] ?? '',
    floor: listing.floor ?? '',
    door: '',
    postalCode: '',
    city: listing.city ?? '',
  };
}

async function signersOf(db: Db | Tx, sheetId: string) {
  return db
    .select()
    .from(visitSheetSigners)
    .where(eq(visitSheetSigners.sheetId, sheetId))
    .orderBy(asc(visitSheetSigners.position));
}

async function toView(d: SheetDeps, db: Db | Tx, sheet: SheetRow, now = new Date()): Promise<VisitSheetView> {
  const signers = await signersOf(db, sheet.id);
  const open = sheet.status === 'open';
  const url = open && sheet.signTokenExpiresAt > now ? signUrl(d, sheet) : null;
  return {
    id: sheet.id,
    visitId: sheet.visitId,
    status: sheet.status,
    address: sheet.address,
    agencyIdentity: sheet.agencyIdentity,
    propertyReference: sheet.propertyReference,
    signUrl: url,
    signQrSvg: url ? await qrSvg(url) : null,
    linkExpiresAt: sheet.signTokenExpiresAt.toISOString(),
    contact:
      sheet.contactKind && sheet.contactValue
        ? {
            kind: sheet.contactKind,
            masked: maskContact(sheet.contactKind, sheet.contactValue),
            confirmed: sheet.contactConfirmedAt !== null,
            // A code is waiting to be typed (sent, not expired, not spent).
            codeSent: sheet.codeHash !== null && (sheet.codeExpiresAt?.getTime() ?? 0) > now.getTime(),
          }
        : null,
    signers: signers.map(signerView),
    agentName: sheet.agentName,
    signedAt: sheet.signedAt?.toISOString() ?? null,
    contentSha256: sheet.contentSha256,
    pdfUrl: sheet.status === 'signed' ? visitSheetApi.pdfOf(sheet.visitId) : null,
  };
}

const signerView = (s: typeof visitSheetSigners.$inferSelect): SheetSignerView => ({
  position: s.position,
  name: s.name,
  idNumber: s.idNumber,
  firstVisit: s.firstVisit,
  signedAt: s.signedAt.toISOString(),
});

/** GET /api/visits/:id/sheet: the sheet, or what opening one would use. */
export async function getVisitSheet(d: SheetDeps, agencyId: string, visitId: string): Promise<SheetState> {
  const { visit, listing } = await agencyVisit(d.db, agencyId, visitId);
  const [sheet] = await d.db.select().from(visitSheets).where(eq(visitSheets.visitId, visit.id));
  const identity = await agencyIdentity(d.db, agencyId);
  return {
    sheet: sheet ? await toView(d, d.db, sheet) : null,
    draft: {
      address: await draftAddress(d.db, listing),
      agencyIdentity: identity,
      blocked: !listing
        ? visitSheetTexts.listingGone
        : !identity
          ? visitSheetTexts.missingIdentity
          : visitBlock(visit, new Date()),
    },
  };
}

/** The booked contact the code goes to: the e-mail when there is one, else the phone. */
const bookedContact = (visit: VisitRow) =>
  visit.visitorEmail
    ? { kind: 'email' as const, value: visit.visitorEmail }
    : { kind: 'phone' as const, value: visit.visitorPhone ?? '' };

/**
 * POST /api/visits/:id/sheet: opens the visit's sheet with the address the agent confirmed. A
 * second call while one is open answers the open one (two taps, two devices): one per visit.
 */
export async function openVisitSheet(
  d: SheetDeps,
  opts: { agencyId: string; memberId: string | null; visitId: string; address: SheetAddress },
): Promise<SheetState> {
  await d.db.transaction(async (tx) => {
    const { visit, listing } = await agencyVisit(tx, opts.agencyId, opts.visitId);
    await tx.select({ id: visits.id }).from(visits).where(eq(visits.id, visit.id)).for('update');
    const [existing] = await tx
      .select({ id: visitSheets.id })
      .from(visitSheets)
      .where(eq(visitSheets.visitId, visit.id));
    if (existing) return;
    if (!listing) throw new AppError('conflict', visitSheetTexts.listingGone);
    const identity = await agencyIdentity(tx, opts.agencyId);
    if (!identity) throw new AppError('conflict', visitSheetTexts.missingIdentity);
    const block = visitBlock(visit, new Date());
    if (block) throw new AppError('conflict', block);
    const id = crypto.randomUUID();
    const expiresAt = linkExpiry();
    const contact = bookedContact(visit);
    await tx.insert(visitSheets).values({
      id,
      agencyId: opts.agencyId,
      visitId: visit.id,
      memberId: opts.memberId,
      agencyIdentity: identity,
      propertyReference: propertyLabel(listing),
      address: opts.address,
      signTokenHash: sha256(sheetSignToken(d.secret, id, expiresAt)),
      signTokenExpiresAt: expiresAt,
      contactKind: contact.value ? contact.kind : null,
      contactValue: contact.value || null,
    });
  });
  return getVisitSheet(d, opts.agencyId, opts.visitId);
}

/** Whole seconds: the expiry is part of the token, and the database keeps microseconds. */
const linkExpiry = () => new Date(Math.floor(Date.now() / 1000) * 1000 + SHEET_LINK_HOURS * 3600_000);

/** POST /api/visits/:id/sheet/link: a new signing link; the old one stops working at once. */
export async function renewSheetLink(d: SheetDeps, agencyId: string, visitId: string): Promise<SheetState> {
  const { visit } = await agencyVisit(d.db, agencyId, visitId);
  const [sheet] = await d.db.select().from(visitSheets).where(eq(visitSheets.visitId, visit.id));
  if (!sheet) throw new AppError('not_found');
  if (sheet.status !== 'open') throw new AppError('conflict', visitSheetTexts.alreadySigned);
  // Always a later expiry than the current one, so a second tap within the same second is a new link too.
  const expiresAt = new Date(Math.max(linkExpiry().getTime(), sheet.signTokenExpiresAt.getTime() + 1000));
  await d.db
    .update(visitSheets)
    .set({
      signTokenHash: sha256(sheetSignToken(d.secret, sheet.id, expiresAt)),
      signTokenExpiresAt: expiresAt,
      // A fresh link is a fresh start for the codes (the agent is there to vouch for it).
      codesSent: 0,
      codeHash: null,
      codeAttempts: 0,
    })
    .where(and(eq(visitSheets.id, sheet.id), eq(visitSheets.status, 'open')));
  return getVisitSheet(d, agencyId, visitId);
}

/** The sheet a signing link names while it is open and unexpired; null for anything else. */
export async function sheetByToken(db: Db | Tx, token: unknown, lock = false) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const q = db
    .select()
    .from(visitSheets)
    .where(eq(visitSheets.signTokenHash, sha256(token)));
  const [sheet] = lock ? await q.for('update') : await q;
  if (!sheet || sheet.signTokenExpiresAt <= new Date()) return null;
  return sheet;
}

/** What the visitor's signing page shows. */
export async function signingContext(db: Db, sheet: SheetRow) {
  const [row] = await db
    .select({ visit: visits, agencyName: agencies.name })
    .from(visits)
    .innerJoin(agencies, eq(agencies.id, visits.agencyId))
    .where(eq(visits.id, sheet.visitId));
  if (!row) return null;
  return {
    visit: row.visit,
    agencyName: row.agencyName,
    signers: (await signersOf(db, sheet.id)).map(signerView),
  };
}

export type SheetStepError = { field?: string; message: string };
type Outcome<T> = { ok: true; value: T } | { ok: false; error: SheetStepError };
const refuse = (message: string, field?: string): Outcome<never> => ({
  ok: false,
  error: { message, field },
});

/**
 * Sends a new one-time code to the booked contact (`kind` picks the e-mail or the phone when the
 * visit has both). Returns the code and where it goes; the caller sends it after the commit.
 */
export async function issueSheetCode(
  d: SheetDeps,
  token: string,
  kind: 'email' | 'phone' | undefined,
): Promise<Outcome<{ code: string; to: { kind: 'email' | 'phone'; value: string }; sheet: SheetRow }>> {
  return d.db.transaction(async (tx) => {
    const sheet = await sheetByToken(tx, token, true);
    if (!sheet) return refuse(visitSheetTexts.linkInvalid);
    if (sheet.status !== 'open') return refuse(visitSheetTexts.alreadySigned);
    const [visit] = await tx.select().from(visits).where(eq(visits.id, sheet.visitId));
    if (!visit) return refuse(visitSheetTexts.linkInvalid);
    const to =
      kind === 'phone' && visit.visitorPhone
        ? { kind: 'phone' as const, value: visit.visitorPhone }
        : kind === 'email' && visit.visitorEmail
          ? { kind: 'email' as const, value: visit.visitorEmail }
          : bookedContact(visit);
    if (!to.value) return refuse(visitSheetTexts.linkInvalid);
    if (sheet.codesSent >= SHEET_CODE.maxSent) return refuse(visitSheetTexts.codeLimit);
    const now = Date.now();
    if (sheet.codeSentAt && now - sheet.codeSentAt.getTime() < SHEET_CODE.resendSeconds * 1000)
      return refuse(visitSheetTexts.codeWait);
    const code = String(randomInt(0, 10 ** SHEET_CODE.digits)).padStart(SHEET_CODE.digits, '0');
    const [updated] = await tx
      .update(visitSheets)
      .set({
        codeHash: codeHash(d.secret, sheet.id, code),
        codeExpiresAt: new Date(now + SHEET_CODE.minutes * 60_000),
        codeAttempts: 0,
        codesSent: sheet.codesSent + 1,
        codeSentAt: new Date(now),
        contactKind: to.kind,
        contactValue: to.value,
        contactConfirmedAt: null,
      })
      .where(eq(visitSheets.id, sheet.id))
      .returning();
    return { ok: true, value: { code, to, sheet: updated! } };
  });
}

/** Checks a typed code: right, the contact is confirmed; wrong, one attempt fewer (then none). */
export async function verifySheetCode(d: SheetDeps, token: string, code: string): Promise<Outcome<null>> {
  return d.db.transaction(async (tx) => {
    const sheet = await sheetByToken(tx, token, true);
    if (!sheet) return refuse(visitSheetTexts.linkInvalid);
    if (sheet.status !== 'open') return refuse(visitSheetTexts.alreadySigned);
    if (!sheet.codeHash || !sheet.codeExpiresAt || sheet.codeExpiresAt <= new Date())
      return refuse(visitSheetTexts.codeExpired, 'code');
    if (sheet.codeAttempts >= SHEET_CODE.attempts) return refuse(visitSheetTexts.codeWrong(0), 'code');
    const expected = Buffer.from(sheet.codeHash, 'hex');
    const given = Buffer.from(codeHash(d.secret, sheet.id, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = sheet.codeAttempts + 1;
      await tx
        .update(visitSheets)
        // The last wrong try spends the code: a new one must be asked for.
        .set(
          attempts >= SHEET_CODE.attempts
            ? { codeAttempts: attempts, codeHash: null }
            : { codeAttempts: attempts },
        )
        .where(eq(visitSheets.id, sheet.id));
      return refuse(visitSheetTexts.codeWrong(SHEET_CODE.attempts - attempts), 'code');
    }
    await tx
      .update(visitSheets)
      .set({ contactConfirmedAt: new Date(), codeHash: null, codeExpiresAt: null })
      .where(eq(visitSheets.id, sheet.id));
    return { ok: true, value: null };
  });
}

/** One visitor signs: their data (already checked by the shared schema) and drawn signature. */
export async function addSheetSigner(
  d: SheetDeps,
  token: string,
  signer: SheetVisitor,
  signature: Uint8Array | null,
): Promise<Outcome<{ name: string }>> {
  const image = signatureImageError(signature);
  if (image) return refuse(SIGNATURE_ERRORS[image], 'signature');
  return d.db.transaction(async (tx) => {
    const sheet = await sheetByToken(tx, token, true);
    if (!sheet) return refuse(visitSheetTexts.linkInvalid);
    if (sheet.status !== 'open') return refuse(visitSheetTexts.alreadySigned);
    if (!sheet.contactConfirmedAt) return refuse(visitSheetTexts.codeFirst);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(visitSheetSigners)
      .where(eq(visitSheetSigners.sheetId, sheet.id));
    if (n >= MAX_SHEET_SIGNERS) return refuse(visitSheetTexts.tooManySigners);
    await tx.insert(visitSheetSigners).values({
      sheetId: sheet.id,
      position: n + 1,
      name: signer.name,
      idNumber: signer.idNumber,
      firstVisit: signer.firstVisit,
      signature: signature!,
    });
    return { ok: true, value: { name: signer.name } };
  });
}

export const SIGNATURE_ERRORS = {
  missing: visitTexts.signatureRequired,
  tooBig: visitTexts.signatureTooBig,
  notPng: visitTexts.signatureNotPng,
} as const;

/**
 * The agent signs last: the PDF is rendered from the stored data and signatures, its SHA-256
 * computed, and everything stored in one update. Returns the sheet's id for the e-mail.
 */
export async function signSheetAsAgent(
  d: SheetDeps,
  opts: {
    agencyId: string;
    userId: string;
    visitId: string;
    signature: Uint8Array | null;
    /** The name typed on the sign form (the schema's agentNameField), used when the account has none. */
    agentName?: string;
  },
): Promise<SheetState> {
  const image = signatureImageError(opts.signature);
  if (image)
    throw new AppError('validation', SIGNATURE_ERRORS[image], { signature: SIGNATURE_ERRORS[image] });
  await d.db.transaction(async (tx) => {
    const { visit } = await agencyVisit(tx, opts.agencyId, opts.visitId);
    const [sheet] = await tx
      .select()
      .from(visitSheets)
      .where(eq(visitSheets.visitId, visit.id))
      .for('update');
    if (!sheet) throw new AppError('not_found');
    if (sheet.status !== 'open') throw new AppError('conflict', visitSheetTexts.alreadySigned);
    if (!sheet.contactConfirmedAt || !sheet.contactKind || !sheet.contactValue)
      throw new AppError('conflict', visitSheetTexts.contactNotConfirmed);
    const signers = await signersOf(tx, sheet.id);
    if (signers.length === 0) throw new AppError('conflict', visitSheetTexts.noSigners);
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, opts.userId));
    // The account's name; an account without one gives it here, and keeps it.
    const own = user?.name.trim();
    const agentName = own || opts.agentName?.trim();
    if (!agentName)
      throw new AppError('validation', visitSheetTexts.agentNameRequired, {
        agentName: visitSheetTexts.agentNameRequired,
      });
    if (!own) await tx.update(users).set({ name: agentName }).where(eq(users.id, opts.userId));
    const signedAt = new Date();
    const data: VisitSheetData = {
      visitId: visit.id,
      agency: sheet.agencyIdentity,
      property: { reference: sheet.propertyReference, address: sheet.address },
      startsAt: visit.startAt,
      visitors: signers.map((s) => ({
        name: s.name,
        idNumber: s.idNumber,
        firstVisit: s.firstVisit,
        signaturePng: s.signature,
      })),
      agent: { name: agentName, signaturePng: opts.signature! },
      requestedAt: sheet.createdAt,
      signedAt,
      confirmedContact: {
        kind: sheet.contactKind,
        value: sheet.contactValue,
        confirmedAt: sheet.contactConfirmedAt,
      },
    };
    const pdf = await renderVisitSheetPdf(data);
    await tx
      .update(visitSheets)
      .set({
        status: 'signed',
        agentName,
        agentSignature: opts.signature!,
        signedAt,
        contentSha256: signedContentSha256(data),
        pdf,
        codeHash: null,
      })
      .where(eq(visitSheets.id, sheet.id));
  });
  return getVisitSheet(d, opts.agencyId, opts.visitId);
}

/** The signed PDF of the agency's visit; 404 for another agency's visit or an unsigned sheet. */
export async function sheetPdfOf(db: Db, agencyId: string, visitId: string) {
  if (!isUuid(visitId)) throw new AppError('not_found');
  const [row] = await db
    .select({ pdf: visitSheets.pdf, reference: visitSheets.propertyReference, startAt: visits.startAt })
    .from(visitSheets)
    .innerJoin(visits, eq(visits.id, visitSheets.visitId))
    .where(
      and(eq(visitSheets.visitId, visitId), eq(visitSheets.agencyId, agencyId), isNotNull(visitSheets.pdf)),
    );
  if (!row?.pdf) throw new AppError('not_found');
  return { pdf: row.pdf, filename: sheetFilename(row.reference, row.startAt) };
}

/** The signed PDF of a visit, for its visitor's own link (modules/visits/manage-token.ts). */
export async function sheetPdfOfVisit(db: Db, visitId: string) {
  const [row] = await db
    .select({ pdf: visitSheets.pdf, reference: visitSheets.propertyReference, startAt: visits.startAt })
    .from(visitSheets)
    .innerJoin(visits, eq(visits.id, visitSheets.visitId))
    .where(and(eq(visitSheets.visitId, visitId), isNotNull(visitSheets.pdf)));
  return row?.pdf ? { pdf: row.pdf, filename: sheetFilename(row.reference, row.startAt) } : null;
}

/** Whether the visit has a signed sheet (its visitor's page then links the PDF). */
export async function hasSignedSheet(db: Db, visitId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: visitSheets.id })
    .from(visitSheets)
    .where(and(eq(visitSheets.visitId, visitId), eq(visitSheets.status, 'signed')));
  return row !== undefined;
}

/** "parte-de-visita-REF-0012-2027-05-14.pdf" */
/**
 * How the sheet names the property beside its address: the agency's reference ("Ref. MAD-001"),
 * else the listing's title (a title is no reference, so it is not labelled as one).
 */
export const propertyLabel = (listing: { reference: string | null; title: string }) => {
  const reference = listing.reference?.trim();
  return reference ? `Ref. ${reference}` : listing.title;
};

export const sheetFilename = (reference: string, startAt: Date) =>
  `parte-de-visita-${
    reference
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'inmueble'
  }-${MADRID_DAY.format(startAt)}.pdf`;
