import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { listingsApi, listingTexts, MAX_PHOTO_BYTES, type PhotoView } from '../../../../shared/listings';
import { ApiError, apiFetch, OFFLINE_MESSAGE } from '../../../lib/api';
import { uploadPhoto } from '../api/upload-photo';
import { listingsQueryKey } from '../api/use-listings';
import { photosQueryKey, useReorderPhotos, useStorePhotos } from '../api/use-photos';
import { photoManagerTexts as t } from '../texts';
import { preparePhoto } from './prepare-photo';
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
/** Waits before sending again after a network error or a server fault (a flaky phone connection). */
export const RETRY_DELAYS_MS = [1000, 3000, 8000];

/** Worth sending again: no answer at all, a timeout, too many requests or a server fault; never a refusal (4xx). */
const isTransient = (e: unknown) =>
  e instanceof ApiError && (e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500);

async function withRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (e) {
      const wait = RETRY_DELAYS_MS[attempt];
      if (wait === undefined || !isTransient(e)) throw e;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The failed rows' reasons for the toast: one reason once, several each with its file's name. */
function failureReasons(items: UploadItem[]): string {
  const failed = items.filter((i) => i.status === 'error' && i.error);
  const distinct = [...new Set(failed.map((i) => i.error!))];
  if (distinct.length <= 1) return distinct[0] ?? '';
  return failed.map((i) => `${i.file.name}: ${i.error}`).join(' ');
}

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
  // Photos are made smaller ahead, one at a time, while others go up: the uplink never waits for the CPU.
  const prepared = useRef(new Map<string, Promise<File>>());
  const prepareQueue = useRef<Promise<unknown>>(Promise.resolve());

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
    // The toast says what the rows say: the server's reason, not a generic "try again".
    const reasons = failureReasons(itemsRef.current);
    if (done === 0) {
      toast.error(listingTexts.errorTitle, { description: reasons || listingTexts.photosUploadError });
    } else if (failed > 0) {
      toast.warning(listingTexts.photosUploaded, {
        description: [t.someFailed(failed), reasons].filter(Boolean).join(' '),
      });
    } else {
      toast.success(listingTexts.photosUploaded);
    }
    void queryClient.invalidateQueries({ queryKey: photosQueryKey(listingId) });
    void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
  };

  const run = async (item: UploadItem) => {
    patch(item.key, { status: 'uploading' });
    try {
      const file = await (prepared.current.get(item.key) ?? preparePhoto(item.file));
      prepared.current.delete(item.key);
      const res = await withRetries(() =>
        uploadPhoto(listingId, file, (f) => patch(item.key, { progress: Math.round(f * 100) })),
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
    for (const item of added) {
      if (item.status !== 'queued') continue;
      const file = prepareQueue.current.then(() => preparePhoto(item.file));
      prepareQueue.current = file.catch(() => undefined);
      prepared.current.set(item.key, file);
    }
    pump();
  };

  const pending = items.filter(isActive).length;
  return { items, add, pending };
}
