import { and, count, eq, gte, notInArray } from 'drizzle-orm';
import { type AllowanceView, stagingTexts } from '../../../shared/staging';
import type { Db, Tx } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import { madridMonth, monthlyAllowance } from '../plans/monthly-allowance';

export { madridMonth };

/** Renders that never count against the allowance (decision 017 → AI staging). */
const FREE_STATUSES = ['failed', 'canceled'] as const;

/** Renders of the agency that count this Madrid month. */
export async function rendersUsed(db: Db | Tx, agencyId: string, now: Date): Promise<number> {
  const { start } = madridMonth(now);
  const [row] = await db
    .select({ n: count() })
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.agencyId, agencyId),
        gte(aiGenerations.createdAt, start),
        notInArray(aiGenerations.status, [...FREE_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/** "N de 20 renders este mes", from the plan limits (effective-plan.ts is the only place they are read). */
export function getAllowance(opts: {
  db: Db | Tx;
  agencyId: string;
  now?: Date;
}): Promise<AllowanceView & { planName: string | null }> {
  return monthlyAllowance({ ...opts, key: 'renders_per_month', used: rendersUsed, texts: stagingTexts });
}
