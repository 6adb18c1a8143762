import { useState } from 'react';
import { toast } from 'sonner';
import { listingTexts } from '../../../../shared/listings';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|heic|heif|avif|bmp|tiff?)$/i;

/** An image by MIME type; files some systems leave untyped (HEIC on Windows) by extension. */
export function isImageFile(file: File): boolean {
  if (file.type.startsWith('image/')) return true;
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  return untyped && IMAGE_EXTENSION.test(file.name);
}

/** The first `room` images are kept; the names of the images past them are reported. */
export function splitFiles(files: File[], room: number) {
  const images = files.filter(isImageFile);
  const accepted = images.slice(0, Math.max(0, room));
  return {
    invalid: files.length - images.length,
    accepted,
    leftOut: images.slice(accepted.length).map((f) => f.name),
  };
}

/**
 * The client-side checks (decision 017 → Photos and logo) before anything is uploaded: at least one file, images
 * only (others skipped with a toast), and no more than the photos the plan still allows (`max` in all).
 */
export function usePhotoPicker(room: number, max: number, onAccept: (files: File[]) => void) {
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const pick = (list: FileList | File[] | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) {
      toast.error(listingTexts.noneChosen);
      return;
    }
    const split = splitFiles(files, room);
    if (split.invalid > 0) {
      toast.error(listingTexts.invalidFilesTitle, { description: listingTexts.invalidFiles });
    }
    setLeftOut(split.leftOut);
    if (split.leftOut.length > 0) {
      toast.warning(listingTexts.tooManyPhotosFor(max), {
        description: listingTexts.leftOut(split.leftOut, max),
        duration: 10_000,
      });
    }
    if (split.accepted.length > 0) onAccept(split.accepted);
  };
  return { pick, leftOut };
}
