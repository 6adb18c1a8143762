import type { PlanView } from '../../../shared/billing';
import type { MarketingPage } from '../../../shared/marketing';
import type { AppDeps } from '../../context';
import { type RenderedPage, toRenderedPage } from '../microsite/page-cache';
import { listPlans } from '../plans/list-plans';
import { loadMarketingBundle, type MarketingBundle } from './marketing-bundle';
import { marketingPaths, renderMarketingDocument } from './marketing-document';

/** How long /pricing is served before the plans are read again (re-rendered only if they changed). */
const PLANS_FRESH_MS = 60_000;

type StaticKind = 'landing' | 'features' | 'about' | 'not-found';

/**
 * The server-rendered marketing pages, each rendered once per process and kept compressed: they
 * change only with a deploy, except /pricing, whose plans come from the plans table (as the plans
 * API's do), read again at most once a minute. `null` pages: the bundle is not built.
 */
export function createMarketingPages(deps: Pick<AppDeps, 'database' | 'env' | 'logger'>, webDist: string) {
  let bundle: Promise<MarketingBundle | null> | null = null;
  const load = () => {
    bundle ??= loadMarketingBundle(webDist).catch((err) => {
      deps.logger.error({ err }, 'marketing pages not loaded: the app shell serves them');
      return null;
    });
    return bundle;
  };
  const rendered = new Map<StaticKind, RenderedPage>();
  let pricing: { page: RenderedPage; plansJson: string; readAt: number } | null = null;

  const render = (b: MarketingBundle, page: MarketingPage, path: string, status: 200 | 404) =>
    toRenderedPage(renderMarketingDocument(b, { page, path, publicUrl: deps.env.PUBLIC_URL }), status);

  async function pricingPage(b: MarketingBundle): Promise<RenderedPage> {
    if (pricing && Date.now() - pricing.readAt < PLANS_FRESH_MS) return pricing.page;
    const plans: PlanView[] = await listPlans(deps.database.db);
    const plansJson = JSON.stringify(plans);
    if (pricing?.plansJson === plansJson) {
      pricing.readAt = Date.now();
      return pricing.page;
    }
    const page = render(
      b,
      { kind: 'pricing', plans, salesEmail: deps.env.SALES_EMAIL },
      marketingPaths.pricing,
      200,
    );
    pricing = { page, plansJson, readAt: Date.now() };
    return page;
  }

  return {
    /** The page of that kind, or null when the marketing bundle is not built. */
    async get(kind: StaticKind | 'pricing'): Promise<RenderedPage | null> {
      const b = await load();
      if (!b) return null;
      if (kind === 'pricing') return pricingPage(b);
      let page = rendered.get(kind);
      if (!page) {
        page =
          kind === 'not-found'
            ? render(b, { kind }, '/404', 404)
            : render(b, { kind }, marketingPaths[kind], 200);
        rendered.set(kind, page);
      }
      return page;
    },
  };
}

export type MarketingPages = ReturnType<typeof createMarketingPages>;
