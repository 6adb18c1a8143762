import { authErrorText } from '../../shared/auth-texts';

/**
 * better-auth answers errors as `{ code, message }` with an English message ("Invalid email or
 * password", "Email not verified"): the same answer with the Spanish text of its code, so every
 * caller of the API reads Spanish. The code stays (the login screen offers a new confirmation
 * e-mail on EMAIL_NOT_VERIFIED).
 */
export async function spanishAuthErrors(res: Response, path: string): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return res;
  }
  if (!body || typeof body !== 'object' || !('message' in body || 'code' in body)) return res;
  const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ ...body, message: authErrorText(code, { verifying: path.endsWith('/verify-email') }) }),
    {
      status: res.status,
      statusText: res.statusText,
      headers,
    },
  );
}
