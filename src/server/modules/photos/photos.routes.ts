import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  coverSchema,
  listingsApi,
  listingTexts,
  MAX_PHOTO_BYTES,
  photoOrderSchema,
  photoPatchSchema,
} from '../../../shared/listings';
import type { AppDeps, AppEnv } from '../../context';
import { requireAgency } from '../../http/require-agency';
import { readJson, readUpload, uploadCap } from '../../http/validate';
import { createLimiter } from '../../lib/limiter';
import { getOwnListing, photosByListing, roomLabels, toViews } from '../listings/load-listings';
import { toPhotoView } from '../listings/photo-view';
import { deletePhoto, reorderPhotos, setCover, setPhotoRoom } from './manage-photos';
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
    .get(listingsApi.photos.pattern, member, async (c) => {
      const listing = await ownListing(c);
      return c.json({ photos: await allPhotos(listing.id) });
    })
    .post(
      listingsApi.photos.pattern,
      member,
      uploadCap({ maxBytes: PHOTO_UPLOAD_BODY_LIMIT, tooBig: listingTexts.fileTooBig }),
      async (c) => {
        const listing = await ownListing(c);
        const row = await uploadIntake(async () => {
          const bytes = await readUpload(c, {
            noneChosen: listingTexts.noneChosen,
            badUpload: listingTexts.badUpload,
          });
          return uploadPhoto({ db, storage, logger, jobs, listing, bytes });
        });
        const photo = toPhotoView(row, storage, await roomLabels(db));
        return c.json({ photo, photos: await allPhotos(listing.id) }, 201);
      },
    )
    .put(listingsApi.photoOrder.pattern, member, async (c) => {
      const { photoIds } = await readJson(c, photoOrderSchema);
      const listing = await ownListing(c);
      await reorderPhotos({ db, listing, photoIds });
      return c.json({ photos: await allPhotos(listing.id) });
    })
    .patch(listingsApi.photo.pattern, member, async (c) => {
      const { roomCode } = await readJson(c, photoPatchSchema);
      const listing = await ownListing(c);
      const row = await setPhotoRoom({ db, listing, photoId: c.req.param('photoId'), roomCode });
      return c.json({ photo: toPhotoView(row, storage, await roomLabels(db)) });
    })
    .delete(listingsApi.photo.pattern, member, async (c) => {
      const listing = await ownListing(c);
      await deletePhoto({ db, storage, logger, listing, photoId: c.req.param('photoId') });
      return c.json({ photos: await allPhotos(listing.id) });
    })
    .put(listingsApi.cover.pattern, member, async (c) => {
      const { photoId } = await readJson(c, coverSchema);
      const listing = await ownListing(c);
      await setCover({ db, listing, photoId });
      const [fresh] = await toViews(db, storage, [{ ...listing, coverPhotoId: photoId }]);
      return c.json({ listing: fresh });
    });
}
