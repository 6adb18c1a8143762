import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ListingView } from '../../../../shared/listings';
import { stagingTexts } from '../../../../shared/staging';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { toastApiError } from '../../../lib/toast-api-error';
import { useBatchPreview, useCatalog, useStartBatch } from '../api/use-staging';
import { stagingPageTexts as t } from '../texts';

/** "Amueblar todo el inmueble": styles for every photo with a room, its cost shown before it starts. */
export function BatchSection({
  listing,
  configured,
  onQueued,
}: {
  listing: ListingView;
  configured: boolean;
  onQueued: (renderIds: string[]) => void;
}) {
  const use = listing.useCode;
  const [chosen, setChosen] = useState<string[]>([]);
  const styles = useCatalog('styles', use).data;
  const body = { use, styles: chosen };
  const plan = useBatchPreview(listing.id, body).data;
  const start = useStartBatch(listing.id);
  const left = plan
    ? plan.allowance.limit === null
      ? null
      : plan.allowance.limit - plan.allowance.used
    : null;
  const cost = !plan
    ? t.batchChoose
    : plan.photos === 0
      ? stagingTexts.noRoomPhotos
      : plan.newRenders === 0
        ? t.batchNothing
        : !plan.fits && left !== null
          ? stagingTexts.batchTooBig(plan.newRenders, Math.max(0, left))
          : t.batchCost(plan.newRenders, plan.photos, plan.alreadyMade);
  const toggle = (code: string) =>
    setChosen((c) => (c.includes(code) ? c.filter((x) => x !== code) : [...c, code]));
  const run = () =>
    start.mutate(body, {
      onSuccess: ({ renders }) => {
        toast.success(t.batchStarted(renders.length));
        onQueued(renders.map((r) => r.id));
        setChosen([]);
      },
      onError: (e) => toastApiError(e),
    });

  return (
    <Panel id="staging-batch" title={t.batchTitle} caption={t.batchIntro}>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t.batchStyles}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {styles?.map((s) => (
            <label
              key={s.code}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.includes(s.code)}
                onChange={() => toggle(s.code)}
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm text-neutral-700" aria-live="polite" data-testid="batch-cost">
        {cost}
      </p>
      <Button
        className="mt-3"
        loading={start.isPending}
        disabled={!configured || !plan?.fits || plan.newRenders === 0}
        onClick={run}
      >
        <Wand2 className="size-4" aria-hidden />
        {t.batchStart}
      </Button>
    </Panel>
  );
}
