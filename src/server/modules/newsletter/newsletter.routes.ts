import { Hono } from 'hono';
import { newsletterInputSchema, newsletterPaths, newsletterTexts } from '../../../shared/newsletter';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { readJson } from '../../http/validate';
import { createNewsletterIntake } from './newsletter-intake';

/** Newsletter double opt-in: sign-up (form or JSON), confirmation link, unsubscribe (link and one-click). */
export function newsletterRoutes(deps: AppDeps) {
  const intake = createNewsletterIntake(deps);
  const app = new Hono();

  app.post(newsletterPaths.subscribe, async (c) => {
    const { email, website } = await readJson(c, newsletterInputSchema);
    await intake({ email, website, ip: clientIp(c, deps.env.TRUST_PROXY) });
    return c.json({ ok: true, message: newsletterTexts.sent }, 201);
  });

  return app;
}
