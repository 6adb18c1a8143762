import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type ContactFormState,
  contactApi,
  contactInputSchema,
  contactMeta,
  contactSentQuery,
  contactSentUnmailed,
  contactTexts,
} from '../../../shared/contact';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { csrfProtection } from '../../http/security';
import { readJson } from '../../http/validate';
import type { RenderedPage } from '../microsite/page-cache';
import { send } from '../microsite/send-page';
import { renderSitePage } from '../site/site-document';
import { contactDetails } from './contact-details';
import { handleContactFormPost } from './contact-form-post';
import { createContactIntake } from './contact-intake';

/** The contact page (server-rendered, its form works without JavaScript) and its JSON endpoint. */
export function contactRoutes(deps: AppDeps) {
  const intake = createContactIntake(deps);
  const details = contactDetails(deps.env);
  const app = new Hono();

  const render = (opts: {
    form?: ContactFormState;
    sent?: { confirmation: boolean };
    status?: RenderedPage['status'];
  }) =>
    renderSitePage(deps, {
      page: { kind: 'contact', details, form: opts.form, sent: opts.sent },
      meta: { ...contactMeta, path: paths.contact, index: !opts.sent && !opts.form },
      status: opts.status,
    });
  // The empty page never changes while the process runs: rendered once, on the first visit.
  let empty: RenderedPage | null = null;

  app.get(paths.contact, (c) => {
    const sent = c.req.query(contactSentQuery);
    if (sent !== undefined) return send(c, render({ sent: { confirmation: sent !== contactSentUnmailed } }));
    empty ??= render({});
    return send(c, empty);
  });

  app.post(
    paths.contact,
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.text(contactTexts.tooLong, 413) }),
    async (c) => {
      const { form, status, confirmation } = await handleContactFormPost({ c, deps, intake });
      // Sent: POST-redirect-GET, so a reload shows the confirmation instead of sending it again.
      if (!form)
        return c.redirect(
          `${paths.contact}?${contactSentQuery}=${confirmation ? '1' : contactSentUnmailed}`,
          303,
        );
      return send(c, render({ form, status }));
    },
  );

  app.post(contactApi.send, async (c) => {
    const values = await readJson(c, contactInputSchema);
    const { id } = await intake({ values, ip: clientIp(c, deps.env.TRUST_PROXY) });
    return c.json({ ok: true, ...(id ? { id } : {}), message: contactTexts.sent }, 201);
  });

  return app;
}
