import { type Context, Hono } from 'hono';
import {
  type AiTextKind,
  aiTextsApi,
  describeRequestSchema,
  translateRequestSchema,
} from '../../../shared/ai-texts';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { checkLimit, type LimitRule } from '../../providers/limits/limit-store';
import { textProviderFromEnv } from '../../providers/text/from-env';
import type { TextProvider } from '../../providers/text/text-provider';
import { getOwnListing } from '../listings/load-listings';
import { listingRoomNames, toAdFacts } from './ad-facts';
import { allowanceView, getTextAllowance } from './allowance';
import { writeAiText } from './write-text';

/**
 * Texts a member may ask for in a row, whatever the plan: an unlimited plan is for an agency's
 * real work, not for a script (each text costs a model call). Generous for a person: one every
 * 30 s for 10 minutes.
 */
export const AI_TEXT_LIMIT: LimitRule = { name: 'ai-text-user', limit: 20, windowMs: 10 * 60_000 };
const tooMany = 'Has pedido muchos textos con IA seguidos. Espera unos minutos y vuelve a intentarlo.';

/** "Escribir con IA", "Traducir al inglés" and the month's count (members: owner and agents). */
export function aiTextsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const provider = textProviderFromEnv(deps.env);
  const signedIn = requireAgency(deps);

  /**
   * One text for the signed-in member: the listing being edited, when there is one, only the
   * agency's own (404 otherwise, before anything is counted or sent), then the member's pace.
   */
  const answer = async (
    c: Context<AppEnv>,
    kind: AiTextKind,
    listingId: string | null | undefined,
    write: (provider: TextProvider, ownListingId: string | null) => Promise<string>,
  ) => {
    const agencyId = c.get('agency').id;
    const userId = c.get('user').id;
    const own = listingId ? (await getOwnListing(db, agencyId, listingId)).id : null;
    if (!(await checkLimit(deps.limits, AI_TEXT_LIMIT, userId)).allowed)
      throw new AppError('rate_limited', tooMany);
    return c.json(
      await writeAiText({
        deps,
        provider,
        agencyId,
        userId,
        listingId: own,
        kind,
        write: (p) => write(p, own),
      }),
    );
  };

  return new Hono<AppEnv>()
    .get(aiTextsApi.allowance, signedIn, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      const allowance = await getTextAllowance({ db, agencyId: c.get('agency').id });
      return c.json({ allowance: allowanceView(allowance), provider: provider.kind });
    })
    .post(aiTextsApi.describe, signedIn, async (c) => {
      const body = await readJson(c, describeRequestSchema);
      return answer(c, 'describe', body.listingId, async (p, own) =>
        p.describe(toAdFacts(body, own ? await listingRoomNames(db, own) : [])),
      );
    })
    .post(aiTextsApi.translate, signedIn, async (c) => {
      const body = await readJson(c, translateRequestSchema);
      return answer(c, 'translate', body.listingId, (p) => p.translate(body.text));
    });
}
