import { type Context, Hono } from 'hono';
import { isLang, type Lang, langFromAcceptLanguage } from '../../../shared/lang';
import { leadInputSchemaFor } from '../../../shared/lead-schema';
import { leadsApi, leadTextsFor } from '../../../shared/leads';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { bodyJsonOrNone, readJson } from '../../http/validate';
import type { LeadIntake } from './lead-intake';

/**
 * The buyer's language, for the messages: the `lang` the page sent with the form, else the
 * browser's Accept-Language. (The body is parsed once: `readJson` gets the same.)
 */
async function requestLang(c: Context): Promise<Lang> {
  const body = await bodyJsonOrNone(c);
  const lang = body.json ? (body.value as { lang?: unknown } | null)?.lang : undefined;
  return isLang(lang) ? lang : langFromAcceptLanguage(c.req.header('accept-language'));
}

/** The public interest request of a microsite (the page's script posts here). */
export function leadRoutes(deps: AppDeps, intake: LeadIntake) {
  return new Hono().post(leadsApi.submit.pattern, async (c) => {
    const lang = await requestLang(c);
    const values = { ...(await readJson(c, leadInputSchemaFor(lang))), lang };
    const { id, duplicate } = await intake({
      slug: c.req.param('slug'),
      values,
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json({ ok: true, id, message: leadTextsFor(values.lang).sent }, duplicate ? 200 : 201);
  });
}
