import { type ApiErrorBody, dataErrorTexts, type ErrorCode } from '../../shared/errors';
import { paths } from '../../shared/paths';

/** An API failure with the Spanish message of the catalogue (decision 017 → Language and texts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** JSON fetch on the same origin. A 401 sends the user back to login, remembering where they were. */
export async function apiFetch<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, {
      ...rest,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, 'internal', 'No hay conexión. Revisa tu conexión a internet e inténtalo de nuevo.');
  }
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
  const code =
    body?.error?.code ??
    (res.status === 401 ? 'unauthorized' : res.status === 404 ? 'not_found' : 'internal');
  const error = new ApiError(
    res.status,
    code,
    body?.error?.message ?? dataErrorTexts[code],
    body?.error?.fields,
  );
  if (res.status === 401 && !window.location.pathname.startsWith('/auth/')) {
    const from = window.location.pathname + window.location.search;
    window.location.assign(`${paths.auth.login}?from=${encodeURIComponent(from)}`);
  }
  throw error;
}
