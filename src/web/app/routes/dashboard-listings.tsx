import { ListingsPage } from '../../features/listings/components/listings-page';
import { OrphanPosters } from '../../features/qr/components/orphan-posters';
import { QrDialogButton } from '../../features/qr/components/qr-dialog';

/** /dashboard/listings and /dashboard/listings/new (the same page, create dialog open); the QR button and the posters of deleted listings are the qr feature's. */
export function DashboardListingsRoute() {
  return (
    <ListingsPage qrButton={(listing) => <QrDialogButton listing={listing} />} footer={<OrphanPosters />} />
  );
}
