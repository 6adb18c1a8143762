import { DashboardHomePage } from '../../features/dashboard-home/components/dashboard-home-page';
import { useMe } from '../../lib/use-me';

/** Dashboard → Inicio: the home page, given the signed-in user's agency. */
export function DashboardHomeRoute() {
  const me = useMe();
  return <DashboardHomePage agency={me.data?.agency} setupSteps={me.data?.member.role === 'owner'} />;
}
