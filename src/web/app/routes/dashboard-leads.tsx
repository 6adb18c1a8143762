import { LeadsPage } from '../../features/leads/components/leads-page';
import { useListings } from '../../features/listings/api/use-listings';

/** /dashboard/leads: the leads feature, with the agency's listings for its listing filter. */
export function DashboardLeadsRoute() {
  const listings = useListings();
  const options = listings.data?.listings.map((l) => ({ id: l.id, title: l.title })) ?? [];
  return <LeadsPage listings={options} />;
}
