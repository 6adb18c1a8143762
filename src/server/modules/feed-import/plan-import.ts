import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LeftAction } from '../../../shared/imports';
import type { Db } from '../../db/client';
import { listingPhotos, listings } from '../../db/schema';
import { publishLimit } from '../listings/listing-limit';
import type { ImportItem, SourceContent } from './read-source';

/** What an import needs to know of the agency's listings. */
export interface ExistingListing {
  id: string;
  title: string;
  reference: string | null;
  feedId: string | null;
  importVersion: string | null;
  published: boolean;
}

export interface PlannedWrite {
  item: ImportItem;
  /** null: a new listing. */
  listing: ExistingListing | null;
  /** An existing listing with the same reference, linked to the feed now. */
  link: boolean;
  /** Published after the write (the item asks for it and the plan has room). */
  publish: boolean;
  /** Photo URLs not on the listing yet. */
  newPhotos: number;
}

/** What an import would do: the preview shows it, the run recomputes it and applies it. */
export interface ImportPlan {
  writes: PlannedWrite[];
  unchanged: ExistingListing[];
  invalid: string[];
  /** Listings from the feed that are no longer in it. */
  left: ExistingListing[];
  /** Writes that asked to be published and come in as Borrador: past the plan's limit. */
  beyondLimit: number;
  publishedLimit: number | null;
}

const lower = (s: string | null) => s?.toLowerCase() ?? null;

/**
 * Matches a source's items to the agency's listings (the feed's id, else a reference on a first
 * import; spreadsheets: the reference), sorts them into new, updated and unchanged, and gives out
 * the plan's published places: first to listings already published, then in source order.
 */
export async function planImport(opts: {
  db: Db;
  agencyId: string;
  content: SourceContent;
  leftAction: LeftAction;
}): Promise<ImportPlan> {
  const { db, agencyId, content } = opts;
  const existing: ExistingListing[] = await db
    .select({
      id: listings.id,
      title: listings.title,
      reference: listings.reference,
      feedId: listings.feedId,
      importVersion: listings.importVersion,
      published: listings.published,
    })
    .from(listings)
    .where(eq(listings.agencyId, agencyId));
  const byFeed = new Map(existing.filter((l) => l.feedId !== null).map((l) => [l.feedId!, l]));
  const byRef = new Map(existing.filter((l) => l.reference).map((l) => [lower(l.reference)!, l]));

  const invalid = [...content.invalid];
  const writes: Omit<PlannedWrite, 'publish' | 'newPhotos'>[] = [];
  const unchanged: ExistingListing[] = [];
  const matched = new Set<string>();
  const refsTaken = new Map<string, string>();
  const label = (item: ImportItem) =>
    content.matchBy === 'feed' ? `Propiedad ${item.key}` : `Referencia ${item.key}`;

  for (const item of content.items) {
    let listing: ExistingListing | null;
    let link = false;
    if (content.matchBy === 'feed') {
      listing = byFeed.get(item.key) ?? null;
      if (!listing && item.reference) {
        const same = byRef.get(lower(item.reference)!);
        if (same && same.feedId === null && !matched.has(same.id)) {
          listing = same;
          link = true;
        }
      }
    } else {
      listing = byRef.get(lower(item.key)!) ?? null;
    }
    // A reference is unique within the agency: another listing (or an earlier item) holding it.
    const ref = lower(item.reference);
    if (ref) {
      const holder = byRef.get(ref);
      const earlier = refsTaken.get(ref);
      if ((holder && holder.id !== listing?.id) || earlier !== undefined) {
        invalid.push(`${label(item)}: la referencia ${item.reference} ya la tiene otro inmueble`);
        continue;
      }
      refsTaken.set(ref, item.key);
    }
    if (listing && matched.has(listing.id)) {
      invalid.push(`${label(item)}: repetida en el archivo (se importa la primera)`);
      continue;
    }
    if (listing) matched.add(listing.id);
    if (listing && !link && listing.importVersion === item.version) unchanged.push(listing);
    else writes.push({ item, listing, link });
  }

  // Listings that left: only a feed says so, and only when it holds something valid (a feed whose
  // every property is broken is not "everything left").
  const left =
    content.matchBy === 'feed' && content.items.length > 0
      ? existing.filter((l) => l.feedId !== null && !matched.has(l.id))
      : [];

  // Published places: what stays published untouched, then the writes (already published first).
  const { max } = await publishLimit(db, agencyId);
  const writing = new Set(writes.map((w) => w.listing?.id).filter(Boolean));
  const leaving = new Set(opts.leftAction === 'draft' ? left.map((l) => l.id) : []);
  let taken = existing.filter((l) => l.published && !writing.has(l.id) && !leaving.has(l.id)).length;
  const order = [...writes].sort(
    (a, b) => Number(b.listing?.published ?? false) - Number(a.listing?.published ?? false),
  );
  const publish = new Map<(typeof writes)[number], boolean>();
  let beyondLimit = 0;
  for (const w of order) {
    if (!w.item.values.published) publish.set(w, false);
    else if (max === null || taken < max) {
      publish.set(w, true);
      taken++;
    } else {
      publish.set(w, false);
      beyondLimit++;
    }
  }

  // Photos to download: URLs the listing does not hold yet.
  const updatingIds = writes.flatMap((w) => (w.listing ? [w.listing.id] : []));
  const held = new Map<string, Set<string>>();
  if (updatingIds.length) {
    const rows = await db
      .select({ listingId: listingPhotos.listingId, url: listingPhotos.sourceUrl })
      .from(listingPhotos)
      .where(and(inArray(listingPhotos.listingId, updatingIds), isNotNull(listingPhotos.sourceUrl)));
    for (const r of rows) {
      if (!held.has(r.listingId)) held.set(r.listingId, new Set());
      held.get(r.listingId)!.add(r.url!);
    }
  }

  return {
    writes: writes.map((w) => {
      const have = w.listing ? held.get(w.listing.id) : undefined;
      return {
        ...w,
        publish: publish.get(w) ?? false,
        newPhotos: w.item.photos.filter((u) => !have?.has(u)).length,
      };
    }),
    unchanged,
    invalid,
    left,
    beyondLimit,
    publishedLimit: max,
  };
}
