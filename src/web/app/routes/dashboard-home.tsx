import { DashboardHomePage } from '../../features/dashboard-home/components/dashboard-home-page';
import { useIsOwner, useMe } from '../../lib/use-me';

/** Dashboard → Inicio: the home page, given the signed-in user's agency. */
export function DashboardHomeRoute() {
  const me = useMe();
  const isOwner = useIsOwner();
  return <DashboardHomePage agency={me.data?.agency} setupSteps={isOwner} />;
}
