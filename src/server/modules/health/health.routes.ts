import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';

/** /healthz: the process answers. /readyz: and its database too. */
export function healthRoutes(deps: AppDeps) {
  return new Hono()
    .get(paths.health.live, (c) => c.json({ status: 'ok' }))
    .get(paths.health.ready, async (c) => {
      const ok = await deps.database.ping();
      return c.json({ status: ok ? 'ok' : 'unavailable', database: deps.database.kind }, ok ? 200 : 503);
    });
}
