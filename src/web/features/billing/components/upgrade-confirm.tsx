import {
  billingTexts,
  type ChangePlanPreview,
  formatPlanPrice,
  type PlanView,
} from '../../../../shared/billing';
import { planCardTexts, upgradeTexts as t } from '../texts';
import { formatLongDate } from './format-long-date';
import { StepActions } from './step-actions';

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={strong ? 'font-semibold text-ink' : 'text-neutral-700'}>{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-ink tabular-nums' : 'text-ink tabular-nums'}>
        {amount}
      </dd>
    </div>
  );
}

/**
 * A dearer plan, priced before it is confirmed: the new monthly price (IVA incluido), what is
 * charged today (the proration: unused time of the current plan credited, the rest of the period
 * at the new price) and from when the new price is charged each month.
 */
export function UpgradeConfirm({
  plan,
  fromName,
  preview,
  onConfirm,
  onBack,
  pending,
}: {
  plan: PlanView;
  fromName: string;
  preview: ChangePlanPreview;
  onConfirm: () => void;
  onBack: () => void;
  pending: boolean;
}) {
  const price = `${formatPlanPrice(preview.price_month_cents)}${planCardTexts.perMonth}`;
  const next = formatLongDate(preview.next_charge_at);
  const monthly = formatPlanPrice(preview.price_month_cents);
  const today = formatPlanPrice(preview.amount_today_cents);
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <div className="divide-y divide-neutral-200 rounded-xl bg-white px-5 py-2 ring-1 ring-neutral-200">
        <dl className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <dt className="font-semibold text-ink">{t.newPrice}</dt>
          <dd className="text-right">
            <span className="text-2xl font-bold text-ink">{price}</span>
            <span className="block text-sm text-neutral-600">{billingTexts.vatIncluded}</span>
          </dd>
        </dl>
        {preview.trialing ? (
          <p className="py-3 text-sm text-neutral-700">{t.trialToday}</p>
        ) : (
          <div className="py-2 text-sm">
            <dl>
              <Line label={t.credit(fromName)} amount={`−${formatPlanPrice(preview.credit_cents)}`} />
              <Line label={t.charge(plan.name)} amount={formatPlanPrice(preview.charge_cents)} />
              <Line label={t.today} amount={today} strong />
            </dl>
            <p className="pb-2 text-neutral-600">{t.prorationNote}</p>
          </div>
        )}
        {next && (
          <p className="py-3 text-sm text-neutral-700">
            {preview.trialing ? t.trialNext(next, monthly) : t.next(next, monthly)}
          </p>
        )}
      </div>
      <StepActions
        backLabel={t.back}
        onBack={onBack}
        confirmLabel={t.confirm(plan.name, preview.trialing ? null : today)}
        onConfirm={onConfirm}
        pending={pending}
      />
    </div>
  );
}
