import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { Storage } from '../../providers/storage/storage';
import type { ListingRow } from '../listings/listing-view';
import { deletePhoto } from '../photos/manage-photos';
import { finishPhotoBatch, preparePhotoBatch, uploadPhoto } from '../photos/upload-photo';

/** A photo download's answer: unchanged since the validators given, or its bytes. */
export type Downloaded =
  | { notModified: true }
  | { notModified: false; bytes: Buffer; etag: string | null; lastModified: string | null };

/**
 * Downloads one photo URL (modules/feed-import/download.ts: the SSRF guard, a size cap, a timeout).
 * Throws an Error whose message is the Spanish reason.
 */
export type DownloadPhoto = (
  url: string,
  validators: { etag: string | null; lastModified: string | null },
) => Promise<Downloaded>;

export interface PhotoSyncResult {
  downloaded: number;
  kept: number;
  /** Spanish, one per photo that could not be brought in. */
  errors: string[];
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Downloads started ahead of the photo being processed: the next one is there when its turn comes. */
const DOWNLOADS_AHEAD = 2;

/**
 * Brings a listing's imported photos in line with the source's URLs (source order): a URL it
 * already holds is asked again with its validators (a 304, or the same bytes, keeps the photo and
 * its AI variants); a new URL is downloaded and goes through the upload pipeline; imported photos
 * whose URL left the source are deleted. Photos uploaded by hand stay, after the imported ones.
 */
export async function syncListingPhotos(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
  listing: ListingRow;
  urls: string[];
  download: DownloadPhoto;
  /** "Propiedad 4471" — the start of each error line. */
  label: string;
}): Promise<PhotoSyncResult> {
  const { db, listing } = opts;
  const result: PhotoSyncResult = { downloaded: 0, kept: 0, errors: [] };
  const current = await db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listing.id))
    .orderBy(asc(listingPhotos.position));
  const byUrl = new Map(current.filter((p) => p.sourceUrl).map((p) => [p.sourceUrl!, p]));
  const wanted = new Set(opts.urls);
  const drop = (photoId: string) =>
    deletePhoto({ db, storage: opts.storage, logger: opts.logger, listing, photoId });

  // Imported photos no longer in the source go first: their places are free for the new ones.
  for (const p of current) if (p.sourceUrl && !wanted.has(p.sourceUrl)) await drop(p.id);

  // Each download settles into a value (a failure is read in its turn, never left unhandled).
  const downloads = new Map<number, Promise<{ got: Downloaded } | { err: unknown }>>();
  const startDownload = (i: number) => {
    const url = opts.urls[i];
    if (url === undefined || downloads.has(i)) return;
    const held = byUrl.get(url);
    const validators = { etag: held?.sourceEtag ?? null, lastModified: held?.sourceLastModified ?? null };
    downloads.set(
      i,
      opts.download(url, validators).then(
        (got) => ({ got }),
        (err: unknown) => ({ err }),
      ),
    );
  };
  let batch: Awaited<ReturnType<typeof preparePhotoBatch>> | null = null;

  const order: string[] = [];
  for (const [i, url] of opts.urls.entries()) {
    const held = byUrl.get(url);
    for (let k = i; k <= i + DOWNLOADS_AHEAD; k++) startDownload(k);
    try {
      const downloaded = await downloads.get(i)!;
      downloads.delete(i);
      if ('err' in downloaded) throw downloaded.err;
      const { got } = downloaded;
      const hash = got.notModified ? null : sha256(got.bytes);
      if (held && (got.notModified || hash === held.sourceHash)) {
        if (
          !got.notModified &&
          (got.etag !== held.sourceEtag || got.lastModified !== held.sourceLastModified)
        )
          await db
            .update(listingPhotos)
            .set({ sourceEtag: got.etag, sourceLastModified: got.lastModified })
            .where(eq(listingPhotos.id, held.id));
        result.kept++;
        order.push(held.id);
        continue;
      }
      if (got.notModified || hash === null)
        throw new Error('el servidor respondió 304 sin haberla descargado antes');
      // The same URL with new bytes: the old photo goes first, so a listing at its plan's photo
      // limit has room for the new one (if the new one fails, the next sync brings it).
      if (held) {
        await drop(held.id);
        byUrl.delete(url);
      }
      batch ??= await preparePhotoBatch({
        db,
        storage: opts.storage,
        logger: opts.logger,
        agencyId: listing.agencyId,
      });
      const row = await uploadPhoto({
        batch,
        db,
        storage: opts.storage,
        logger: opts.logger,
        jobs: opts.jobs,
        listing,
        bytes: got.bytes,
        source: { url, etag: got.etag, lastModified: got.lastModified, hash },
      });
      result.downloaded++;
      order.push(row.id);
    } catch (err) {
      if (held && byUrl.has(url)) order.push(held.id);
      const reason = err instanceof Error ? err.message.replace(/\.$/, '') : 'error desconocido';
      result.errors.push(`${opts.label}: foto ${i + 1} no importada (${reason})`);
      if (!(err instanceof AppError) && !(err as { expected?: boolean }).expected)
        opts.logger.warn({ err, url, listingId: listing.id }, 'import photo failed');
    }
  }

  if (batch) await finishPhotoBatch({ db, jobs: opts.jobs, logger: opts.logger, batch });

  // Source order first, then the photos added by hand, in their order.
  const rest = await db
    .select({ id: listingPhotos.id, position: listingPhotos.position })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listing.id))
    .orderBy(asc(listingPhotos.position));
  const placed = new Set(order);
  const final = [
    ...order.filter((id) => rest.some((r) => r.id === id)),
    ...rest.map((r) => r.id).filter((id) => !placed.has(id)),
  ];
  // Only the photos whose place changed are written (each write is a change the microsite hears).
  const now = new Map(rest.map((r) => [r.id, r.position]));
  const moves = final.flatMap((id, position) => (now.get(id) === position ? [] : [{ id, position }]));
  if (moves.length)
    await db.transaction(async (tx) => {
      for (const { id, position } of moves)
        await tx
          .update(listingPhotos)
          .set({ position })
          .where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listing.id)));
    });
  return result;
}
