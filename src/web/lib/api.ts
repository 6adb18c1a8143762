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

/**
 * The answer of an agent beyond the seats of the agency's plan: not a fault of the screen that
 * asked; the access gate shows the message (why, and whom to ask) instead (decision 024).
 */
export const isSeatPaused = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === 'seat_paused';

/** The request never got an answer (no network, or the server unreachable). */
export const OFFLINE_MESSAGE = 'No hay conexión. Revisa tu conexión a internet e inténtalo de nuevo.';

/** Messages for answers without our JSON body (e.g. a proxy refusing a big upload), by code. */
export type FallbackMessages = Partial<Record<ErrorCode, string>>;

function codeOf(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  return 'internal';
}

/** The ApiError for a failed answer: the server's code and Spanish message, or the catalogue's. */
export function apiErrorOf(status: number, body: unknown, fallback: FallbackMessages = {}): ApiError {
  const error = (body as ApiErrorBody | null)?.error;
  if (error?.code) return new ApiError(status, error.code, error.message, error.fields);
  const code = codeOf(status);
  return new ApiError(status, code, fallback[code] ?? dataErrorTexts[code]);
}

let signingOut = false;
/** While the user signs out, a 401 is expected: the sign-out goes to a clean login page itself. */
export function setSigningOut(on: boolean) {
  signingOut = on;
}

/** A 401 sends the user back to login, remembering where they were (not when they are leaving). */
export function onUnauthorized() {
  if (signingOut || window.location.pathname.startsWith('/auth/')) return;
  const from = window.location.pathname + window.location.search;
  window.location.assign(`${paths.auth.login}?from=${encodeURIComponent(from)}`);
}

/** JSON fetch on the same origin; failures are ApiErrors, a 401 goes through `onUnauthorized`. */
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
    throw new ApiError(0, 'internal', OFFLINE_MESSAGE);
  }
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  const body = await res.json().catch(() => null);
  if (res.status === 401) onUnauthorized();
  throw apiErrorOf(res.status, body);
}
