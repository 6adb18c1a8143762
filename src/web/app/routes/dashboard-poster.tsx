import { PlanGate } from '../../features/billing/components/plan-gate';
import { PosterPage } from '../../features/qr/components/poster-page';
import { RequireAuth } from '../require-auth';

/**
 * /dashboard/listings/:id/poster: the A4 QR poster. Signed in and behind the plan gate like the
 * rest of the dashboard, but without its sidebar, so only the poster prints.
 */
export function DashboardPosterRoute() {
  return (
    <RequireAuth>
      <PlanGate>
        <PosterPage />
      </PlanGate>
    </RequireAuth>
  );
}
