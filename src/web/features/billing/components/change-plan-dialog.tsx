import { Repeat, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  billingTexts,
  type ChangePlanPreview,
  listingsKeptByDefault,
  type PlanCode,
  type PlanView,
} from '../../../../shared/billing';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useChangePlan, usePlanChangePreview } from '../api/use-billing-mutations';
import { usePlans } from '../api/use-plans';
import { usePublishedListings } from '../api/use-published-listings';
import { useTeamSeats } from '../api/use-team-seats';
import { downgradeTexts, planCardTexts, seatsTexts, settingsTexts as t, upgradeTexts } from '../texts';
import { DowngradeChoice } from './downgrade-choice';
import { PlanCards } from './plan-cards';
import { PlansStatus } from './plans-status';
import { TooFewSeats } from './too-few-seats';
import { UpgradeConfirm } from './upgrade-confirm';

type Downgrade = { plan: PlanView & { maxListings: number }; keep: Set<string> };
type Upgrade = { plan: PlanView; preview: ChangePlanPreview };

/**
 * Settings → 'Cambiar de plan': the plan cards in a dialog, the current one marked and disabled.
 * A plan that holds fewer published listings than the agency has opens a second step first: what
 * goes to Borrador, and which stay published (the oldest, unless the user picks others). A dearer
 * plan opens its price first: the new monthly price, the proration charged today, then confirm.
 */
export function ChangePlanDialog({ currentPlan }: { currentPlan: PlanCode | null }) {
  const [open, setOpen] = useState(false);
  const [downgrade, setDowngrade] = useState<Downgrade | null>(null);
  const [tooFewSeats, setTooFewSeats] = useState<PlanView | null>(null);
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);
  const plans = usePlans();
  const published = usePublishedListings(open);
  const teamSeats = useTeamSeats(open);
  const change = useChangePlan();
  const price = usePlanChangePreview();
  const current = plans.data?.plans.find((p) => p.code === currentPlan) ?? null;

  const apply = async (planCode: PlanCode, keep?: Set<string>) => {
    try {
      await change.mutateAsync({ plan_code: planCode, keep_listing_ids: keep && [...keep] });
      setOpen(false);
      setDowngrade(null);
      setUpgrade(null);
      toast.success(billingTexts.updated);
    } catch (error) {
      // A refused choice explains itself (4xx); anything else gets the general text.
      const refused = error instanceof ApiError && error.status < 500;
      toast.error('Error', { description: refused ? error.message : billingTexts.updateError });
    }
  };

  const choose = async (plan: PlanView) => {
    const used = (teamSeats.data ?? (await teamSeats.refetch()).data)?.used ?? 0;
    if (used > plan.seats) {
      setTooFewSeats(plan);
      return;
    }
    const listings = published.data ?? (await published.refetch()).data;
    if (!listings) {
      toast.error('Error', { description: t.listingsLoadError });
      return;
    }
    const max = plan.maxListings;
    if (max !== null && listings.length > max) {
      const keep = new Set(listingsKeptByDefault(listings, max).map((l) => l.id));
      setDowngrade({ plan: { ...plan, maxListings: max }, keep });
      return;
    }
    // A dearer plan is priced first (new price, proration, when it is charged), then confirmed.
    if (current && plan.priceMonthCents > current.priceMonthCents) {
      try {
        setUpgrade({ plan, preview: await price.mutateAsync(plan.code) });
      } catch (error) {
        const refused = error instanceof ApiError && error.status < 500;
        toast.error('Error', { description: refused ? error.message : billingTexts.previewError });
      }
      return;
    }
    await apply(plan.code);
  };

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (!next) {
      setDowngrade(null);
      setTooFewSeats(null);
      setUpgrade(null);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
              {tooFewSeats
                ? seatsTexts.title(tooFewSeats.name, tooFewSeats.seats)
                : upgrade
                  ? upgradeTexts.title(upgrade.plan.name)
                  : downgrade
                    ? downgradeTexts.title(downgrade.plan.name)
                    : t.changeTitle}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-lg p-2 text-neutral-600 hover:bg-neutral-200"
              aria-label={t.close}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-8 text-sm text-neutral-600">
            {upgrade
              ? upgradeTexts.description
              : downgrade
                ? downgradeTexts.description
                : t.changeDescription}
          </Dialog.Description>
          {tooFewSeats ? (
            <TooFewSeats
              plan={tooFewSeats}
              team={teamSeats.data ?? { used: 0, agents: [], invitations: [] }}
              onBack={() => setTooFewSeats(null)}
              onGoToTeam={() => onOpenChange(false)}
              // The server judges: with the team still too large it refuses, and says why.
              onConfirm={() => apply(tooFewSeats.code)}
              pending={change.isPending}
            />
          ) : upgrade ? (
            <UpgradeConfirm
              plan={upgrade.plan}
              fromName={current?.name ?? ''}
              preview={upgrade.preview}
              onConfirm={() => apply(upgrade.plan.code)}
              onBack={() => setUpgrade(null)}
              pending={change.isPending}
            />
          ) : downgrade && published.data ? (
            <DowngradeChoice
              plan={downgrade.plan}
              published={published.data}
              keep={downgrade.keep}
              onKeepChange={(keep) => setDowngrade({ ...downgrade, keep })}
              onConfirm={() => apply(downgrade.plan.code, downgrade.keep)}
              onBack={() => setDowngrade(null)}
              pending={change.isPending}
            />
          ) : plans.data ? (
            <PlanCards
              plans={plans.data.plans}
              currentPlan={currentPlan}
              actionFor={(plan) => ({
                kind: 'button',
                label: planCardTexts.changeTo(plan.name),
                onClick: () => choose(plan),
                pending:
                  (change.isPending && change.variables?.plan_code === plan.code) ||
                  (price.isPending && price.variables === plan.code),
                disabled: change.isPending || price.isPending,
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
