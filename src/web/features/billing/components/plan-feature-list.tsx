import { Check } from 'lucide-react';
import type { PlanView } from '../../../../shared/billing';
import { cn } from '../../../lib/cn';
import { planCardTexts } from '../texts';

/**
 * A plan's lines, exactly as every card shows them: they come from the one list of plan features
 * (src/shared/plan-features.ts) through the plans API, so pricing, gate, checkout and settings agree.
 */
export function PlanFeatureList({ plan, className }: { plan: PlanView; className?: string }) {
  return (
    <ul
      className={cn('space-y-2.5 text-sm text-neutral-700', className)}
      data-testid={`plan-features-${plan.code}`}
    >
      {plan.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Qué incluye" and the plan's lines, outside the cards (checkout, Settings → Suscripción). */
export function PlanIncludes({ plan }: { plan: PlanView }) {
  return (
    <section className="mt-4" aria-label={`${planCardTexts.includes} ${plan.name}`}>
      <h3 className="mb-2 text-sm font-semibold text-ink">{planCardTexts.includes}</h3>
      <PlanFeatureList plan={plan} />
    </section>
  );
}
