import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { listingTexts, MAX_PHOTO_BYTES, type PhotoView } from '../../../../shared/listings';
import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api';
import { uploadPhoto } from '../api/upload-photo';
import { listingsQueryKey } from '../api/use-listings';
import { photosQueryKey, useStorePhotos } from '../api/use-photos';
import { photoManagerTexts as t } from '../texts';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: string;
  file: File;
  progress: number;
  status: UploadStatus;
  error?: string;
}

/** Two uploads at a time: quicker than one, gentle on a phone's upstream. */
const PARALLEL = 2;

const isActive = (i: UploadItem) => i.status === 'queued' || i.status === 'uploading';

/**
 * Uploads photos one request per file, two at a time, with progress and the server's error per
 * file. When a batch ends: '¡Fotos subidas!' (or the failure toast) and fresh photos and listings.
 * Uploads carry on if the dialog closes meanwhile.
 */
export function useUploadQueue(listingId: string) {
  const queryClient = useQueryClient();
  const storePhotos = useStorePhotos(listingId);
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

  const finish = () => {
    const { done, failed } = batch.current;
    batch.current = { done: 0, failed: 0 };
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
      patch(item.key, { status: 'done', progress: 100 });
      batch.current.done += 1;
      // Two answers may cross: keep the one that knows more photos.
      const shown = queryClient.getQueryData<{ photos: PhotoView[] }>(photosQueryKey(listingId));
      if (res.photos.length >= (shown?.photos.length ?? 0)) storePhotos(res.photos, false);
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
    if (!current.some(isActive) && batch.current.done + batch.current.failed > 0) finish();
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
