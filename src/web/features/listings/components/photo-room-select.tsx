import { useId } from 'react';
import { toast } from 'sonner';
import { listingTexts, type PhotoView } from '../../../../shared/listings';
import { useSetPhotoRoom } from '../api/use-photos';
import type { Room } from '../api/use-rooms';
import { photoManagerTexts as t } from '../texts';

/** The room a photo shows ('' = none → null); visitors pick renders by room. */
export function PhotoRoomSelect({
  listingId,
  photo,
  rooms,
}: {
  listingId: string;
  photo: PhotoView;
  rooms: Room[] | undefined;
}) {
  const id = useId();
  const setRoom = useSetPhotoRoom(listingId);
  const value = setRoom.isPending ? (setRoom.variables.roomCode ?? '') : (photo.room_code ?? '');
  const known = rooms?.some((r) => r.code === photo.room_code);
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-neutral-700">
        {t.room}
      </label>
      <select
        id={id}
        value={value}
        disabled={!rooms || setRoom.isPending}
        onChange={(e) =>
          setRoom.mutate(
            { photoId: photo.id, roomCode: e.target.value || null },
            { onError: () => toast.error(listingTexts.errorTitle, { description: t.roomError }) },
          )
        }
        className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-2 text-sm text-neutral-900 disabled:bg-neutral-100"
      >
        <option value="">{t.noRoom}</option>
        {photo.room_code && !known && (
          <option value={photo.room_code}>{photo.room ?? photo.room_code}</option>
        )}
        {rooms?.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </select>
    </div>
  );
}
