import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import type { ListingView } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { useListings } from '../api/use-listings';
import { filterListings } from '../hooks/listing-filters';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingsPageTexts as t } from '../texts';
import { ListingCard } from './listing-card';
import { ListingFiltersBar } from './listing-filters';
import { ListingFormDialog } from './listing-form-dialog';
import { ListingsHeader } from './listings-header';
import { ListingsEmpty, ListingsNoMatch, ListingsStatus } from './listings-status';
import { PhotoManagerDialog } from './photo-manager-dialog';

/**
 * Dashboard → Inmuebles. `/dashboard/listings/new` is this page with the create
 * dialog open; closing it goes back to `/dashboard/listings`. The QR button of each card is
 * another feature's: the route passes it in (features do not import each other).
 */
export function ListingsPage({
  qrButton,
  footer,
}: {
  qrButton: (listing: ListingView) => ReactNode;
  /** Below the list: the qr feature's posters whose listing was deleted. */
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  // The filters ride along to /new and back, so closing the form finds the list as it was.
  const { search } = useLocation();
  const filters = useListingFilters();
  const creating = useMatch(paths.dashboard.newListing) !== null;
  const listings = useListings();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [photosOf, setPhotosOf] = useState<ListingView | null>(null);
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  const data = listings.data;
  const find = (id: string) => data?.listings.find((l) => l.id === id);
  const editing = editingId ? find(editingId) : undefined;
  // The fresh copy from the list once it has it (cover, count); the created one until then.
  const photoListing = photosOf ? (find(photosOf.id) ?? photosOf) : null;
  const limit = data?.limit;
  const atLimit = limit?.max != null && limit.published >= limit.max;

  const shown = data ? filterListings(data.listings, filters.filters) : [];

  const openCreate = () => navigate({ pathname: paths.dashboard.newListing, search });
  const closeForm = () => {
    setEditingId(null);
    if (creating) navigate({ pathname: paths.dashboard.listings, search }, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ListingsHeader limit={limit} onCreate={openCreate} />
      {!data ? (
        <ListingsStatus error={listings.error} onRetry={() => listings.refetch()} />
      ) : data.listings.length === 0 ? (
        <ListingsEmpty onCreate={openCreate} />
      ) : (
        <>
          <ListingFiltersBar
            filters={filters.filters}
            onChange={filters.change}
            shown={shown.length}
            total={data.listings.length}
          />
          {shown.length === 0 ? (
            <ListingsNoMatch onClear={filters.clear} />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((l) => (
                <li key={l.id} className="flex">
                  <ListingCard
                    listing={l}
                    onEdit={() => setEditingId(l.id)}
                    onPhotos={() => setPhotosOf(l)}
                    qrButton={qrButton(l)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {footer}
      <ListingFormDialog
        open={creating || Boolean(editing)}
        listing={editing}
        atLimit={atLimit}
        onClose={closeForm}
        onCreated={(created) => {
          closeForm();
          setPhotosOf(created);
        }}
      />
      {photoListing && <PhotoManagerDialog listing={photoListing} onClose={() => setPhotosOf(null)} />}
    </div>
  );
}
