import { Hono } from 'hono';
import { agencyUpdateSchema, type MeResponse } from '../../../shared/agency';
import type { AppDeps, AppEnv } from '../../context';
import { requireUser } from '../../http/require-user';
import { readJson } from '../../http/validate';
import { agencyView } from './agency-view';
import { ensureMyAgency } from './ensure-my-agency';
import { updateAgency } from './update-agency';

/** /api/me and /api/agency: the signed-in user's own agency, never another's. */
export function agencyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const auth = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .get('/me', auth, async (c) => {
      const user = c.get('user');
      const agency = await ensureMyAgency({ db, userId: user.id });
      const body: MeResponse = { user, agency: agencyView(agency, deps.storage) };
      return c.json(body);
    })
    .put('/agency', auth, async (c) => {
      const input = await readJson(c, agencyUpdateSchema);
      const agency = await ensureMyAgency({ db, userId: c.get('user').id });
      const updated = await updateAgency({ db, agencyId: agency.id, input });
      return c.json({ agency: agencyView(updated, deps.storage) });
    });
}
