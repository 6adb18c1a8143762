import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { billingTexts, formatPlanPrice, type PlanView } from '../../../../shared/billing';
import { cn } from '../../../lib/cn';
import { planCardTexts as t } from '../texts';
import { PlanFeatureList } from './plan-feature-list';

/** What a card's button does: follow a link, run an action, or mark the customer's current plan. */
export type PlanAction =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'button'; label: string; onClick: () => void; pending?: boolean; disabled?: boolean }
  | { kind: 'current' };

const POPULAR = 'plus';

const actionClass = (highlight: boolean) =>
  cn(
    'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    highlight
      ? 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/70'
      : 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50 disabled:text-neutral-600',
  );

function CardAction({ action, highlight }: { action: PlanAction; highlight: boolean }) {
  if (action.kind === 'link') {
    return (
      <Link to={action.to} className={actionClass(highlight)}>
        {action.label}
      </Link>
    );
  }
  if (action.kind === 'current') {
    return (
      <button
        type="button"
        disabled
        className={cn(actionClass(false), 'border-neutral-200 bg-neutral-100 text-neutral-700')}
      >
        {t.current}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={action.onClick}
      disabled={action.disabled || action.pending}
      aria-busy={action.pending || undefined}
      className={actionClass(highlight)}
    >
      {action.pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {action.pending ? billingTexts.processing : action.label}
    </button>
  );
}

/** The plans as cards, from the plans table: nothing here knows a price or a limit. */
export function PlanCards({
  plans,
  actionFor,
  currentPlan,
  headingLevel: Heading = 'h3',
  className,
}: {
  plans: readonly PlanView[];
  actionFor: (plan: PlanView) => PlanAction;
  currentPlan?: string | null;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const idPrefix = useId();
  return (
    <ul className={cn('grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-6', className)}>
      {plans.map((plan) => {
        const popular = plan.code === POPULAR;
        const current = plan.code === currentPlan;
        const headingId = `${idPrefix}-${plan.code}`;
        return (
          <li
            key={plan.code}
            aria-labelledby={headingId}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
              popular ? 'border-brand-700 ring-1 ring-brand-700' : 'border-neutral-200',
              current && 'bg-neutral-50',
            )}
          >
            {popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold tracking-wide text-white">
                {billingTexts.mostPopular}
              </p>
            )}
            <Heading id={headingId} className="text-xl font-bold text-ink">
              {plan.name}
            </Heading>
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-ink">
                {formatPlanPrice(plan.priceMonthCents)}
              </span>
              <span className="text-base font-medium text-neutral-600">{t.perMonth}</span>
            </p>
            <p className="mt-1 text-sm text-neutral-600">{billingTexts.vatIncluded}</p>
            <PlanFeatureList plan={plan} className="mt-5 flex-1" />
            <div className="mt-6">
              <CardAction action={current ? { kind: 'current' } : actionFor(plan)} highlight={popular} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
