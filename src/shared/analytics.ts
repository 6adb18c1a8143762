import { z } from 'zod';
import { percentOf } from './format';
import type { ListingView } from './listings';
import { withQuery } from './paths';

/**
 * Semana / Mes / Año (decision 017 → Analytics: the buttons change the figures): the last 7, 30 or 365
 * calendar days, today included.
 */
export const analyticsRanges = ['week', 'month', 'year'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const RANGE_DAYS: Record<AnalyticsRange, number> = { week: 7, month: 30, year: 365 };
export const DEFAULT_RANGE: AnalyticsRange = 'month';

/** decision 017 → Analytics, Dashboard home: monthly chart of the last 6 months, top 3 listings, top 4 styles; home: 3 recent listings. */
export const ANALYTICS_LIMITS = { chartMonths: 6, topListings: 3, topStyles: 4, recentListings: 3 } as const;

/** The device classes a scan is stored with (qr_sessions.device_class), in display order. */
export const deviceClasses = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const analyticsQuerySchema = z.object({
  range: z
    .enum(analyticsRanges, { error: 'Periodo no válido: usa week, month o year.' })
    .default(DEFAULT_RANGE),
});

/**
 * The app's one definition of its figures, for Inicio, Analíticas, the listing cards, the
 * summaries and their e-mails. "Vistas" are microsite views counted on the server: one per
 * visitor, listing and day, bots and the agency's own members left out (analytics/view-counter.ts);
 * "visitas" are visits to the property (a later feature), never these.
 *
 * Conversion: leads ÷ views × 100 with one decimal; 0 without views.
 */
export const conversionPct = (views: number, leads: number) => percentOf(leads, views);
/** The figures' names and what they mean, in every screen and e-mail that shows them. */
export const figureTexts = {
  views: 'Vistas',
  viewsHint: 'Personas que abrieron tus microsites (una por inmueble y día)',
  qrShare: 'Desde el cartel QR',
  qrShareAbout: 'Vistas que llegaron escaneando un cartel',
  qrShareHint: (pct: string) => `${pct} de las vistas llegaron escaneando un cartel`,
  leads: 'Leads',
  conversion: 'Conversión',
  conversionHint: 'Leads por cada 100 vistas',
} as const;

/** The QR share: the views that came through a poster's code, ÷ views × 100; 0 without views. */
export const qrSharePct = (views: number, qrViews: number) => percentOf(qrViews, views);

export interface FunnelFigures {
  views: number;
  leads: number;
  conversionPct: number;
}

/** `GET /api/analytics?range=week|month|year`. Days are `YYYY-MM-DD`, months `YYYY-MM` (Europe/Madrid). */
export interface AnalyticsReport {
  range: { key: AnalyticsRange; from: string; to: string };
  /** Views, leads, conversion and the QR share of the views in the range; published listings now. */
  kpis: FunnelFigures & { qrSharePct: number; publishedListings: number };
  /** The last 6 months, oldest first, months without activity included as zeros. Not ranged. */
  monthly: { month: string; views: number; leads: number }[];
  /** Up to 3 listings with activity in the range, by leads, then views. */
  topListings: (FunnelFigures & { id: string; title: string; published: boolean })[];
  /**
   * Up to 4 styles with leads that chose them or AI renders completed in the range, by leads, then
   * renders; `sharePct` is the share of the leads that chose a style. Null when the plan's
   * statistics do not include it (Smart), like `devices` (Smart and Plus): `statsSections`.
   */
  topStyles: { code: string; label: string; leads: number; renders: number; sharePct: number }[] | null;
  /** Views → leads by device class, always the four classes in order. */
  devices: (FunnelFigures & { deviceClass: DeviceClass })[] | null;
  /**
   * From the microsite to the property (issue 30): views, leads, visits booked (asked for from
   * the microsite or the agency, made in the range) and visits done (held in the range).
   * "Vistas" are page views, "visitas" visits to the property.
   */
  visitFunnel: { views: number; leads: number; booked: number; done: number };
}

/** `GET /api/dashboard/summary`: the home page's figures, all time. */
export interface DashboardSummary {
  kpis: {
    /** Published listings. */
    activeListings: number;
    totalViews: number;
    /** The share of the views that came through a poster's code. */
    qrSharePct: number;
    totalLeads: number;
    conversionPct: number;
  };
  /** All listings, drafts included (the onboarding checklist's "first listing"). */
  listingCount: number;
  /** The 3 newest listings. */
  recentListings: ListingView[];
}

export const analyticsApi = {
  summary: '/api/dashboard/summary',
  report: withQuery('/api/analytics', (range: AnalyticsRange) => new URLSearchParams({ range })),
} as const;
