import { AboutPage } from '../../features/marketing/components/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
