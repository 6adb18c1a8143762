import { listingsApi, listingTexts, type PhotoView } from '../../../../shared/listings';
import { apiUpload } from '../../../lib/api-upload';

export interface UploadResponse {
  photo: PhotoView;
  photos: PhotoView[];
}

/** Uploads one photo (field `file`) with progress (0..1); errors carry the server's Spanish message. */
export function uploadPhoto(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<UploadResponse>(listingsApi.photos(listingId), form, {
    onProgress,
    signal,
    fallback: { payload_too_large: listingTexts.fileTooBig },
  });
}
