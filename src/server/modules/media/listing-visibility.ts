import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, variants } from '../../db/schema';
import { stagedImageKeys } from '../staging/staged-image-files';

/** What decides who may read a listing's stored files. */
export interface ListingVisibility {
  agencyId: string;
  published: boolean;
  /** The files of its approved renders (each image and its smaller copies). */
  approvedStagedKeys: ReadonlySet<string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function load(db: Db, listingId: string): Promise<ListingVisibility | null> {
  const [[listing], approved] = await Promise.all([
    db
      .select({ agencyId: listings.agencyId, published: listings.published })
      .from(listings)
      .where(eq(listings.id, listingId)),
    db
      .select({ afterKey: variants.afterKey, derivatives: variants.derivatives })
      .from(variants)
      .where(and(eq(variants.listingId, listingId), isNotNull(variants.approvedAt))),
  ]);
  if (!listing) return null;
  return { ...listing, approvedStagedKeys: new Set(approved.flatMap(stagedImageKeys)) };
}

/**
 * A listing's visibility, kept per listing until the change feed reports its agency (the
 * `listings` and `variants` triggers log publishing, drafting, approving and deleting), so a
 * microsite's photos cost a Map lookup, not a query each (docs/decisions/040-private-files.md).
 * `cached: false` (no change feed) reads the database every time. A listing not found is not kept:
 * nobody can fill the map with made-up ids.
 */
export function createListingVisibility(opts: { db: Db; cached: boolean; maxEntries?: number }) {
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, ListingVisibility>();
  // Bumped by every invalidation. A read begun before its agency's last change must not be kept
  // after it; one of another agency may (on a busy change log a global check would keep nothing).
  let generation = 0;
  const agencyChangedAt = new Map<string, number>();

  return {
    async get(listingId: string): Promise<ListingVisibility | null> {
      if (!UUID.test(listingId)) return null;
      const kept = entries.get(listingId);
      if (kept) return kept;
      const started = generation;
      const found = await load(opts.db, listingId);
      if (found && opts.cached && (agencyChangedAt.get(found.agencyId) ?? 0) <= started) {
        entries.set(listingId, found);
        // The oldest first: a Map iterates in insertion order.
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return found;
    },
    invalidate(agencyIds: Set<string>): void {
      generation++;
      for (const id of agencyIds) agencyChangedAt.set(id, generation);
      for (const [id, entry] of entries) if (agencyIds.has(entry.agencyId)) entries.delete(id);
    },
  };
}
