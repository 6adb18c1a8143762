import { useAgencyMembers } from '../../features/listings/api/use-agency-members';
import { useListings } from '../../features/listings/api/use-listings';
import { VisitsPage } from '../../features/visits/components/visits-page';

/** /dashboard/visits: the visits feature, with the agency's listings and members for its filters. */
export function DashboardVisitsRoute() {
  const listings = useListings();
  const members = useAgencyMembers();
  const options =
    listings.data?.listings.map((l) => ({
      id: l.id,
      title: l.title,
      slug: l.slug,
      published: l.published,
    })) ?? [];
  return <VisitsPage listings={options} members={members.data?.members ?? []} />;
}
