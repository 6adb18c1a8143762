import { ApiError, apiErrorOf, type FallbackMessages, OFFLINE_MESSAGE, onUnauthorized } from './api';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface UploadOptions {
  /** Gets 0..1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Messages for answers without our JSON body (a proxy's 413), by code. */
  fallback?: FallbackMessages;
}

/**
 * POSTs a form (a file) with XMLHttpRequest, which, unlike fetch, reports upload progress.
 * Answers are read as `apiFetch` reads them: the same ApiErrors, the same 401 handling.
 */
export function apiUpload<T>(url: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        opts.onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) onUnauthorized();
      reject(apiErrorOf(xhr.status, body, opts.fallback));
    };
    xhr.onerror = () => reject(new ApiError(0, 'internal', OFFLINE_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
