import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ListingView } from '../../../../shared/listings';
import { batchRequestSchema, stagingTexts } from '../../../../shared/staging';
import { STAGING_MODE_INFO } from '../../../../shared/staging-modes';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { toastApiError } from '../../../lib/toast-api-error';
import { useBatchPreview, useCatalog, useStartBatch } from '../api/use-staging';
import { choiceOf, initialDraft, type ModeDraft } from '../modes';
import { stagingPageTexts as t } from '../texts';
import { ModeOptions, ModePicker } from './mode-picker';

/**
 * "Todo el inmueble" in a mode: furnishing in each chosen style, or one render per photo with a
 * room for the other modes; its cost shown before it starts.
 */
export function BatchSection({
  listing,
  configured,
  onQueued,
}: {
  listing: ListingView;
  configured: boolean;
  onQueued: (batchId: string) => void;
}) {
  const use = listing.useCode;
  const [chosen, setChosen] = useState<string[]>([]);
  const [draft, setDraft] = useState<ModeDraft>(initialDraft);
  const furnish = draft.mode === 'furnish';
  const styles = useCatalog('styles', use).data;
  const body = { use, styles: furnish ? chosen : [], mode: choiceOf(draft) };
  // The same schema as the server: styles to furnish, a finish to renovate.
  const check = batchRequestSchema.safeParse(body);
  const plan = useBatchPreview(listing.id, body, check.success).data;
  const start = useStartBatch(listing.id);
  const left = plan
    ? plan.allowance.limit === null
      ? null
      : plan.allowance.limit - plan.allowance.used
    : null;
  const cost = !check.success
    ? furnish
      ? t.batchChoose
      : (check.error.issues[0]?.message ?? t.batchChoose)
    : !plan
      ? t.loading
      : plan.photos === 0
        ? stagingTexts.noRoomPhotos
        : plan.newRenders === 0
          ? t.batchNothing
          : !plan.fits && left !== null
            ? furnish
              ? stagingTexts.batchTooBig(plan.newRenders, Math.max(0, left))
              : stagingTexts.batchTooBigMode(draft.mode, plan.newRenders, Math.max(0, left))
            : t.batchCost(plan.newRenders, plan.photos, plan.alreadyMade);
  const title = t.batchTitleOf(STAGING_MODE_INFO[draft.mode].action.es, furnish);
  const toggle = (code: string) =>
    setChosen((c) => (c.includes(code) ? c.filter((x) => x !== code) : [...c, code]));
  const run = () =>
    start.mutate(body, {
      onSuccess: ({ batchId, renders }) => {
        toast.success(t.batchStarted(renders.length));
        onQueued(batchId);
        setChosen([]);
      },
      onError: (e) => toastApiError(e),
    });

  return (
    <Panel id="staging-batch" title={title} caption={furnish ? t.batchIntro : t.batchIntroMode}>
      <div className="space-y-4">
        <ModePicker draft={draft} onChange={setDraft} />
        {furnish ? (
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
        ) : (
          <ModeOptions draft={draft} onChange={setDraft} />
        )}
      </div>
      <p className="mt-3 text-sm text-neutral-700" aria-live="polite" data-testid="batch-cost">
        {cost}
      </p>
      <Button
        className="mt-3"
        loading={start.isPending}
        disabled={!configured || !check.success || !plan?.fits || plan.newRenders === 0}
        onClick={run}
      >
        <Wand2 className="size-4" aria-hidden />
        {title}
      </Button>
    </Panel>
  );
}
