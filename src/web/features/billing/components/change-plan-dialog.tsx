import { Repeat, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { billingTexts, type PlanCode } from '../../../../shared/billing';
import { Button } from '../../../components/ui/button';
import { useChangePlan } from '../api/use-billing-mutations';
import { usePlans } from '../api/use-plans';
import { planCardTexts, settingsTexts as t } from '../texts';
import { PlanCards } from './plan-cards';
import { PlansStatus } from './plans-status';

/** Settings → 'Cambiar de plan': the plan cards in a dialog, the current one marked and disabled. */
export function ChangePlanDialog({ currentPlan }: { currentPlan: PlanCode | null }) {
  const [open, setOpen] = useState(false);
  const plans = usePlans();
  const change = useChangePlan();

  const choose = async (planCode: PlanCode) => {
    try {
      await change.mutateAsync(planCode);
      setOpen(false);
      toast.success(billingTexts.updated);
    } catch {
      toast.error('Error', { description: billingTexts.updateError });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !change.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Repeat className="size-4" aria-hidden />
          {t.change}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-neutral-50 p-5 shadow-xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">
              {t.changeTitle}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-lg p-2 text-neutral-600 hover:bg-neutral-200"
              aria-label={t.close}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-8 text-sm text-neutral-600">
            {t.changeDescription}
          </Dialog.Description>
          {plans.data ? (
            <PlanCards
              plans={plans.data.plans}
              currentPlan={currentPlan}
              actionFor={(plan) => ({
                kind: 'button',
                label: planCardTexts.changeTo(plan.name),
                onClick: () => choose(plan.code),
                pending: change.isPending && change.variables === plan.code,
                disabled: change.isPending,
              })}
            />
          ) : (
            <PlansStatus error={plans.error} onRetry={() => plans.refetch()} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
