import { Hono } from 'hono';
import {
  type WebhookAttemptsResponse,
  type WebhooksResponse,
  type WebhookTestResponse,
  webhookEndpointSchema,
  webhooksApi,
  webhookToggleSchema,
} from '../../../shared/webhooks';
import type { AppDeps, AppEnv } from '../../context';
import { requireOwner } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import {
  createEndpoint,
  deleteEndpoint,
  listAttempts,
  listEndpoints,
  rotateSecret,
  setEndpointEnabled,
} from './manage-endpoints';
import { sendTestWebhook } from './send-test-webhook';
import { webhooksAllowed } from './webhook-plan';
import { webhookDepsOf } from './webhook-workers';

/** Settings → Webhooks: the endpoints of the signed-in user's own agency, never another's. */
export function webhookRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // Agency settings: the owner's (decision 024).
  const member = requireOwner(deps);
  const allowPrivate = deps.env.OUTBOUND_ALLOW_PRIVATE_TARGETS;

  return new Hono<AppEnv>()
    .get(webhooksApi.list, member, async (c) => {
      const agencyId = c.get('agency').id;
      const [allowed, endpoints] = await Promise.all([
        webhooksAllowed(db, agencyId),
        listEndpoints(db, agencyId),
      ]);
      return c.json<WebhooksResponse>({ allowed, endpoints });
    })
    .post(webhooksApi.list, member, async (c) => {
      const { url } = await readJson(c, webhookEndpointSchema);
      return c.json(await createEndpoint({ db, agencyId: c.get('agency').id, url, allowPrivate }), 201);
    })
    .patch(webhooksApi.one.pattern, member, async (c) => {
      const { enabled } = await readJson(c, webhookToggleSchema);
      const id = c.req.param('id');
      return c.json({
        endpoint: await setEndpointEnabled({ db, agencyId: c.get('agency').id, id, enabled }),
      });
    })
    .delete(webhooksApi.one.pattern, member, async (c) => {
      await deleteEndpoint(db, c.get('agency').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post(webhooksApi.rotate.pattern, member, async (c) =>
      c.json(await rotateSecret(db, c.get('agency').id, c.req.param('id'))),
    )
    .post(webhooksApi.test.pattern, member, async (c) => {
      const attempt = await sendTestWebhook(webhookDepsOf(deps), {
        agencyId: c.get('agency').id,
        id: c.req.param('id'),
      });
      return c.json<WebhookTestResponse>({ attempt });
    })
    .get(webhooksApi.attempts.pattern, member, async (c) =>
      c.json<WebhookAttemptsResponse>({
        attempts: await listAttempts(db, c.get('agency').id, c.req.param('id')),
      }),
    );
}
