import type { PlanLimits } from '../../../shared/plan-features';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getEffectivePlan } from './effective-plan';

/**
 * A plan's monthly allowance (renders, AI texts): counted per Madrid calendar month, read from
 * the plan's limits (effective-plan.ts is the only place they are read), refused past it.
 */

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

/** What an allowance shows: "N de 20 … este mes". */
export interface MonthlyAllowance {
  used: number;
  /** null: unlimited. */
  limit: number | null;
  /** When the count starts again: the 1st of next month, Madrid time (ISO). */
  resetsAt: string;
  text: string;
  /** The plan in force; null without one. */
  planName: string | null;
}

/** The Spanish texts of one allowance. */
export interface AllowanceTexts {
  allowance: (used: number, limit: number) => string;
  allowanceUnlimited: (used: number) => string;
  limitReached: (plan: string, limit: number) => string;
  noPlan: string;
}

type MonthlyKey = {
  [K in keyof PlanLimits]: PlanLimits[K] extends number | null ? K : never;
}[keyof PlanLimits];

export async function monthlyAllowance(opts: {
  db: Db | Tx;
  agencyId: string;
  now?: Date;
  key: MonthlyKey;
  /** What the agency used in the month that contains `now`. */
  used: (db: Db | Tx, agencyId: string, now: Date) => Promise<number>;
  texts: AllowanceTexts;
}): Promise<MonthlyAllowance> {
  const now = opts.now ?? new Date();
  const [plan, used] = await Promise.all([
    getEffectivePlan({ db: opts.db, agencyId: opts.agencyId, now }),
    opts.used(opts.db, opts.agencyId, now),
  ]);
  const limit = plan.planLimits[opts.key];
  return {
    used,
    limit,
    resetsAt: madridMonth(now).end.toISOString(),
    text: limit === null ? opts.texts.allowanceUnlimited(used) : opts.texts.allowance(used, limit),
    planName: plan.plan?.name ?? null,
  };
}

/**
 * Throws the plan's refusal when nothing is left. The caller reads the allowance inside the
 * transaction that takes one, with the agency row locked (db/agency-lock.ts), so two requests
 * cannot both take the last one.
 */
export function assertMonthlyAllowance(allowance: MonthlyAllowance, texts: AllowanceTexts): void {
  if (allowance.limit === null) return;
  if (allowance.planName === null) throw new AppError('plan_limit', texts.noPlan);
  if (allowance.used >= allowance.limit)
    throw new AppError('plan_limit', texts.limitReached(allowance.planName, allowance.limit));
}
