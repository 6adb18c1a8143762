import { StagingPage } from '../../features/staging/components/staging-page';

/** /dashboard/listings/:id/staging: the listing's Staging IA view. */
export function DashboardStagingRoute() {
  return <StagingPage />;
}
