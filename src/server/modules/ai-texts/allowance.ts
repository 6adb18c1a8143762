import { and, count, eq, gte, or } from 'drizzle-orm';
import { type AiTextAllowanceView, aiTextTexts } from '../../../shared/ai-texts';
import type { Db, Tx } from '../../db/client';
import { aiTexts } from '../../db/schema';
import {
  assertMonthlyAllowance,
  type MonthlyAllowance,
  madridMonth,
  monthlyAllowance,
} from '../plans/monthly-allowance';

/**
 * A text taken but never finished (the server stopped while the provider wrote) stops counting
 * after this long: longer than any provider call (LLM_TIMEOUT_MS ≤ 120 s, one retry).
 */
export const PENDING_COUNTS_MS = 10 * 60_000;

/** Texts of the agency that count this Madrid month: the done ones, and those being written now. */
export async function textsUsed(db: Db | Tx, agencyId: string, now: Date): Promise<number> {
  const { start } = madridMonth(now);
  const [row] = await db
    .select({ n: count() })
    .from(aiTexts)
    .where(
      and(
        eq(aiTexts.agencyId, agencyId),
        gte(aiTexts.createdAt, start),
        or(eq(aiTexts.status, 'done'), gte(aiTexts.createdAt, new Date(now.getTime() - PENDING_COUNTS_MS))),
      ),
    );
  return row?.n ?? 0;
}

/** "N de 30 textos con IA este mes", from the plan's limits. */
export function getTextAllowance(opts: {
  db: Db | Tx;
  agencyId: string;
  now?: Date;
}): Promise<MonthlyAllowance> {
  return monthlyAllowance({ ...opts, key: 'ai_texts_per_month', used: textsUsed, texts: aiTextTexts });
}

/** Refuses one more text past the month's allowance; runs under the agency's lock. */
export async function assertTextAllowed(opts: { tx: Tx; agencyId: string; now: Date }): Promise<void> {
  assertMonthlyAllowance(
    await getTextAllowance({ db: opts.tx, agencyId: opts.agencyId, now: opts.now }),
    aiTextTexts,
  );
}

/** The allowance as the API answers it. */
export function allowanceView(a: MonthlyAllowance): AiTextAllowanceView {
  return { used: a.used, limit: a.limit, resetsAt: a.resetsAt, text: a.text };
}
