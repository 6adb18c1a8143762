import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';

/**
 * /healthz: the process answers. /readyz: and its database too, and the work of the start done
 * after listening (the demo seed) is finished ("starting", 503, until then).
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono()
    .get(paths.health.live, (c) => c.json({ status: 'ok' }))
    .get(paths.health.ready, async (c) => {
      if (deps.warmup && !deps.warmup.done)
        return c.json({ status: 'starting', database: deps.database.kind }, 503);
      const ok = await deps.database.ping();
      return c.json({ status: ok ? 'ok' : 'unavailable', database: deps.database.kind }, ok ? 200 : 503);
    });
}
