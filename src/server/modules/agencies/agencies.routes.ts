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
      const body: MeResponse = {
        user,
        publicUrl: deps.env.PUBLIC_URL,
        agency: agencyView(agency, deps.storage),
      };
      return c.json(body);
    })
    .put('/agency', auth, async (c) => {
      const input = await readJson(c, agencyUpdateSchema);
      const agency = await ensureMyAgency({ db, userId: c.get('user').id });
      const { agency: updated, slugChanged } = await updateAgency({ db, agencyId: agency.id, input });
      // The old address answers 301 from now on, not the page rendered for it a moment ago.
      if (slugChanged) deps.pageCaches.clearAll();
      return c.json({ agency: agencyView(updated, deps.storage) });
    });
}
