import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { type AllowanceView, stagingApi } from '../../../../shared/staging';
import { SPAIN_TIME_ZONE } from '../../../../shared/time-zone';
import { stagingPageTexts as t } from '../texts';

const resetDay = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  timeZone: SPAIN_TIME_ZONE,
});

/** True when the plan allows no more renders this month (unlimited plans never are). */
export const allowanceSpent = (a: AllowanceView | undefined) => !!a && a.limit !== null && a.used >= a.limit;

/**
 * At the monthly allowance: says so in Spanish, when it renews, and links to the plan page
 * (Configuración › Suscripción). Without a plan (a limit of 0) it asks for one.
 */
export function AllowanceNotice({ allowance }: { allowance: AllowanceView }) {
  if (!allowanceSpent(allowance)) return null;
  const noPlan = allowance.limit === 0;
  return (
    <div
      role="status"
      data-testid="staging-limit"
      className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p>
        {noPlan ? t.noPlan : t.limitReached(allowance.limit!, resetDay.format(new Date(allowance.resetsAt)))}
      </p>
      <Link
        to={stagingApi.upgrade}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-950 underline"
      >
        {noPlan ? t.choosePlan : t.upgrade}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
