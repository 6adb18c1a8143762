import { Hono } from 'hono';
import { agencyUpdateSchema, type MeResponse } from '../../../shared/agency';
import { api } from '../../../shared/paths';
import type { AppDeps, AppEnv } from '../../context';
import { requireAgency, requireOwner } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { getEffectivePlan } from '../plans/effective-plan';
import { agencyView } from './agency-view';
import { updateAgency } from './update-agency';

/** /api/me and /api/agency: the signed-in user's own agency, never another's. */
export function agencyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const member = requireAgency(deps);
  // The agency's data is the owner's to change (decision 024 → Roles); agents read it through /api/me.
  const owner = requireOwner(deps);
  return new Hono<AppEnv>()
    .get(api.me, member, async (c) => {
      const { plan } = await getEffectivePlan({ db, agencyId: c.get('agency').id });
      const body: MeResponse = {
        user: c.get('user'),
        publicUrl: deps.env.PUBLIC_URL,
        agency: agencyView(c.get('agency'), deps.storage),
        plan: plan && { code: plan.code, name: plan.name, limits: plan.limits },
        member: c.get('member'),
      };
      return c.json(body);
    })
    .put(api.agency, owner, async (c) => {
      const input = await readJson(c, agencyUpdateSchema);
      const { agency: updated, slugChanged } = await updateAgency({
        db,
        agencyId: c.get('agency').id,
        input,
      });
      // The old address answers 301 from now on, not the page rendered for it a moment ago.
      if (slugChanged) deps.pages.store.clearAll();
      return c.json({ agency: agencyView(updated, deps.storage) });
    });
}
