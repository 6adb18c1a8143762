import type { Context } from 'hono';
import { leadInputSchema } from '../../../shared/lead-schema';
import { leadTexts } from '../../../shared/leads';
import type { LeadFormState } from '../../../shared/microsite';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import type { LeadIntake } from '../leads/lead-intake';

const FIELDS = [
  'firstName',
  'lastName',
  'contactMethod',
  'email',
  'phone',
  'useCode',
  'roomCode',
  'styleCode',
];

/**
 * A lead sent by the plain HTML form (JavaScript off): the same schema and intake as the API.
 * What the visitor typed always comes back with the answer, so nothing is lost on an error.
 */
export async function handleLeadFormPost(opts: {
  c: Context;
  deps: AppDeps;
  intake: LeadIntake;
  slug: string;
}): Promise<{ leadForm: LeadFormState; status: 200 | 422 | 429 | 503 }> {
  const { c, deps, intake, slug } = opts;
  let body: Record<string, unknown> = {};
  try {
    body = await c.req.parseBody();
  } catch {
    // An unreadable body is answered like an empty form.
  }
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const values = Object.fromEntries(FIELDS.map((k) => [k, str(k).slice(0, 300)]));
  const consent = str('consent') === 'on' || str('consent') === 'true';
  if (consent) values.consent = 'on';

  const parsed = leadInputSchema.safeParse({
    ...values,
    contactMethod: values.contactMethod === 'whatsapp' ? 'whatsapp' : 'email',
    consent: consent || undefined,
    website: str('website'),
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
    return { leadForm: { values, errors, status: 'invalid' }, status: 422 };
  }
  try {
    await intake({
      slug,
      values: parsed.data,
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return { leadForm: { values: {}, errors: {}, status: 'sent' }, status: 200 };
  } catch (err) {
    const limited = err instanceof AppError && err.code === 'rate_limited';
    if (!limited) deps.logger.error({ err, slug }, 'lead form post failed');
    const message = limited ? err.message : leadTexts.sendError;
    return { leadForm: { values, errors: { _: message }, status: 'failed' }, status: limited ? 429 : 503 };
  }
}
