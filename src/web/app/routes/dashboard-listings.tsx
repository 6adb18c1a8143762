import { ListingsPage } from '../../features/listings/components/listings-page';

/** /dashboard/listings and /dashboard/listings/new (the same page, create dialog open). */
export function DashboardListingsRoute() {
  return <ListingsPage />;
}
