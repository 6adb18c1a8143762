import type { Context } from 'hono';
import { DEFAULT_LANG, isLang, type Lang, langFromAcceptLanguage } from '../../../shared/lang';
import { leadInputSchemaFor } from '../../../shared/lead-schema';
import { leadTextsFor } from '../../../shared/leads';
import { type LeadFormState, micrositeApi } from '../../../shared/microsite';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../lib/app-error';
import type { LeadIntake } from '../leads/lead-intake';
import { leadSentToken } from './lead-sent-token';

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
 * The plain HTML form's fields, checked by the shared schema: what the visitor typed (always
 * given back with the answer, so nothing is lost on an error) and either the lead or the errors.
 */
async function formBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    // An unreadable body is answered like an empty form.
    return {};
  }
}

/** The language the form was filled in (its hidden `lang`; Hono keeps the parsed body for the rest). */
export async function leadFormLang(c: Context): Promise<Lang> {
  const lang = (await formBody(c)).lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export async function readLeadForm(c: Context) {
  const body = await formBody(c);
  const lang = isLang(body.lang) ? body.lang : DEFAULT_LANG;
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const values = Object.fromEntries(FIELDS.map((k) => [k, str(k).slice(0, 300)]));
  const consent = str('consent') === 'on' || str('consent') === 'true';
  if (consent) values.consent = 'on';

  const parsed = leadInputSchemaFor(lang).safeParse({
    ...values,
    lang,
    contactMethod: values.contactMethod === 'whatsapp' ? 'whatsapp' : 'email',
    consent: consent || undefined,
    website: str('website'),
  });
  if (parsed.success) return { values, lead: parsed.data, invalid: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  const invalid: LeadFormState = { values, errors, status: 'invalid' };
  return { values, lead: null, invalid };
}

/** A lead sent by the plain HTML form (JavaScript off): the same schema and intake as the API. */
export async function handleLeadFormPost(opts: {
  c: Context;
  deps: AppDeps;
  intake: LeadIntake;
  slug: string;
}): Promise<{ leadForm: LeadFormState; status: 200 | 422 | 429 | 503 }> {
  const { c, deps, intake, slug } = opts;
  const { values, lead, invalid } = await readLeadForm(c);
  if (!lead) return { leadForm: invalid, status: 422 };
  try {
    await intake({
      slug,
      values: lead,
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return { leadForm: { values: {}, errors: {}, status: 'sent' }, status: 200 };
  } catch (err) {
    const limited = err instanceof AppError && err.code === 'rate_limited';
    if (!limited) deps.logger.error({ err, slug }, 'lead form post failed');
    const message = limited ? err.message : leadTextsFor(lead.lang).sendError;
    return { leadForm: { values, errors: { _: message }, status: 'failed' }, status: limited ? 429 : 503 };
  }
}

/** The query parameter of the "sent" page's token (lead-sent-token.ts). */
export const LEAD_SENT_PARAM = 'enviada';

/**
 * Where a sent form redirects (303, Post/Redirect/Get): the same address read with GET, a token
 * saying it was sent (nothing of the buyer), and `lang` only when the browser's own choice would
 * not give the form's language back.
 */
export function leadSentLocation(opts: {
  secret: string;
  slug: string;
  lang: Lang;
  acceptLanguage: string | undefined;
}): string {
  const query = new URLSearchParams();
  if (langFromAcceptLanguage(opts.acceptLanguage) !== opts.lang) query.set('lang', opts.lang);
  query.set(LEAD_SENT_PARAM, leadSentToken(opts.secret, opts.slug));
  return `${micrositeApi.leadForm(opts.slug)}?${query}`;
}
