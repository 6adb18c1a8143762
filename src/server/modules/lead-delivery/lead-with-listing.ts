import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies, leads, listings, rooms, styles, uses } from '../../db/schema';
import { factsAtLead, type LeadListingFacts } from './lead-listing';

/** What the alert and the webhook tell of a lead besides the lead itself. */
const leadWithListingColumns = {
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
};

/**
 * Leads joined to their agency, their listing (while it exists) and the labels of the buyer's
 * choice in the AI section. `extra` adds columns of tables the caller joins after these.
 */
export function selectLeadsWithListing<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...leadWithListingColumns, ...extra })
    .from(leads)
    .innerJoin(agencies, eq(agencies.id, leads.agencyId))
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(uses, eq(uses.code, leads.useCode))
    .leftJoin(rooms, and(eq(rooms.useCode, leads.useCode), eq(rooms.code, leads.roomCode)))
    .leftJoin(styles, and(eq(styles.useCode, leads.useCode), eq(styles.code, leads.styleCode)));
}

/** A row of `selectLeadsWithListing`, as far as `listingAtLead` reads it. */
interface LeadListingRow {
  lead: typeof leads.$inferSelect;
  listingSlug: string | null;
  listingPublished: boolean | null;
  listingOperation: LeadListingFacts['operation'] | null;
  listingType: string | null;
  listingReference: string | null;
  listingPrice: number | null;
}

/** The listing as the lead's alert and webhook tell it: its facts when the lead arrived. */
export function listingAtLead(row: LeadListingRow, publicUrl: string) {
  const { lead } = row;
  return {
    title: lead.payload.listing_title,
    address: lead.payload.listing_address,
    url: row.listingSlug && row.listingPublished ? publicUrl + paths.listing(row.listingSlug) : null,
    ...factsAtLead(lead.payload, {
      operation: row.listingOperation,
      propertyType: row.listingType,
      reference: row.listingReference,
      price: row.listingPrice,
    }),
  };
}
