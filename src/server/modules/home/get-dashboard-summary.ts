import { desc, eq } from 'drizzle-orm';
import {
  ANALYTICS_LIMITS,
  conversionPct,
  type DashboardSummary,
  qrSharePct,
} from '../../../shared/analytics';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';
import { activityByDevice, activityOfListings, listingCounts } from '../analytics/analytics-queries';
import { toListingView } from '../listings/listing-view';
import { photosByListing } from '../listings/load-listings';

/** Dashboard → Home: all-time KPIs and the newest listings with their cover and figures. */
export async function getDashboardSummary(opts: {
  db: Db;
  storage: Storage;
  agencyId: string;
}): Promise<DashboardSummary> {
  const { db, storage, agencyId } = opts;
  const [devices, counts, recent] = await Promise.all([
    activityByDevice(db, { agencyId }),
    listingCounts(db, agencyId),
    db
      .select()
      .from(listings)
      .where(eq(listings.agencyId, agencyId))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(ANALYTICS_LIMITS.recentListings),
  ]);
  const ids = recent.map((l) => l.id);
  const [photos, figures] = await Promise.all([
    photosByListing(db, storage, ids),
    ids.length ? activityOfListings(db, { agencyId }, ids) : [],
  ]);
  const byListing = new Map(figures.map((f) => [f.listingId, f]));
  const totalViews = devices.reduce((n, d) => n + d.views, 0);
  const qrViews = devices.reduce((n, d) => n + d.qrViews, 0);
  const totalLeads = devices.reduce((n, d) => n + d.leads, 0);

  return {
    kpis: {
      activeListings: counts.published,
      totalViews,
      qrSharePct: qrSharePct(totalViews, qrViews),
      totalLeads,
      conversionPct: conversionPct(totalViews, totalLeads),
    },
    listingCount: counts.all,
    recentListings: recent.map((row) =>
      toListingView(row, {
        photos: photos.get(row.id) ?? [],
        views: byListing.get(row.id)?.views ?? 0,
        leads: byListing.get(row.id)?.leads ?? 0,
      }),
    ),
  };
}
