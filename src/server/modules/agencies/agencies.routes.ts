import { Hono } from 'hono';
import { agencyUpdateSchema, type MeResponse } from '../../../shared/agency';
import { api } from '../../../shared/paths';
import type { AppDeps, AppEnv } from '../../context';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { agencyView } from './agency-view';
import { updateAgency } from './update-agency';

/** /api/me and /api/agency: the signed-in user's own agency, never another's. */
export function agencyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const member = requireAgency(deps);
  return new Hono<AppEnv>()
    .get(api.me, member, async (c) => {
      const body: MeResponse = { user: c.get('user'), agency: agencyView(c.get('agency'), deps.storage) };
      return c.json(body);
    })
    .put(api.agency, member, async (c) => {
      const input = await readJson(c, agencyUpdateSchema);
      const updated = await updateAgency({ db, agencyId: c.get('agency').id, input });
      return c.json({ agency: agencyView(updated, deps.storage) });
    });
}
