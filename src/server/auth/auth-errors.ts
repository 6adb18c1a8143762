import { authErrorText, authTexts } from '../../shared/auth-texts';
import { paths } from '../../shared/paths';
import { escapeHtml } from '../lib/html';

/** better-auth's English success messages, by endpoint: the Spanish text the app shows. */
const successTexts: Record<string, string> = {
  '/request-password-reset': authTexts.resetRequested,
};

/**
 * better-auth answers errors as `{ code, message }` with an English message ("Invalid email or
 * password", "Email not verified"): the same answer with the Spanish text of its code, so every
 * caller of the API reads Spanish. The code stays (the login screen offers a new confirmation
 * e-mail on EMAIL_NOT_VERIFIED).
 */
export async function spanishAuthErrors(res: Response, path: string): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  if (res.status < 400) return spanishSuccess(res, path);
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

/** A success answer whose `message` better-auth writes in English, with the Spanish one. */
async function spanishSuccess(res: Response, path: string): Promise<Response> {
  const text = Object.entries(successTexts).find(([end]) => path.endsWith(end))?.[1];
  if (!text) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || typeof body.message !== 'string') return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message: text }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

/**
 * Where better-auth sends a browser when a link fails (`/api/auth/error?error=…`): its own page is
 * English and names internal codes. A Spanish page that says what to do instead.
 */
export function authErrorPage(publicUrl: string): string {
  const login = escapeHtml(new URL(paths.auth.login, publicUrl).href);
  const forgot = escapeHtml(new URL(paths.auth.forgotPassword, publicUrl).href);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No se ha podido completar · Escaparate</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#b93a39}li{margin:.25rem 0}</style>
</head>
<body>
<main>
<h1>No se ha podido completar</h1>
<p>El enlace que has abierto ya no sirve: puede haber caducado, haberse usado ya o estar incompleto.</p>
<ul>
<li><a href="${login}">Iniciar sesión</a> (desde allí puedes pedir otro e-mail de confirmación)</li>
<li><a href="${forgot}">Pedir otro enlace para restablecer la contraseña</a></li>
</ul>
</main>
</body>
</html>`;
}
