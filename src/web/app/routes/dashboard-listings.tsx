import { ListingsPage } from '../../features/listings/components/listings-page';
import { OrphanPosters } from '../../features/qr/components/orphan-posters';
import { QrDialogButton } from '../../features/qr/components/qr-dialog';
import { VisitLogDialogButton } from '../../features/visit-links/components/visit-log-dialog';

/** /dashboard/listings and /dashboard/listings/new (the same page, create dialog open); the QR button and the posters of deleted listings are the qr feature's, the "Visitas" button (the owner's visit log) the visit-links feature's. */
export function DashboardListingsRoute() {
  return (
    <ListingsPage
      qrButton={(listing) => (
        <>
          <QrDialogButton listing={listing} />
          <VisitLogDialogButton listing={listing} />
        </>
      )}
      footer={<OrphanPosters />}
    />
  );
}
