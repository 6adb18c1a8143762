import { useListings } from '../../features/listings/api/use-listings';
import { VisitSheetPage } from '../../features/visit-sheet/components/visit-sheet-page';

/** /dashboard/visits/:id/parte: a visit's parte de visita, with the agency's listings for its title. */
export function DashboardVisitSheetRoute() {
  const listings = useListings();
  return <VisitSheetPage listings={listings.data?.listings.map((l) => ({ id: l.id, title: l.title }))} />;
}
