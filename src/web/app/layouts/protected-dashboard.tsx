import { PlanGate } from '../../features/billing/components/plan-gate';
import { RequireAuth } from '../require-auth';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard behind the session check and the subscription gate (decision 017 → Plans). */
export function ProtectedDashboard() {
  return (
    <RequireAuth>
      <PlanGate>
        <DashboardLayout />
      </PlanGate>
    </RequireAuth>
  );
}
