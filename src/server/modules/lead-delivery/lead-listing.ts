import type { Operation } from '../../../shared/listing-catalog';
import type { LeadPayload } from '../../db/schema';

/**
 * What a lead keeps of its listing's ad besides the title and address, as it was when the lead
 * arrived (issue 24): the alert and the webhook tell it, and the dashboard and the CSV fall back
 * to it once the listing is deleted. Leads from before these fields lack them.
 */
export interface LeadListingSnapshot {
  listing_operation?: Operation;
  /** The property type's code (piso, local…). */
  listing_type?: string;
  listing_reference?: string | null;
  /** Whole euros; a month for a rent; null: "Precio a consultar". */
  listing_price?: number | null;
}

/** The payload a lead is stored with. */
export type StoredLeadPayload = LeadPayload & LeadListingSnapshot;

/** A listing's ad facts as the lead's readers use them. */
export interface LeadListingFacts {
  operation: Operation;
  /** Null only for a lead from before the property types whose listing is gone. */
  propertyType: string | null;
  reference: string | null;
  price: number | null;
}

/** The listing's columns of the same facts, when its row still exists. */
export interface ListingFactColumns {
  operation: Operation | null;
  propertyType: string | null;
  reference: string | null;
  price: number | null;
}

export function snapshotOf(listing: {
  operation: Operation;
  propertyType: string;
  reference: string | null;
  price: number | null;
}): Required<LeadListingSnapshot> {
  return {
    listing_operation: listing.operation,
    listing_type: listing.propertyType,
    listing_reference: listing.reference,
    listing_price: listing.price,
  };
}

const fromSnapshot = (p: StoredLeadPayload): LeadListingFacts | null =>
  p.listing_operation
    ? {
        operation: p.listing_operation,
        propertyType: p.listing_type ?? null,
        reference: p.listing_reference ?? null,
        price: p.listing_price ?? null,
      }
    : null;

const fromColumns = (c: ListingFactColumns | null): LeadListingFacts | null =>
  c?.operation
    ? { operation: c.operation, propertyType: c.propertyType, reference: c.reference, price: c.price }
    : null;

/** Every listing was a sale before rents existed: a lead without snapshot nor listing was one. */
const UNKNOWN: LeadListingFacts = { operation: 'sale', propertyType: null, reference: null, price: null };

/**
 * The facts as they were when the lead arrived (the alert, the webhook): the snapshot, else the
 * listing now (a lead stored before the snapshot existed).
 */
export function factsAtLead(payload: LeadPayload, listing: ListingFactColumns | null): LeadListingFacts {
  return fromSnapshot(payload) ?? fromColumns(listing) ?? UNKNOWN;
}

/** The facts now (the dashboard, the CSV): the listing's row, else what the lead kept of it. */
export function factsNow(payload: LeadPayload, listing: ListingFactColumns | null): LeadListingFacts {
  return fromColumns(listing) ?? fromSnapshot(payload) ?? UNKNOWN;
}
