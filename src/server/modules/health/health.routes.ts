import { Hono } from 'hono';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';

const STOPPING_TEXT = 'El servidor se está reiniciando. Vuelve a intentarlo en unos segundos.';

/**
 * /healthz: the process answers. /readyz: and its database too, and the work of the start done
 * after listening (the demo seed) is finished ("starting", 503, until then). "degraded" (200): ready,
 * but the rate limits count in the database because Redis cannot be reached. "stopping" (503, with
 * `Connection: close`): the shutdown has begun, so a load balancer stops sending here.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono()
    .get(paths.health.live, (c) => c.json({ status: 'ok' }))
    .get(paths.health.ready, async (c) => {
      if (deps.stopping?.()) {
        c.header('Connection', 'close');
        c.header('Retry-After', '5');
        c.header('Cache-Control', cacheControl.never);
        return c.json({ status: 'stopping', message: STOPPING_TEXT }, 503);
      }
      if (deps.warmup && !deps.warmup.done)
        return c.json({ status: 'starting', database: deps.database.kind }, 503);
      const ok = await deps.database.ping();
      if (!ok) return c.json({ status: 'unavailable', database: deps.database.kind }, 503);
      // Redis down: still ready (200: the database counts in its place), and says so (decision 034).
      const limits = deps.limits.health?.() ?? { store: deps.limits.kind, degraded: false };
      return c.json({ status: limits.degraded ? 'degraded' : 'ok', database: deps.database.kind, limits });
    });
}
