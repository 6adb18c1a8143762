import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { listingsApi, listingTexts, MAX_PHOTO_BYTES, type PhotoView } from '../../../../shared/listings';
import { ApiError, apiFetch, OFFLINE_MESSAGE } from '../../../lib/api';
import { uploadPhoto } from '../api/upload-photo';
import { listingsQueryKey } from '../api/use-listings';
import { photosQueryKey, useReorderPhotos, useStorePhotos } from '../api/use-photos';
import { photoManagerTexts as t } from '../texts';
import { inSelectionOrder } from './selection-order';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: string;
  file: File;
  progress: number;
  status: UploadStatus;
  error?: string;
  /** The stored photo, once uploaded. */
  photoId?: string;
}

/** Two uploads at a time: quicker than one, gentle on a phone's upstream. */
const PARALLEL = 2;

const isActive = (i: UploadItem) => i.status === 'queued' || i.status === 'uploading';

/**
 * Uploads photos one request per file, two at a time, with progress and the server's error per
 * file. The server places each photo last when it is stored, so two uploads that finish out of
 * order land out of order: when the batch ends the new photos are put back in the order they were
 * selected (one order request, only when needed). Then '¡Fotos subidas!' (or the failure toast)
 * and fresh photos and listings. Uploads carry on if the dialog closes meanwhile.
 */
export function useUploadQueue(listingId: string) {
  const queryClient = useQueryClient();
  const storePhotos = useStorePhotos(listingId);
  const reorder = useReorderPhotos(listingId);
  const itemsRef = useRef<UploadItem[]>([]);
  const [items, setItems] = useState<UploadItem[]>([]);
  const batch = useRef({ done: 0, failed: 0 });
  const nextKey = useRef(0);

  const commit = (next: UploadItem[]) => {
    itemsRef.current = next;
    setItems(next);
  };
  const patch = (key: string, change: Partial<UploadItem>) =>
    commit(itemsRef.current.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const shownPhotos = () =>
    queryClient.getQueryData<{ photos: PhotoView[] }>(photosQueryKey(listingId))?.photos ?? [];

  /** Saves the selection order; once more on a fresh list if the photos changed meanwhile. */
  const putInSelectionOrder = async (selected: string[]) => {
    for (const fresh of [false, true]) {
      const photos = fresh
        ? (await apiFetch<{ photos: PhotoView[] }>(listingsApi.photos(listingId))).photos
        : shownPhotos();
      const next = inSelectionOrder(photos, selected);
      if (!next) return;
      try {
        await reorder.mutateAsync(next);
        return;
      } catch (e) {
        if (fresh || !(e instanceof ApiError && e.code === 'validation')) throw e;
      }
    }
  };

  const finish = async () => {
    const { done, failed } = batch.current;
    batch.current = { done: 0, failed: 0 };
    const selected = itemsRef.current.flatMap((i) => (i.status === 'done' && i.photoId ? [i.photoId] : []));
    if (selected.length > 1) {
      await putInSelectionOrder(selected).catch(() =>
        toast.error(listingTexts.errorTitle, { description: t.orderError }),
      );
    }
    if (done === 0) {
      toast.error(listingTexts.errorTitle, { description: listingTexts.photosUploadError });
    } else if (failed > 0) {
      toast.warning(listingTexts.photosUploaded, { description: t.someFailed(failed) });
    } else {
      toast.success(listingTexts.photosUploaded);
    }
    void queryClient.invalidateQueries({ queryKey: photosQueryKey(listingId) });
    void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
  };

  const run = async (item: UploadItem) => {
    patch(item.key, { status: 'uploading' });
    try {
      const res = await uploadPhoto(listingId, item.file, (f) =>
        patch(item.key, { progress: Math.round(f * 100) }),
      );
      patch(item.key, { status: 'done', progress: 100, photoId: res.photo.id });
      batch.current.done += 1;
      // Two answers may cross: keep the one that knows more photos.
      if (res.photos.length >= shownPhotos().length) storePhotos(res.photos, false);
    } catch (e) {
      patch(item.key, { status: 'error', error: e instanceof ApiError ? e.message : OFFLINE_MESSAGE });
      batch.current.failed += 1;
    }
    pump();
  };

  function pump() {
    const current = itemsRef.current;
    const free = PARALLEL - current.filter((i) => i.status === 'uploading').length;
    const next = current.filter((i) => i.status === 'queued').slice(0, Math.max(0, free));
    for (const item of next) void run(item);
    if (!current.some(isActive) && batch.current.done + batch.current.failed > 0) void finish();
  }

  const add = (files: File[]) => {
    // A new batch clears the rows of the last one once it has ended.
    const kept = itemsRef.current.some(isActive) ? itemsRef.current : [];
    const added = files.map((file): UploadItem => {
      nextKey.current += 1;
      const tooBig = file.size > MAX_PHOTO_BYTES;
      if (tooBig) batch.current.failed += 1;
      return tooBig
        ? { key: String(nextKey.current), file, progress: 0, status: 'error', error: listingTexts.fileTooBig }
        : { key: String(nextKey.current), file, progress: 0, status: 'queued' };
    });
    commit([...kept, ...added]);
    pump();
  };

  const pending = items.filter(isActive).length;
  return { items, add, pending };
}
