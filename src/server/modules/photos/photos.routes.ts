import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  coverSchema,
  listingTexts,
  MAX_PHOTO_BYTES,
  photoOrderSchema,
  photoPatchSchema,
} from '../../../shared/listings';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, errorBody } from '../../http/errors';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { createLimiter } from '../../lib/limiter';
import { getOwnListing, photosByListing, roomLabels, toViews } from '../listings/load-listings';
import { deletePhoto, reorderPhotos, setCover, setPhotoRoom } from './manage-photos';
import { toPhotoView } from './photo-view';
import { uploadPhoto } from './upload-photo';

/**
 * Uploads whose bodies are read at once. The rest wait before reading, so their bytes stay in
 * the socket (TCP back-pressure) instead of piling up in memory while photos are processed.
 */
const uploadIntake = createLimiter(4);

/** The upload route's own body cap: one photo plus the multipart envelope. */
export const PHOTO_UPLOAD_BODY_LIMIT = MAX_PHOTO_BYTES + 512 * 1024;

/** /api/listings/:id/photos…: upload, order, room tags, cover, delete — own listings only. */
export function photoRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { storage, logger, jobs } = deps;
  const member = requireAgency(deps);
  /** The listing of the path, when it belongs to the member's agency (404 otherwise). */
  const ownListing = (c: Context<AppEnv>) => getOwnListing(db, c.get('agency').id, c.req.param('id') ?? '');
  const allPhotos = async (listingId: string) =>
    (await photosByListing(db, storage, [listingId])).get(listingId) ?? [];

  return new Hono<AppEnv>()
    .get('/api/listings/:id/photos', member, async (c) => {
      const listing = await ownListing(c);
      return c.json({ photos: await allPhotos(listing.id) });
    })
    .post(
      '/api/listings/:id/photos',
      member,
      bodyLimit({
        maxSize: PHOTO_UPLOAD_BODY_LIMIT,
        onError: (c) => c.json(errorBody('payload_too_large', listingTexts.fileTooBig), 413),
      }),
      async (c) => {
        const listing = await ownListing(c);
        const row = await uploadIntake(async () => {
          let body: Record<string, unknown>;
          try {
            body = await c.req.parseBody();
          } catch {
            throw new AppError('bad_request', 'El envío del archivo no es válido.');
          }
          const file = body.file;
          if (!(file instanceof File) || file.size === 0)
            throw new AppError('validation', listingTexts.noneChosen);
          const bytes = Buffer.from(await file.arrayBuffer());
          return uploadPhoto({ db, storage, logger, jobs, listing, bytes });
        });
        const photo = toPhotoView(row, storage, await roomLabels(db));
        return c.json({ photo, photos: await allPhotos(listing.id) }, 201);
      },
    )
    .put('/api/listings/:id/photos/order', member, async (c) => {
      const { photoIds } = await readJson(c, photoOrderSchema);
      const listing = await ownListing(c);
      await reorderPhotos({ db, listing, photoIds });
      return c.json({ photos: await allPhotos(listing.id) });
    })
    .patch('/api/listings/:id/photos/:photoId', member, async (c) => {
      const { roomCode } = await readJson(c, photoPatchSchema);
      const listing = await ownListing(c);
      const row = await setPhotoRoom({ db, listing, photoId: c.req.param('photoId'), roomCode });
      return c.json({ photo: toPhotoView(row, storage, await roomLabels(db)) });
    })
    .delete('/api/listings/:id/photos/:photoId', member, async (c) => {
      const listing = await ownListing(c);
      await deletePhoto({ db, storage, logger, listing, photoId: c.req.param('photoId') });
      return c.json({ photos: await allPhotos(listing.id) });
    })
    .put('/api/listings/:id/cover', member, async (c) => {
      const { photoId } = await readJson(c, coverSchema);
      const listing = await ownListing(c);
      await setCover({ db, listing, photoId });
      const [fresh] = await toViews(db, storage, [{ ...listing, coverPhotoId: photoId }]);
      return c.json({ listing: fresh });
    });
}
