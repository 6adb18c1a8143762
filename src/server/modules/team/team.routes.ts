import { Hono } from 'hono';
import { invitationRegisterSchema, inviteSchema, teamApi } from '../../../shared/team';
import type { AppDeps, AppEnv } from '../../context';
import { requireOwner } from '../../http/require-agency';
import { requireUser } from '../../http/require-user';
import { readJson } from '../../http/validate';
import { acceptInvitation, previewInvitation, registerFromInvitation } from './accept-invitation';
import { inviteAgent } from './invite-agent';
import { listTeam } from './list-team';
import { removeMember, revokeInvitation } from './remove-member';
import { signInAfterRegister } from './sign-in-after-register';

/** Settings → Equipo (owner only) and the invitation link's page (public, then signed in). */
export function teamRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const owner = requireOwner(deps);
  // Not requireAgency: that would give a first-time user an agency of their own before they join.
  const signedIn = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .get(teamApi.team, owner, async (c) => c.json(await listTeam({ db, agencyId: c.get('agency').id })))
    .post(teamApi.invitations, owner, async (c) => {
      const { email } = await readJson(c, inviteSchema);
      const agency = c.get('agency');
      const invitation = await inviteAgent({
        db,
        mailer: deps.mailer,
        logger: deps.logger,
        publicUrl: deps.env.PUBLIC_URL,
        agency,
        invitedByUserId: c.get('user').id,
        email,
      });
      return c.json({ invitation }, 201);
    })
    .delete(teamApi.invitation.pattern, owner, async (c) => {
      await revokeInvitation({ db, agencyId: c.get('agency').id, invitationId: c.req.param('id') });
      return c.json({ ok: true });
    })
    .delete(teamApi.member.pattern, owner, async (c) => {
      await removeMember({ db, agencyId: c.get('agency').id, memberId: c.req.param('id') });
      return c.json({ ok: true });
    })
    .get(teamApi.byToken.pattern, async (c) =>
      c.json(await previewInvitation({ db, token: c.req.param('token') })),
    )
    .post(teamApi.accept.pattern, signedIn, async (c) => {
      await acceptInvitation({ db, token: c.req.param('token'), user: c.get('user') });
      return c.json({ ok: true });
    })
    .post(teamApi.register.pattern, async (c) => {
      const input = await readJson(c, invitationRegisterSchema);
      const { email } = await registerFromInvitation({ db, token: c.req.param('token'), input });
      return signInAfterRegister(deps, c, { email, password: input.password });
    });
}
