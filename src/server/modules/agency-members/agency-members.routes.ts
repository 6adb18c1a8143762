import { Hono } from 'hono';
import { agentsApi, memberContactSchema } from '../../../shared/agents';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { listMembers } from './list-members';
import { getMemberContact, updateMemberContact } from './member-contact';

/**
 * /api/agency-members: the signed-in member's agency's members, and their own contact details
 * (their alert switches are the notifications module's: notifications.routes.ts).
 */
export function agencyMemberRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);

  return new Hono<AppEnv>()
    .get(agentsApi.members, member, async (c) => {
      const members = await listMembers({ db, agencyId: c.get('agency').id, userId: c.get('user').id });
      c.header('Cache-Control', cacheControl.private);
      return c.json({ members });
    })
    .get(agentsApi.myContact, member, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      return c.json(await getMemberContact({ db, agencyId: c.get('agency').id, userId: c.get('user').id }));
    })
    .put(agentsApi.myContact, member, async (c) => {
      const contact = await readJson(c, memberContactSchema);
      return c.json(
        await updateMemberContact({ db, agencyId: c.get('agency').id, userId: c.get('user').id, contact }),
      );
    });
}
