import { and, eq, gt, sql } from 'drizzle-orm';
import type { LeadValues } from '../../../shared/lead-schema';
import { leadTexts } from '../../../shared/leads';
import type { LeadSuspicion } from '../../../shared/leads-dashboard';
import type { Db } from '../../db/client';
import { leads, listings, rooms, styles } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The same request again within this window is the same lead (double clicks, retries). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

export type LeadRow = typeof leads.$inferSelect;

/** Room/style tags come from the visitor's page: unknown ones are dropped, never a reason to lose the lead. */
async function knownTags(db: Db, v: LeadValues) {
  const useCode = v.useCode === 'residencial' || v.useCode === 'comercial' ? v.useCode : null;
  if (!useCode) return { useCode: null, roomCode: null, styleCode: null };
  const [room] = v.roomCode
    ? await db
        .select({ code: rooms.code })
        .from(rooms)
        .where(and(eq(rooms.useCode, useCode), eq(rooms.code, v.roomCode)))
    : [];
  const [style] = v.styleCode
    ? await db
        .select({ code: styles.code })
        .from(styles)
        .where(and(eq(styles.useCode, useCode), eq(styles.code, v.styleCode)))
    : [];
  return { useCode, roomCode: room?.code ?? null, styleCode: style?.code ?? null };
}

/**
 * Stores an interest request for a published listing. A success means the row is committed.
 * Concurrent identical requests (a double click) are serialised on the listing row and give
 * one lead.
 */
export async function submitLead(opts: {
  db: Db;
  slug: string;
  values: LeadValues;
  userAgent: string | null;
  /** Why the intake found the lead suspicious (lead-suspicion.ts); stored with it. */
  suspicion?: LeadSuspicion | null;
  now?: Date;
}): Promise<{ lead: LeadRow; duplicate: boolean }> {
  const { db, values } = opts;
  const now = opts.now ?? new Date();
  const [listing] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.slug, opts.slug), eq(listings.published, true)));
  if (!listing) throw new AppError('not_found', leadTexts.listingUnknown);
  const tags = await knownTags(db, values);
  const email = values.email ? values.email.toLowerCase() : null;
  const phone = values.phone ? values.phone.replace(/[\s().-]/g, '') : null;

  return db.transaction(async (tx) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)).for('update');
    const [same] = await tx
      .select()
      .from(leads)
      .where(
        and(
          eq(leads.listingId, listing.id),
          gt(leads.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
          sql`lower(${leads.firstName}) = lower(${values.firstName})`,
          sql`lower(${leads.lastName}) = lower(${values.lastName})`,
          email ? eq(leads.email, email) : sql`${leads.email} is null`,
          phone ? eq(leads.phone, phone) : sql`${leads.phone} is null`,
          tags.styleCode ? eq(leads.styleCode, tags.styleCode) : sql`${leads.styleCode} is null`,
          tags.roomCode ? eq(leads.roomCode, tags.roomCode) : sql`${leads.roomCode} is null`,
        ),
      )
      .limit(1);
    if (same) return { lead: same, duplicate: true };
    const [lead] = await tx
      .insert(leads)
      .values({
        agencyId: listing.agencyId,
        listingId: listing.id,
        firstName: values.firstName,
        lastName: values.lastName,
        email,
        phone,
        ...tags,
        source: 'direct',
        suspicion: opts.suspicion ?? null,
        consentGdpr: true,
        status: 'new',
        payload: {
          listing_title: listing.title,
          listing_address: [listing.address, listing.city].filter(Boolean).join(', ') || null,
          user_agent: opts.userAgent?.slice(0, 400) ?? null,
          contact_method: values.contactMethod,
          timestamp: now.toISOString(),
          buyer_lang: values.lang,
        },
      })
      .returning();
    return { lead: lead!, duplicate: false };
  });
}
