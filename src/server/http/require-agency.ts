import type { MiddlewareHandler } from 'hono';
import { teamTexts } from '../../shared/team';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { ensureMyAgency } from '../modules/agencies/ensure-my-agency';
import { seatPausedError } from '../modules/team/seat-paused';
import { activeMembership } from '../modules/team/seats';
import { requireUser } from './require-user';

/**
 * 401 unless signed in; sets `user`, `agency` (the member's own agency, created on first need)
 * and `member` (their role). Every route that acts for an agency takes it from here, so none
 * can reach another's. An agent beyond the seats of the plan now in force (after a downgrade)
 * is refused with 403 `seat_paused`, saying why and whom to ask, until the owner frees a seat or
 * upgrades.
 */
export function requireAgency(deps: Pick<AppDeps, 'auth' | 'database'>): MiddlewareHandler<AppEnv> {
  const signedIn = requireUser(deps.auth);
  const { db } = deps.database;
  return (c, next) =>
    signedIn(c, async () => {
      const userId = c.get('user').id;
      const found = await activeMembership(db, userId);
      if (found?.paused) throw await seatPausedError(db, found.agency.id);
      const membership = found ?? { agency: await ensureMyAgency({ db, userId }), role: 'owner' as const };
      c.set('agency', membership.agency);
      c.set('member', { role: membership.role });
      await next();
    });
}

/** requireAgency, then 403 with a Spanish message unless the member is the agency's owner. */
export function requireOwner(deps: Pick<AppDeps, 'auth' | 'database'>): MiddlewareHandler<AppEnv> {
  const member = requireAgency(deps);
  return (c, next) =>
    member(c, async () => {
      if (c.get('member').role !== 'owner') throw new AppError('forbidden', teamTexts.ownerOnly);
      await next();
    });
}
