import { type Context, Hono } from 'hono';
import { teamTexts } from '../../../shared/team';
import {
  bookingRequestSchema,
  visitApiTexts,
  visitListQuerySchema,
  visitProposeSchema,
  visitSettingsSchema,
  visitsApi,
} from '../../../shared/visits';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { clientIp } from '../../http/client-ip';
import { requireAgency } from '../../http/require-agency';
import { readJson, readQuery } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { checkLimits, type LimitRule } from '../../providers/limits/limit-store';
import { LEAD_WINDOW_MS } from '../leads/lead-suspicion';
import { bookVisit, listingSlots } from './book-visit';
import { ACTION_MAIL, changeVisit, listVisits, type VisitAction } from './visit-actions';
import { queueVisitMail } from './visit-mail';
import { getVisitSettings, memberIdOf, saveVisitSettings } from './visit-settings';

/**
 * The per-address limit of visit requests, the leads' rule (LEAD_LIMIT_PER_IP per 10 minutes)
 * with a counter of its own. Counted only for well-formed requests, so a visitor who mistypes a
 * field a few times is not locked out; nothing but the visitor's own address can be refused.
 */
export const visitRules = (env: { LEAD_LIMIT_PER_IP: number }) => ({
  byAddress: { name: 'visit-ip', limit: env.LEAD_LIMIT_PER_IP, windowMs: LEAD_WINDOW_MS } satisfies LimitRule,
});

export function visitRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireAgency(deps);
  const rules = visitRules(deps.env);

  /** The calendar a settings request is about: the member's own, or (owner only) the agency's. */
  const settingsOwner = async (c: Context<AppEnv>, scope: 'member' | 'agency') => {
    const agencyId = c.get('agency').id;
    if (scope === 'agency') {
      if (c.get('member').role !== 'owner') throw new AppError('forbidden', teamTexts.ownerOnly);
      return { agencyId, memberId: null };
    }
    return { agencyId, memberId: await memberIdOf(db, agencyId, c.get('user').id) };
  };

  const answer = (action: VisitAction['kind']) => async (c: Context<AppEnv>) => {
    const body: VisitAction =
      action === 'propose'
        ? { kind: 'propose', ...(await readJson(c, visitProposeSchema)) }
        : { kind: action };
    const visit = await changeVisit(db, {
      agencyId: c.get('agency').id,
      visitId: c.req.param('id')!,
      action: body,
    });
    // After the commit: a mail that fails to queue never undoes the answer.
    await queueVisitMail(deps, visit, ACTION_MAIL[action]);
    return c.json({ visit });
  };

  return new Hono<AppEnv>()
    .get(visitsApi.settings, signedIn, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      const scope = c.req.query('scope') === 'agency' ? 'agency' : 'member';
      const { agencyId, memberId } = await settingsOwner(c, scope);
      return c.json({ settings: await getVisitSettings(db, agencyId, memberId) });
    })
    .put(visitsApi.settings, signedIn, async (c) => {
      const input = await readJson(c, visitSettingsSchema);
      const { agencyId, memberId } = await settingsOwner(c, input.scope);
      return c.json({ settings: await saveVisitSettings(db, agencyId, memberId, input) });
    })
    .get(visitsApi.list, signedIn, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      const query = readQuery(c, visitListQuerySchema);
      return c.json({ visits: await listVisits(db, c.get('agency').id, query) });
    })
    .post(visitsApi.confirm, signedIn, answer('confirm'))
    .post(visitsApi.decline, signedIn, answer('decline'))
    .post(visitsApi.propose, signedIn, answer('propose'))
    .post(visitsApi.cancel, signedIn, answer('cancel'))
    .get(visitsApi.publicSlots, async (c) => {
      // Slots change with every booking: a stale list only sends the visitor to a taken slot.
      c.header('Cache-Control', cacheControl.never);
      return c.json(await listingSlots(db, c.req.param('slug')));
    })
    .post(visitsApi.publicBook, async (c) => {
      const request = await readJson(c, bookingRequestSchema);
      const ip = clientIp(c, deps.env.TRUST_PROXY);
      // A store that fails (Redis down) must not cost a visitor their visit: taken unchecked, logged.
      const [address] = await checkLimits(deps.limits, [{ rule: rules.byAddress, key: ip }]).catch((err) => {
        deps.logger.error({ err }, 'visit limits unavailable: request taken unchecked');
        return [{ allowed: true }];
      });
      if (!address!.allowed) throw new AppError('rate_limited', visitApiTexts.tooMany);
      const booked = await bookVisit(deps, {
        slug: c.req.param('slug'),
        request,
        userAgent: c.req.header('user-agent') ?? null,
      });
      return c.json(booked, 201);
    });
}
