import type { Context } from 'hono';
import { type NewsletterBoxState, newsletterInputSchema, newsletterTexts } from '../../../shared/newsletter';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../lib/app-error';
import type { NewsletterIntake } from './newsletter-intake';

/**
 * The newsletter box's plain form post (no JavaScript): the shared schema, the same intake as
 * the JSON sign-up, and the box's state to show (the typed e-mail kept on an error).
 */
export async function handleNewsletterFormPost(opts: {
  c: Context;
  deps: AppDeps;
  intake: NewsletterIntake;
}): Promise<{ box: NewsletterBoxState; status: 200 | 422 | 429 | 503 }> {
  const { c, deps, intake } = opts;
  let body: Record<string, unknown> = {};
  try {
    body = await c.req.parseBody();
  } catch {
    // An unreadable body is answered like an empty form.
  }
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const values = { email: str('email').slice(0, 300) };
  const parsed = newsletterInputSchema.safeParse({ email: values.email, website: str('website') });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? newsletterTexts.invalidEmail;
    return { box: { values, errors: { email: message }, status: 'invalid' }, status: 422 };
  }
  try {
    await intake({ ...parsed.data, ip: clientIp(c, deps.env.TRUST_PROXY) });
    return { box: { status: 'sent' }, status: 200 };
  } catch (err) {
    const limited = err instanceof AppError && err.code === 'rate_limited';
    if (!limited) deps.logger.error({ err }, 'newsletter form post failed');
    const message = limited ? err.message : newsletterTexts.sendError;
    return { box: { values, errors: { _: message }, status: 'failed' }, status: limited ? 429 : 503 };
  }
}
