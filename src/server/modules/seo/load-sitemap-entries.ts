import { and, eq, max } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { publicPages } from '../../../shared/public-pages';
import type { Db } from '../../db/client';
import { agencies, listings } from '../../db/schema';
import type { SitemapEntry, SitemapSource } from './sitemap-xml';

/**
 * Every public listing microsite (published ones only: drafts are not public and deleted ones are
 * gone) and every agency page that shows at least one, with `lastmod` from `updated_at`.
 * Two indexed queries, run on each request, so a change shows up at once.
 */
async function micrositeEntries(db: Db): Promise<SitemapEntry[]> {
  const [listingRows, agencyRows] = await Promise.all([
    db
      .select({ slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(eq(listings.published, true))
      .orderBy(listings.slug),
    db
      .select({
        slug: agencies.slug,
        agencyUpdatedAt: agencies.updatedAt,
        listingsUpdatedAt: max(listings.updatedAt),
      })
      .from(agencies)
      .innerJoin(listings, and(eq(listings.agencyId, agencies.id), eq(listings.published, true)))
      .groupBy(agencies.id)
      .orderBy(agencies.slug),
  ]);
  return [
    // The agency page lists its listings: it changed when the agency or any of them did.
    ...agencyRows.map((a) => ({
      path: paths.agency(a.slug),
      lastmod: latest(a.agencyUpdatedAt, a.listingsUpdatedAt),
    })),
    // `/l/{slug}` is the listing page's canonical address (microsite-document's `<link rel=canonical>`).
    ...listingRows.map((l) => ({ path: paths.listing(l.slug), lastmod: l.updatedAt })),
  ];
}

function latest(a: Date, b: Date | string | null): Date {
  if (b === null) return a;
  const other = b instanceof Date ? b : new Date(b);
  return other > a ? other : a;
}

/** The product's pages, then the agencies' public pages, then what other modules register. */
export async function loadSitemapEntries(opts: {
  db: Db;
  extraEntries: readonly SitemapSource[];
}): Promise<SitemapEntry[]> {
  const [microsites, ...extra] = await Promise.all([
    micrositeEntries(opts.db),
    ...opts.extraEntries.map((source) => source()),
  ]);
  return [...publicPages.map((path) => ({ path })), ...extra.flat(), ...microsites];
}
