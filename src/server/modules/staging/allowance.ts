import { and, count, eq, gte, notInArray } from 'drizzle-orm';
import { type AllowanceView, stagingTexts } from '../../../shared/staging';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { Db, Tx } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getEffectivePlan } from '../plans/effective-plan';

/** Renders that never count against the allowance (decision 017 → AI staging). */
const FREE_STATUSES = ['failed', 'canceled'] as const;

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it.
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SPAIN_TIME_ZONE,
  timeZoneName: 'longOffset',
});
const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** UTC offset of Europe/Madrid at an instant, in minutes ("GMT+02:00" → 120). */
function madridOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Midnight of the 1st of a Madrid calendar month, as an instant. */
function madridMonthStartUtc(year: number, month: number): Date {
  // Madrid changes its clock on the last Sunday of March and October at night, never on the 1st:
  // the offset at noon of the 1st is the one at its midnight.
  const noon = new Date(Date.UTC(year, month - 1, 1, 12));
  return new Date(Date.UTC(year, month - 1, 1) - madridOffsetMinutes(noon) * 60_000);
}

/** The Madrid calendar month that contains `now`: [start, next start). */
export function madridMonth(now: Date): { start: Date; end: Date } {
  const parts = monthFormat.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return {
    start: madridMonthStartUtc(year, month),
    end: month === 12 ? madridMonthStartUtc(year + 1, 1) : madridMonthStartUtc(year, month + 1),
  };
}

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
export async function getAllowance(opts: {
  db: Db | Tx;
  agencyId: string;
  now?: Date;
}): Promise<AllowanceView & { planName: string | null }> {
  const now = opts.now ?? new Date();
  const [plan, used] = await Promise.all([
    getEffectivePlan({ db: opts.db, agencyId: opts.agencyId, now }),
    rendersUsed(opts.db, opts.agencyId, now),
  ]);
  const limit = plan.planLimits.renders_per_month;
  return {
    used,
    limit,
    resetsAt: madridMonth(now).end.toISOString(),
    text: limit === null ? stagingTexts.allowanceUnlimited(used) : stagingTexts.allowance(used, limit),
    planName: plan.plan?.name ?? null,
  };
}

/**
 * Refuses one more render past the plan's monthly allowance. Runs inside the transaction that
 * inserts the render, with the agency row locked, so two requests cannot both take the last one.
 */
export async function assertRenderAllowed(opts: { tx: Tx; agencyId: string; now: Date }): Promise<void> {
  const allowance = await getAllowance({ db: opts.tx, agencyId: opts.agencyId, now: opts.now });
  if (allowance.limit === null) return;
  if (allowance.planName === null) throw new AppError('plan_limit', stagingTexts.noPlan);
  if (allowance.used >= allowance.limit)
    throw new AppError('plan_limit', stagingTexts.limitReached(allowance.planName, allowance.limit));
}
