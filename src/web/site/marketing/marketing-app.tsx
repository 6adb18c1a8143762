import { EXAMPLES_ISLAND_ID, type MarketingPage } from '../../../shared/marketing';
import { AboutPage } from '../../features/marketing/components/about-page';
import { ExamplesCarousel } from '../../features/marketing/components/examples-carousel';
import { FeaturesPage } from '../../features/marketing/components/features-page';
import { LandingPage } from '../../features/marketing/components/landing-page';
import { NotFoundPage } from '../../features/marketing/components/not-found-page';
import { SiteLayout } from '../components/site-layout';
import { PricingView } from './pricing-view';

/**
 * The landing's carousel in the element its script hydrates (examples-island.tsx): the page's
 * only interactive part.
 */
const examplesIsland = (
  <div id={EXAMPLES_ISLAND_ID}>
    <ExamplesCarousel />
  </div>
);

/** A marketing page inside the public header and footer, as the server sends it. */
export function MarketingApp({ page, path }: { page: MarketingPage; path: string }) {
  return <SiteLayout current={path}>{content(page)}</SiteLayout>;
}

function content(page: MarketingPage) {
  switch (page.kind) {
    case 'landing':
      return <LandingPage examples={examplesIsland} />;
    case 'features':
      return <FeaturesPage />;
    case 'about':
      return <AboutPage />;
    case 'pricing':
      return <PricingView plans={page.plans} salesEmail={page.salesEmail} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
