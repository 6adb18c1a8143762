import { type ApiErrorBody, dataErrorTexts } from '../../../../shared/errors';
import { listingsApi, listingTexts, type PhotoView } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { ApiError } from '../../../lib/api';
import { photoManagerTexts } from '../texts';

export interface UploadResponse {
  photo: PhotoView;
  photos: PhotoView[];
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorOf(status: number, body: ApiErrorBody | null): ApiError {
  if (body?.error) return new ApiError(status, body.error.code, body.error.message, body.error.fields);
  // A proxy in front of the app may refuse a big body without our JSON.
  if (status === 413) return new ApiError(status, 'payload_too_large', listingTexts.fileTooBig);
  const code = status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'internal';
  return new ApiError(status, code, dataErrorTexts[code]);
}

/**
 * Uploads one photo (field `file`) with XMLHttpRequest, which, unlike fetch, reports upload
 * progress. `onProgress` gets 0..1. Errors are ApiErrors with the server's Spanish message.
 */
export function uploadPhoto(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', listingsApi.photos(listingId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body as UploadResponse);
        return;
      }
      if (xhr.status === 401) {
        const from = window.location.pathname + window.location.search;
        window.location.assign(`${paths.auth.login}?from=${encodeURIComponent(from)}`);
      }
      reject(errorOf(xhr.status, body as ApiErrorBody | null));
    };
    xhr.onerror = () => reject(new ApiError(0, 'internal', photoManagerTexts.offline));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
