import { LandingPage } from '../../features/marketing/components/landing-page';

export function LandingRoute() {
  return <LandingPage />;
}
