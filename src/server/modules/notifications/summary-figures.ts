import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { conversionPct, qrSharePct } from '../../../shared/analytics';
import type { Db } from '../../db/client';
import { dailyListingStats as daily, listings, notificationPreferences as prefs } from '../../db/schema';
import { activityByDevice, topListings } from '../analytics/analytics-queries';
import type { SummaryKind } from './spain-time';
import type { SummaryFigures } from './summary-message';

/** An agency's figures over inclusive Spain days, counted like Analytics counts them (the rollups). */
export async function summaryFigures(
  db: Db,
  w: { agencyId: string; from: string; to: string },
): Promise<SummaryFigures> {
  const [devices, [best]] = await Promise.all([activityByDevice(db, w), topListings(db, w, 1)]);
  const views = devices.reduce((n, d) => n + d.views, 0);
  const qrViews = devices.reduce((n, d) => n + d.qrViews, 0);
  const leads = devices.reduce((n, d) => n + d.leads, 0);
  // The best listing's ad as it is now: sale or rent, type, reference and price.
  const [ad] = best
    ? await db
        .select({
          operation: listings.operation,
          propertyType: listings.propertyType,
          reference: listings.reference,
          price: listings.price,
        })
        .from(listings)
        .where(and(eq(listings.id, best.id), eq(listings.agencyId, w.agencyId)))
    : [];
  return {
    views,
    qrSharePct: qrSharePct(views, qrViews),
    leads,
    conversionPct: conversionPct(views, leads),
    best: best && ad ? { title: best.title, views: best.views, leads: best.leads, ...ad } : null,
  };
}

/**
 * The agencies with views or leads in the period whose summary of this kind is on (a missing
 * preferences row means the defaults: both summaries on). One grouped query on the rollups.
 */
export async function agenciesWithActivity(
  db: Db,
  p: { kind: SummaryKind; from: string; to: string },
): Promise<string[]> {
  const on = p.kind === 'daily' ? prefs.dailySummary : prefs.weeklySummary;
  const rows = await db
    .select({ agencyId: daily.agencyId })
    .from(daily)
    .leftJoin(prefs, eq(prefs.agencyId, daily.agencyId))
    .where(and(gte(daily.day, p.from), lte(daily.day, p.to), sql`coalesce(${on}, true)`))
    .groupBy(daily.agencyId)
    .having(sql`sum(${daily.views}) + sum(${daily.leads}) > 0`);
  return rows.map((r) => r.agencyId);
}
