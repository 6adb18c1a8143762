import { ListingsPage } from '../../features/listings/components/listings-page';
import { QrDialogButton } from '../../features/qr/components/qr-dialog';

/** /dashboard/listings and /dashboard/listings/new (the same page, create dialog open); the QR button is the qr feature's. */
export function DashboardListingsRoute() {
  return <ListingsPage qrButton={(listing) => <QrDialogButton listing={listing} />} />;
}
