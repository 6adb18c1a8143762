import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

/**
 * Signs the new agent in with the password they just chose, through better-auth (so the
 * session is an ordinary one), and answers with its cookie: the invitation page goes straight
 * on to the dashboard.
 */
export async function signInAfterRegister(
  deps: Pick<AppDeps, 'auth'>,
  c: Context<AppEnv>,
  credentials: { email: string; password: string },
): Promise<Response> {
  const res = await deps.auth.api.signInEmail({
    body: credentials,
    headers: c.req.raw.headers,
    asResponse: true,
  });
  const out = c.json({ ok: true, signedIn: res.ok }, 201);
  for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}
