import { RotateCw, Sparkles } from 'lucide-react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { type ListingView, listingTexts, MAX_PHOTOS } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { hiddenPhotoIds } from '../../../../shared/shown-photos';
import { Button, buttonClass } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { hasFiles, useNoStrayFileDrops } from '../../../lib/file-drop';
import { useQueryErrorToast } from '../../../lib/toast-api-error';
import { useMe } from '../../../lib/use-me';
import { usePhotos } from '../api/use-photos';
import { useRooms } from '../api/use-rooms';
import { usePhotoPicker } from '../hooks/use-photo-picker';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { photoManagerTexts as t } from '../texts';
import { PhotoGrid } from './photo-grid';
import { UploadList } from './upload-list';
import { UploadZone } from './upload-zone';

/** 'Fotos' of a listing: upload, order, cover, room and delete, up to the plan's photos per listing; 'Amueblar con IA'. */
export function PhotoManagerDialog({ listing, onClose }: { listing: ListingView; onClose: () => void }) {
  const photos = usePhotos(listing.id);
  const rooms = useRooms(listing.useCode);
  const uploads = useUploadQueue(listing.id);
  const count = photos.data?.length ?? 0;
  // The plan's photos per listing (Smart's basic page holds fewer); the server checks it again.
  const max = Math.min(MAX_PHOTOS, useMe().data?.plan?.limits.photos_per_listing ?? MAX_PHOTOS);
  const room = Math.max(0, max - count - uploads.pending);
  // Photos kept past the plan's number (after a downgrade): stored, marked, not shown publicly.
  const hidden = hiddenPhotoIds(photos.data ?? [], listing.coverPhotoId, max);
  const picker = usePhotoPicker(room, max, uploads.add);
  useQueryErrorToast(photos.error, listingTexts.photosLoadError);
  useQueryErrorToast(rooms.error, listingTexts.catalogsLoadError);
  useNoStrayFileDrops();

  const onDrop = (e: DragEvent) => {
    if (!hasFiles(e) || !photos.data) return;
    e.preventDefault();
    picker.pick(e.dataTransfer.files);
  };

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={t.description(listing.title, max)}
      closeLabel={t.close}
      wide
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for files; 'Elegir fotos' is the keyboard way */}
      <div onDragOver={(e) => hasFiles(e) && e.preventDefault()} onDrop={onDrop} className="min-h-full">
        <UploadZone
          room={room}
          max={max}
          disabled={!photos.data}
          leftOut={picker.leftOut}
          onPick={picker.pick}
        />
        <UploadList items={uploads.items} />
        <section aria-labelledby="photo-grid-heading" className="mt-6">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 id="photo-grid-heading" className="text-sm font-semibold text-neutral-800">
              {t.count(count, max)}
            </h3>
            {/* The Staging IA view is reached from here too as from the card, once there is a photo to furnish. */}
            {count > 0 && (
              <Link
                to={paths.dashboard.staging(listing.id)}
                className={buttonClass('secondary', 'px-3 whitespace-nowrap')}
              >
                <Sparkles className="size-4 shrink-0" aria-hidden />
                {t.staging}
              </Link>
            )}
          </div>
          {rooms.isError && (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {listingTexts.catalogsLoadError}
            </p>
          )}
          {hidden.size > 0 && (
            <p className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {t.notShownNotice(hidden.size, max)}{' '}
              <Link to={paths.dashboard.settings} className="font-semibold text-brand-700 underline">
                {t.changePlan}
              </Link>
            </p>
          )}
          {photos.data ? (
            photos.data.length > 0 ? (
              <PhotoGrid listing={listing} photos={photos.data} rooms={rooms.data?.rooms} hidden={hidden} />
            ) : (
              <p className="text-sm text-neutral-600">{t.none}</p>
            )
          ) : photos.isError ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p>{listingTexts.photosLoadError}</p>
              <Button variant="secondary" className="mt-3" onClick={() => photos.refetch()}>
                <RotateCw className="size-4" aria-hidden />
                {t.retry}
              </Button>
            </div>
          ) : (
            <p role="status" className="text-sm text-neutral-600">
              {t.loading}
            </p>
          )}
        </section>
      </div>
    </DialogShell>
  );
}
