import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { compactPhone } from '../../../shared/phone';
import type { Tx } from '../../db/client';
import { leads } from '../../db/schema';
import { type StoredLeadPayload, snapshotOf } from '../lead-delivery/lead-listing';

/** The listing facts a visit's lead is stored with (what the lead writer stores with a lead). */
export interface VisitListing {
  id: string;
  agencyId: string;
  title: string;
  address: string | null;
  city: string | null;
  operation: 'sale' | 'rent';
  propertyType: string;
  reference: string | null;
  price: number | null;
}

/** "Ana María López García" → first word and the rest: the lead keeps two name fields. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * The lead a visit belongs to, inside the booking's transaction: the newest lead of the same
 * e-mail or phone on this listing, else a new one stored as the interest form stores it
 * (normalised contact, the listing's snapshot in the payload, consent given). Returns whether it
 * is new, so only a new lead gets its alert.
 */
export async function findOrCreateVisitLead(
  tx: Tx,
  opts: { listing: VisitListing; name: string; email: string; phone: string; userAgent: string | null },
): Promise<{ id: string; created: boolean }> {
  const email = opts.email ? opts.email.toLowerCase() : null;
  const phone = opts.phone ? compactPhone(opts.phone) : null;
  const same: SQL[] = [];
  if (email) same.push(eq(leads.email, email));
  if (phone) same.push(eq(leads.phone, phone));
  const [existing] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.listingId, opts.listing.id), or(...same)))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (existing) return { id: existing.id, created: false };
  const { listing } = opts;
  const payload: StoredLeadPayload = {
    listing_title: listing.title,
    listing_address: [listing.address, listing.city].filter(Boolean).join(', ') || null,
    ...snapshotOf(listing),
    user_agent: opts.userAgent?.slice(0, 400) ?? null,
    // The lead's channel: the e-mail when given, else the phone (the lead form's WhatsApp).
    contact_method: email ? 'email' : 'whatsapp',
    timestamp: new Date().toISOString(),
    buyer_lang: 'es',
  };
  const [row] = await tx
    .insert(leads)
    .values({
      agencyId: listing.agencyId,
      listingId: listing.id,
      ...splitName(opts.name),
      email,
      phone,
      source: 'direct',
      consentGdpr: true,
      status: 'new',
      payload,
    })
    .returning({ id: leads.id });
  return { id: row!.id, created: true };
}
