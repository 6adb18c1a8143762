import { PlanGate } from '../../features/billing/components/plan-gate';
import { RequireAuth } from '../require-auth';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard behind the session check and the subscription gate (spec §2, §4). */
export function ProtectedDashboard() {
  return (
    <RequireAuth>
      <PlanGate>
        <DashboardLayout />
      </PlanGate>
    </RequireAuth>
  );
}
