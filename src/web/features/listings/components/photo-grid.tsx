import { useLayoutEffect, useRef, useState } from 'react';
import type { ListingView, PhotoView } from '../../../../shared/listings';
import type { Room } from '../api/use-rooms';
import { usePhotoOrder } from '../hooks/use-photo-order';
import { PhotoTile, type TileDrag } from './photo-tile';

/**
 * The listing's photos in order. Reordering by arrows (keyboard, phones) or by dragging with a
 * mouse; after an arrow move the focus stays on that photo's arrow.
 */
export function PhotoGrid({
  listing,
  photos,
  rooms,
  hidden,
}: {
  listing: ListingView;
  photos: PhotoView[];
  rooms: Room[] | undefined;
  /** Photos the plan does not show publicly (src/shared/shown-photos.ts). */
  hidden: ReadonlySet<string>;
}) {
  const { move, announcement } = usePhotoOrder(listing.id, photos);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<{ id: string; dir: 'left' | 'right' } | null>(null);
  // Without a cover chosen, the first photo is the one shown first.
  const coverId = listing.coverPhotoId ?? photos[0]?.id;

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || !photos.length) return;
    refocus.current = null;
    const tile = listRef.current?.querySelector(`[data-photo-id="${target.id}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${target.dir}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(
      `[data-move="${target.dir === 'left' ? 'right' : 'left'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [photos]);

  const indexOf = (id: string | null) => photos.findIndex((p) => p.id === id);
  const endDrag = () => {
    setDragId(null);
    setOverId(null);
  };
  const dragFor = (photo: PhotoView): TileDrag => ({
    dragging: dragId === photo.id,
    over: overId === photo.id && dragId !== photo.id,
    onDragStart: (e) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', photo.id);
      setDragId(photo.id);
    },
    onDragOver: (e) => {
      if (!dragId) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setOverId(photo.id);
    },
    onDrop: (e) => {
      if (!dragId) return;
      e.preventDefault();
      e.stopPropagation();
      move(indexOf(dragId), indexOf(photo.id));
      endDrag();
    },
    onDragEnd: endDrag,
  });

  return (
    <>
      <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            listingId={listing.id}
            photo={photo}
            index={index}
            total={photos.length}
            isCover={photo.id === coverId}
            notShown={hidden.has(photo.id)}
            rooms={rooms}
            drag={dragFor(photo)}
            onMove={(to) => {
              refocus.current = { id: photo.id, dir: to < index ? 'left' : 'right' };
              move(index, to);
            }}
          />
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
