import { Hono } from 'hono';
import { contactApi, contactInputSchema, contactTexts } from '../../../shared/contact';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { readJson } from '../../http/validate';
import { createContactIntake } from './contact-intake';

/** The contact page (server-rendered, its form works without JavaScript) and its JSON endpoint. */
export function contactRoutes(deps: AppDeps) {
  const intake = createContactIntake(deps);
  const app = new Hono();

  app.post(contactApi.send, async (c) => {
    const values = await readJson(c, contactInputSchema);
    const { id } = await intake({ values, ip: clientIp(c, deps.env.TRUST_PROXY) });
    return c.json({ ok: true, ...(id ? { id } : {}), message: contactTexts.sent }, 201);
  });

  return app;
}
