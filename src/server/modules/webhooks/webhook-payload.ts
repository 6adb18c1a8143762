import { eq } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { ContactMethod } from '../../../shared/leads';
import type { Operation } from '../../../shared/listing-catalog';
import type { WEBHOOK_PAYLOAD_VERSION, WebhookEventType } from '../../../shared/webhooks';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { listingAtLead, selectLeadsWithListing } from '../lead-delivery/lead-with-listing';

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
  const [row] = await selectLeadsWithListing(db, {}).where(eq(leads.id, leadId));
  if (!row) return null;
  const { lead } = row;
  const listing = listingAtLead(row, publicUrl);
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
      title: listing.title,
      address: listing.address,
      url: listing.url,
      operation: listing.operation,
      type: listing.propertyType,
      reference: listing.reference,
      price: listing.price,
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
