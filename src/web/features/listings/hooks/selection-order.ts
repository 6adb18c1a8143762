import type { PhotoView } from '../../../../shared/listings';

/**
 * The photo list with the photos of `selected` (ids, in the order they were selected) put in
 * that order, in the places they already take; every other photo stays where it is. Null when
 * they are in order already (nothing to save).
 */
export function inSelectionOrder(photos: PhotoView[], selected: string[]): PhotoView[] | null {
  const wanted = new Set(selected);
  const slots = photos.flatMap((p, i) => (wanted.has(p.id) ? [i] : []));
  const byId = new Map(photos.map((p) => [p.id, p]));
  const ordered = selected.flatMap((id) => byId.get(id) ?? []);
  if (slots.every((slot, n) => photos[slot]!.id === ordered[n]!.id)) return null;
  const next = [...photos];
  for (const [n, slot] of slots.entries()) next[slot] = ordered[n]!;
  return next;
}
