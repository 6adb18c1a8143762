import { formatPlanPrice, type PlanCode } from '../../../../shared/billing';
import { Alert } from '../../../components/ui/alert';
import { usePlans } from '../api/use-plans';
import { chosenPlanTexts as t } from '../texts';

/** On the sign-up form: which plan the visitor chose on /pricing and what happens next. */
export function ChosenPlanNote({ code }: { code: PlanCode }) {
  const plan = usePlans().data?.plans.find((p) => p.code === code);
  // Until the plans arrive (or if they cannot), the form stands on its own: no name is guessed.
  if (!plan) return null;
  return (
    <Alert tone="info" title={t.registerNote(plan.name, formatPlanPrice(plan.priceMonthCents))}>
      {t.registerNext}
    </Alert>
  );
}
