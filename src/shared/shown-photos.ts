/**
 * Which of a listing's photos the public sees (issue 25 → 7). The gallery shows the cover first,
 * then the rest in the agency's order; a plan shows the first `limit` of that order. Photos past
 * it (kept after a downgrade) stay stored and in the manager, marked, and come back with a bigger
 * plan. The microsite, its staging section and the photo manager all read this one rule.
 */

/** The cover first (the chosen one while it exists, else the first photo), then the others in order. */
export function inGalleryOrder<T extends { id: string }>(
  photosInOrder: readonly T[],
  coverPhotoId: string | null,
): T[] {
  const cover = photosInOrder.find((p) => p.id === coverPhotoId) ?? photosInOrder[0];
  return cover ? [cover, ...photosInOrder.filter((p) => p !== cover)] : [...photosInOrder];
}

/** The photos shown publicly, in gallery order: the first `limit` of them. */
export function shownPhotos<T extends { id: string }>(
  photosInOrder: readonly T[],
  coverPhotoId: string | null,
  limit: number,
): T[] {
  return inGalleryOrder(photosInOrder, coverPhotoId).slice(0, Math.max(0, limit));
}

/** The ids of the photos a plan does not show (empty while the listing is within it). */
export function hiddenPhotoIds(
  photosInOrder: readonly { id: string }[],
  coverPhotoId: string | null,
  limit: number,
): Set<string> {
  if (photosInOrder.length <= limit) return new Set();
  const shown = new Set(shownPhotos(photosInOrder, coverPhotoId, limit).map((p) => p.id));
  return new Set(photosInOrder.filter((p) => !shown.has(p.id)).map((p) => p.id));
}
