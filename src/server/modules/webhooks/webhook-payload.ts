import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { ContactMethod } from '../../../shared/leads';
import type { Operation } from '../../../shared/listing-catalog';
import { paths } from '../../../shared/paths';
import type { WEBHOOK_PAYLOAD_VERSION, WebhookEventType } from '../../../shared/webhooks';
import type { Db } from '../../db/client';
import { agencies, leads, listings, rooms, styles, uses } from '../../db/schema';
import { factsAtLead } from '../leads/lead-listing';

/** The `data` of a `lead.created` event, version 1 (docs/webhooks.md documents every field). */
export interface LeadEventData {
  lead: {
    id: string;
    created_at: string;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    contact_method: ContactMethod;
    language: Lang;
    interest: { use: string | null; room: string | null; style: string | null } | null;
  };
  listing: {
    id: string | null;
    title: string;
    address: string | null;
    url: string | null;
    /** `sale` or `rent` (then `price` is a month's rent). Added within version 1. */
    operation: Operation;
    /** The property type's code (`piso`, `local`…); null only for a lead older than the types. */
    type: string | null;
    /** The agency's own reference, or null. */
    reference: string | null;
    /** Whole euros, or null: price on request. */
    price: number | null;
  };
  agency: { id: string; name: string };
}

/** The whole body, as sent and signed. */
export interface WebhookEvent {
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  type: WebhookEventType;
  id: string;
  created_at: string;
  data: LeadEventData;
}

export const eventBody = (event: WebhookEvent): string => JSON.stringify(event);

/** The `data` of a lead, read once when its deliveries are created; null if it is gone. */
export async function leadEventData(
  db: Db,
  leadId: string,
  publicUrl: string,
): Promise<LeadEventData | null> {
  const [row] = await db
    .select({
      lead: leads,
      agencyName: agencies.name,
      listingSlug: listings.slug,
      listingPublished: listings.published,
      listingOperation: listings.operation,
      listingType: listings.propertyType,
      listingReference: listings.reference,
      listingPrice: listings.price,
      useLabel: uses.label,
      roomLabel: rooms.label,
      styleLabel: styles.label,
    })
    .from(leads)
    .innerJoin(agencies, eq(agencies.id, leads.agencyId))
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(uses, eq(uses.code, leads.useCode))
    .leftJoin(rooms, and(eq(rooms.useCode, leads.useCode), eq(rooms.code, leads.roomCode)))
    .leftJoin(styles, and(eq(styles.useCode, leads.useCode), eq(styles.code, leads.styleCode)))
    .where(eq(leads.id, leadId));
  if (!row) return null;
  const { lead } = row;
  const facts = factsAtLead(lead.payload, {
    operation: row.listingOperation,
    propertyType: row.listingType,
    reference: row.listingReference,
    price: row.listingPrice,
  });
  const interest =
    row.useLabel || row.roomLabel || row.styleLabel
      ? { use: row.useLabel, room: row.roomLabel, style: row.styleLabel }
      : null;
  return {
    lead: {
      id: lead.id,
      created_at: lead.createdAt.toISOString(),
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      contact_method: lead.payload.contact_method,
      language: lead.payload.buyer_lang ?? 'es',
      interest,
    },
    listing: {
      id: lead.listingId,
      title: lead.payload.listing_title,
      address: lead.payload.listing_address,
      url: row.listingSlug && row.listingPublished ? publicUrl + paths.listing(row.listingSlug) : null,
      operation: facts.operation,
      type: facts.propertyType,
      reference: facts.reference,
      price: facts.price,
    },
    agency: { id: lead.agencyId, name: row.agencyName },
  };
}

/**
 * The data of "Enviar prueba": the shape of a real lead, plainly marked as an example, so a receiver
 * can be built and checked against it before the first buyer writes.
 */
export function testEventData(agency: { id: string; name: string }, now: Date): LeadEventData {
  return {
    lead: {
      id: '00000000-0000-4000-8000-000000000000',
      created_at: now.toISOString(),
      first_name: 'Prueba',
      last_name: 'Escaparate',
      email: 'prueba@example.com',
      phone: '+34 600 000 000',
      contact_method: 'email',
      language: 'es',
      interest: null,
    },
    listing: {
      id: null,
      title: 'Inmueble de ejemplo',
      address: null,
      url: null,
      operation: 'sale',
      type: 'piso',
      reference: 'EJEMPLO-1',
      price: 245_000,
    },
    agency,
  };
}
