import { ChevronLeft, ChevronRight, EyeOff, GripVertical } from 'lucide-react';
import type { DragEvent } from 'react';
import { toast } from 'sonner';
import { listingTexts, type PhotoView } from '../../../../shared/listings';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSetCover } from '../api/use-photos';
import type { Room } from '../api/use-rooms';
import { photoManagerTexts as t } from '../texts';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoRoomSelect } from './photo-room-select';

/** Native drag and drop for mouse users; phones use the arrow buttons. */
export interface TileDrag {
  dragging: boolean;
  over: boolean;
  onDragStart: (e: DragEvent) => void;
  onDragOver: (e: DragEvent) => void;
  onDrop: (e: DragEvent) => void;
  onDragEnd: () => void;
}

const iconButton = 'size-11 px-0 disabled:opacity-40 disabled:hover:bg-white';

/** One photo: picture, position, cover badge, room, and its actions. */
export function PhotoTile({
  listingId,
  photo,
  index,
  total,
  isCover,
  notShown,
  rooms,
  drag,
  onMove,
}: {
  listingId: string;
  photo: PhotoView;
  index: number;
  total: number;
  isCover: boolean;
  /** Kept past the plan's number: not on the public pages. */
  notShown: boolean;
  rooms: Room[] | undefined;
  drag: TileDrag;
  onMove: (to: number) => void;
}) {
  const cover = useSetCover(listingId);
  const setAsCover = () =>
    cover.mutate(photo.id, {
      onSuccess: () => toast.success(t.coverSet),
      onError: () => toast.error(listingTexts.errorTitle, { description: t.coverError }),
    });
  const srcSet = photo.sources.map((s) => `${s.url} ${s.width}w`).join(', ');
  return (
    <li
      data-photo-id={photo.id}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      className={cn(
        'flex flex-col rounded-xl border bg-white',
        drag.over ? 'border-brand-700 ring-2 ring-brand-700' : 'border-neutral-200',
        drag.dragging && 'opacity-50',
      )}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: mouse drag handle; the arrow buttons are the keyboard way */}
      <div
        draggable
        onDragStart={drag.onDragStart}
        onDragEnd={drag.onDragEnd}
        className="relative aspect-[4/3] cursor-grab overflow-hidden rounded-t-xl bg-neutral-100 active:cursor-grabbing"
      >
        <img
          src={photo.sources[0]?.url ?? photo.url}
          srcSet={srcSet || undefined}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
          alt={[t.position(index + 1), photo.room].filter(Boolean).join(' · ')}
          draggable={false}
          loading="lazy"
          className={cn('size-full object-cover', notShown && 'opacity-50 grayscale')}
        />
        {notShown && (
          <span className="absolute inset-x-2 bottom-2 flex items-center gap-1 rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-950">
            <EyeOff className="size-3.5 shrink-0" aria-hidden />
            {t.notShown}
          </span>
        )}
        <span className="absolute top-2 left-2 flex items-center gap-0.5 rounded-md bg-black/75 px-1.5 py-0.5 text-xs font-bold text-white">
          <GripVertical className="hidden size-3.5 sm:block" aria-hidden />
          {index + 1}
        </span>
        {isCover && (
          <span className="absolute top-2 right-2 rounded-md bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t.cover}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        <PhotoRoomSelect listingId={listingId} photo={photo} rooms={rooms} />
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className={iconButton}
            aria-label={t.moveLeft}
            data-move="left"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            className={iconButton}
            aria-label={t.moveRight}
            data-move="right"
            disabled={index === total - 1}
            onClick={() => onMove(index + 1)}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
          <span className="flex-1" />
          <DeletePhotoDialog listingId={listingId} photoId={photo.id} />
        </div>
        {!isCover && (
          <Button
            variant="secondary"
            className="mt-auto px-2 text-xs"
            loading={cover.isPending}
            onClick={setAsCover}
          >
            {t.useAsCover}
          </Button>
        )}
      </div>
    </li>
  );
}
