import { type Context, Hono } from 'hono';
import { teamTexts } from '../../../shared/team';
import { bookingMessageIn } from '../../../shared/visit-booking';
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
import { requireAgency } from '../../http/require-agency';
import { readJson, readQuery } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { type BookVisit, listingSlots } from './book-visit';
import { ACTION_MAIL, changeVisit, listVisits, type VisitAction } from './visit-actions';
import { addressAllowed, visitRules } from './visit-limits';
import { queueVisitMail } from './visit-mail';
import { getVisitSettings, memberIdOf, saveVisitSettings } from './visit-settings';

export function visitRoutes(deps: AppDeps, bookVisit: BookVisit) {
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
      if (!(await addressAllowed(deps, c, rules.byAddress)))
        throw new AppError('rate_limited', bookingMessageIn(request.lang, visitApiTexts.tooMany));
      const booked = await bookVisit({
        slug: c.req.param('slug'),
        request,
        userAgent: c.req.header('user-agent') ?? null,
      }).catch((err: unknown) => {
        // A refusal in the language of the page the visitor booked from.
        if (!(err instanceof AppError) || request.lang === 'es') throw err;
        const fields = Object.entries(err.fields ?? {}).map(([k, v]) => [
          k,
          bookingMessageIn(request.lang, v),
        ]);
        throw new AppError(err.code, bookingMessageIn(request.lang, err.message), Object.fromEntries(fields));
      });
      return c.json(booked, 201);
    });
}
