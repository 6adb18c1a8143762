import type { Context } from 'hono';
import {
  type ContactFormState,
  type ContactValues,
  contactFields,
  contactInputSchema,
  contactTexts,
} from '../../../shared/contact';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../lib/app-error';
import type { ContactIntake } from './contact-intake';

/** The plain HTML form's fields checked by the shared schema; what was typed is always given back. */
export async function readContactForm(
  c: Context,
): Promise<{ values: Record<string, string>; parsed: ContactValues | null; errors: Record<string, string> }> {
  let body: Record<string, unknown> = {};
  try {
    body = await c.req.parseBody();
  } catch {
    // An unreadable body is answered like an empty form.
  }
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const values = Object.fromEntries(contactFields.map((k) => [k, str(k).slice(0, 6000)]));
  const result = contactInputSchema.safeParse({ ...values, website: str('website') });
  if (result.success) return { values, parsed: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { values, parsed: null, errors };
}

/**
 * A contact message sent by the page's form (works without JavaScript): the same schema and
 * intake as the JSON endpoint. `form` is null when it was sent (`confirmation`: the sender is
 * mailed one).
 */
export async function handleContactFormPost(opts: {
  c: Context;
  deps: AppDeps;
  intake: ContactIntake;
}): Promise<{ form: ContactFormState | null; status: 200 | 422 | 429 | 503; confirmation?: boolean }> {
  const { c, deps, intake } = opts;
  const { values, parsed, errors } = await readContactForm(c);
  if (!parsed) return { form: { values, errors, status: 'invalid' }, status: 422 };
  try {
    const { confirmation } = await intake({ values: parsed, ip: clientIp(c, deps.env.TRUST_PROXY) });
    return { form: null, status: 200, confirmation };
  } catch (err) {
    const limited = err instanceof AppError && err.code === 'rate_limited';
    if (!limited) deps.logger.error({ err }, 'contact form post failed');
    const message = limited ? err.message : contactTexts.sendError;
    return { form: { values, errors: { _: message }, status: 'failed' }, status: limited ? 429 : 503 };
  }
}
