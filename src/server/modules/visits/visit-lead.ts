import { randomUUID } from 'node:crypto';
import { compactPhone } from '../../../shared/phone';
import type { leads } from '../../db/schema';
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

/** The contact a visit's lead is matched and stored by: lower-case e-mail, compact phone. */
export function visitContact(opts: { email: string; phone: string }) {
  return {
    email: opts.email ? opts.email.toLowerCase() : null,
    phone: opts.phone ? compactPhone(opts.phone) : null,
  };
}

/**
 * A new lead for a visit, stored as the interest form stores one (normalised contact, the
 * listing's snapshot in the payload, consent given). Used when the listing has no lead of the same
 * e-mail or phone (the booking's transaction looks first).
 */
export function newVisitLead(
  listing: VisitListing,
  opts: { name: string; email: string; phone: string; userAgent: string | null },
): typeof leads.$inferInsert & { id: string } {
  const { email, phone } = visitContact(opts);
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
  return {
    id: randomUUID(),
    agencyId: listing.agencyId,
    listingId: listing.id,
    ...splitName(opts.name),
    email,
    phone,
    source: 'direct',
    consentGdpr: true,
    status: 'new',
    payload,
  };
}
