import { useState } from 'react';
import { toast } from 'sonner';
import { listingTexts, type PhotoView } from '../../../../shared/listings';
import { useReorderPhotos } from '../api/use-photos';
import { photoManagerTexts as t } from '../texts';

/** Moves a photo from one position to another, saves the whole order and says where it went. */
export function usePhotoOrder(listingId: string, photos: PhotoView[]) {
  const reorder = useReorderPhotos(listingId);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return;
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    reorder.mutate(next, {
      onError: () => toast.error(listingTexts.errorTitle, { description: t.orderError }),
    });
    setAnnouncement(t.moved(to + 1));
  };
  return { move, announcement };
}
