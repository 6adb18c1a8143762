import type { PhotoView } from '../../../shared/listings';
import type { listingPhotos } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';

export type PhotoRow = typeof listingPhotos.$inferSelect;

/** The API's photo: ordered position, room, and the public WebP derivatives for `srcset`. */
export function toPhotoView(p: PhotoRow, storage: Storage, roomLabels: Map<string, string>): PhotoView {
  const sources = p.derivatives.map((v) => ({
    url: storage.publicUrl(v.key),
    width: v.width,
    height: v.height,
  }));
  const main = sources.find((s) => s.width >= 960) ?? sources.at(-1);
  return {
    id: p.id,
    url: main?.url ?? '',
    pos: p.position,
    room: p.roomCode ? (roomLabels.get(`${p.useCode}:${p.roomCode}`) ?? null) : null,
    room_code: p.roomCode,
    width: p.width,
    height: p.height,
    sources,
  };
}
