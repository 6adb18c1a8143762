import { eq } from 'drizzle-orm';
import type { AiTextKind, AiTextResponse } from '../../../shared/ai-texts';
import type { ErrorCode } from '../../../shared/errors';
import type { AppDeps } from '../../context';
import { lockAgency } from '../../db/agency-lock';
import { aiTexts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  type TextProvider,
  TextProviderError,
  type TextProviderFailure,
} from '../../providers/text/text-provider';
import { allowanceView, assertTextAllowed, getTextAllowance } from './allowance';

/** How each provider failure answers over HTTP; the message is the provider layer's Spanish one. */
const failureCode: Record<TextProviderFailure, ErrorCode> = {
  not_configured: 'unavailable',
  rate_limited: 'rate_limited',
  timeout: 'unavailable',
  unavailable: 'unavailable',
  bad_answer: 'bad_gateway',
  refused: 'bad_gateway',
  unfaithful: 'bad_gateway',
};

/**
 * One AI text: takes one of the month's texts under the agency's lock (two requests cannot both
 * take the last one), asks the provider outside any transaction (it takes seconds), then marks
 * the text done, or gives it back when the provider failed. Nothing of the listing is written:
 * the text goes to the form, and the member saves it.
 */
export async function writeAiText(opts: {
  deps: Pick<AppDeps, 'database' | 'logger'>;
  provider: TextProvider;
  agencyId: string;
  userId: string;
  listingId: string | null;
  kind: AiTextKind;
  write: (provider: TextProvider) => Promise<string>;
}): Promise<AiTextResponse> {
  const { db } = opts.deps.database;
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    await lockAgency(tx, opts.agencyId);
    await assertTextAllowed({ tx, agencyId: opts.agencyId, now });
    const [row] = await tx
      .insert(aiTexts)
      .values({
        agencyId: opts.agencyId,
        listingId: opts.listingId,
        requestedBy: opts.userId,
        kind: opts.kind,
        provider: opts.provider.kind,
      })
      .returning({ id: aiTexts.id });
    return row!.id;
  });
  let text: string;
  try {
    text = await opts.write(opts.provider);
  } catch (err) {
    await db.delete(aiTexts).where(eq(aiTexts.id, id));
    if (!(err instanceof TextProviderError)) throw err;
    opts.deps.logger.warn({ err, kind: opts.kind, agencyId: opts.agencyId }, 'AI text failed');
    throw new AppError(failureCode[err.reason], err.userMessage);
  }
  await db.update(aiTexts).set({ status: 'done', completedAt: new Date() }).where(eq(aiTexts.id, id));
  const allowance = await getTextAllowance({ db, agencyId: opts.agencyId });
  return {
    text,
    provider: opts.provider.kind === 'openai' ? 'openai' : 'local',
    allowance: allowanceView(allowance),
  };
}
