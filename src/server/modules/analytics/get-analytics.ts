import {
  ANALYTICS_LIMITS,
  type AnalyticsRange,
  type AnalyticsReport,
  conversionPct,
  deviceClasses,
  qrSharePct,
} from '../../../shared/analytics';
import { percentOf } from '../../../shared/format';
import { type StatsLevel, statsSections } from '../../../shared/plan-features';
import type { Db } from '../../db/client';
import {
  activityByDevice,
  activityByMonth,
  listingCounts,
  topListings,
  topStyles,
  visitCounts,
} from './analytics-queries';
import { chartMonths, rangeDays } from './analytics-window';

const withConversion = <T extends { views: number; leads: number }>(row: T) => ({
  ...row,
  conversionPct: conversionPct(row.views, row.leads),
});

/**
 * Dashboard → Analytics for one agency: the range's KPIs, top listings, top styles and
 * device funnel as far as the plan's statistics go, plus the last 6 months (whatever the range). All SQL aggregates on the daily
 * rollups; `now` is injectable for tests.
 */
export async function getAnalytics(opts: {
  db: Db;
  agencyId: string;
  range: AnalyticsRange;
  /** The plan's statistics: which sections beyond the basic ones are computed at all (default all). */
  stats?: StatsLevel;
  now?: Date;
}): Promise<AnalyticsReport> {
  const sections = statsSections(opts.stats ?? 'advanced');
  const { db, agencyId } = opts;
  const now = opts.now ?? new Date();
  const { from, to } = rangeDays(opts.range, now);
  const months = chartMonths(now);
  const range = { agencyId, from, to };
  const [devices, listingsTop, stylesTop, monthly, counts, visitsOfRange] = await Promise.all([
    activityByDevice(db, range),
    topListings(db, range, ANALYTICS_LIMITS.topListings),
    sections.topStyles ? topStyles(db, range, ANALYTICS_LIMITS.topStyles) : null,
    activityByMonth(db, { agencyId, from: `${months[0]}-01`, to }),
    listingCounts(db, agencyId),
    visitCounts(db, range, now),
  ]);

  const byDevice = new Map(devices.map((d) => [d.deviceClass, d]));
  const funnel = deviceClasses.map((deviceClass) =>
    withConversion({
      deviceClass,
      views: byDevice.get(deviceClass)?.views ?? 0,
      leads: byDevice.get(deviceClass)?.leads ?? 0,
    }),
  );
  const views = funnel.reduce((n, d) => n + d.views, 0);
  const qrViews = devices.reduce((n, d) => n + d.qrViews, 0);
  const leads = funnel.reduce((n, d) => n + d.leads, 0);
  const byMonth = new Map(monthly.map((m) => [m.month, m]));

  return {
    range: { key: opts.range, from, to },
    kpis: {
      ...withConversion({ views, leads }),
      qrSharePct: qrSharePct(views, qrViews),
      publishedListings: counts.published,
    },
    monthly: months.map((month) => ({
      month,
      views: byMonth.get(month)?.views ?? 0,
      leads: byMonth.get(month)?.leads ?? 0,
    })),
    topListings: listingsTop.map(withConversion),
    topStyles:
      stylesTop?.rows.map((s) => ({ ...s, sharePct: percentOf(s.leads, stylesTop.styledLeads) })) ?? null,
    // The device split feeds the KPIs of every plan; only Pro's panel shows it.
    devices: sections.devices ? funnel : null,
    visitFunnel: { views, leads, ...visitsOfRange },
  };
}
