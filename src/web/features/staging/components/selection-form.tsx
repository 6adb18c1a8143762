import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { ListingView, PhotoView } from '../../../../shared/listings';
import { type RenderResponse, renderRequestSchema, stagingTexts } from '../../../../shared/staging';
import { STAGING_MODE_INFO } from '../../../../shared/staging-modes';
import {
  autoSelect,
  changeUse,
  choosePhoto,
  chooseRoom,
  chooseStyle,
  emptySelection,
  type Selection,
  type SelectionOptions,
  selectionProblem,
  type UseCode,
} from '../../../../shared/staging-selection';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toastApiError } from '../../../lib/toast-api-error';
import { useAllowance, useCatalog, useGenerateRender, useRenders } from '../api/use-staging';
import { choiceOf, initialDraft, type ModeDraft, newRenderCount } from '../modes';
import { stagingPageTexts as t } from '../texts';
import { AllowanceLine } from './allowance-line';
import { AllowanceNotice, allowanceSpent } from './allowance-notice';
import { CatalogSelect } from './catalog-select';
import { type GenerateState, GenerateStatus } from './generate-status';
import { ModeOptions, ModePicker } from './mode-picker';
import { CostLine, VariationsPicker } from './request-extras';

const same = (a: Selection, b: Selection) =>
  a.use === b.use && a.photoId === b.photoId && a.room === b.room && a.style === b.style;

/**
 * Photo, use, room, the mode and its options (style, finishes, sky), how many results, then
 * 'Generar Render con IA' (decision 017 → AI staging, issue 29 → Staging modes).
 */
export function SelectionForm({
  listing,
  photos,
  onQueued,
}: {
  listing: ListingView;
  photos: PhotoView[];
  onQueued: (res: RenderResponse) => void;
}) {
  const [selection, setSelection] = useState<Selection>(() => emptySelection());
  const [draft, setDraft] = useState<ModeDraft>(initialDraft);
  const [chain, setChain] = useState(false);
  const [variations, setVariations] = useState(1);
  const renders = useRenders(listing.id).data;
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<GenerateState>({ kind: 'idle' });
  const rooms = useCatalog('rooms', selection.use).data;
  const styles = useCatalog('styles', selection.use).data;
  const allowance = useAllowance().data;
  const generate = useGenerateRender(listing.id);
  const options: SelectionOptions | null = useMemo(
    () =>
      rooms && styles
        ? {
            // A photo's room tag belongs to the listing's use.
            photos: photos.map((p) => ({ id: p.id, roomCode: p.room_code, useCode: listing.useCode })),
            rooms: rooms.map((r) => r.code),
            styles: styles.map((s) => s.code),
          }
        : null,
    [photos, rooms, styles, listing.useCode],
  );
  useEffect(() => {
    if (options) setSelection((s) => (same(s, autoSelect(s, options)) ? s : autoSelect(s, options)));
  }, [options]);

  // From the selection as it is when the change applies, not as this render saw it: a pick made
  // right after a change of use would otherwise undo the photo and style chosen for it meanwhile.
  const update = (next: (current: Selection) => Selection) => {
    setProblem(null);
    setSelection(next);
  };
  const configured = allowance?.configured !== false;
  const spent = allowanceSpent(allowance?.allowance);
  const furnish = draft.mode === 'furnish';
  const choice = choiceOf(draft);
  const body = {
    photoId: selection.photoId ?? '',
    use: selection.use,
    room: selection.room ?? '',
    ...(furnish && selection.style ? { style: selection.style } : {}),
    mode: choice,
    variations,
    ...(furnish && chain ? { chain: true } : {}),
  };
  const cost = newRenderCount(
    { ...body, style: selection.style ?? '', choice, chain: furnish && chain },
    renders ?? [],
  );
  const changeDraft = (next: ModeDraft) => {
    setProblem(null);
    setDraft(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same schema as the server: the finishes, the sky, the variations.
    const parsed = renderRequestSchema.safeParse(body);
    const why =
      selectionProblem(selection, stagingTexts, STAGING_MODE_INFO[draft.mode].usesStyle) ??
      (parsed.success ? null : (parsed.error.issues[0]?.message ?? t.sendFailed));
    setProblem(why);
    if (why) return;
    setStatus({ kind: 'sending' });
    generate.mutate(body, {
      onSuccess: (res) => {
        if (!res.created) toast.info(stagingTexts.variantExists);
        setStatus({ kind: 'queued', render: res.render, batchId: res.batchId });
        onQueued(res);
      },
      onError: (err) => {
        setStatus({ kind: 'error', error: err });
        toastApiError(err);
      },
    });
  };

  return (
    <form
      aria-label={t.formLabel}
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t.useLegend}</legend>
        <div className="mt-2 inline-flex rounded-lg border border-neutral-300 p-1">
          {(['residencial', 'comercial'] as const satisfies readonly UseCode[]).map((use) => (
            <button
              key={use}
              type="button"
              aria-pressed={selection.use === use}
              onClick={() => update((s) => changeUse(s, use))}
              className={cn(
                'min-h-10 rounded-md px-4 text-sm font-semibold',
                selection.use === use ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
              )}
            >
              {t.uses[use]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t.photoLegend}</legend>
        {photos.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-700">{t.noPhotos}</p>
        ) : (
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  aria-pressed={selection.photoId === p.id}
                  aria-label={t.photoAlt(i + 1)}
                  onClick={() =>
                    options &&
                    update((s) =>
                      autoSelect(
                        choosePhoto(
                          s,
                          { id: p.id, roomCode: p.room_code, useCode: listing.useCode },
                          options,
                        ),
                        options,
                      ),
                    )
                  }
                  className={cn(
                    'block w-full overflow-hidden rounded-lg ring-offset-2',
                    selection.photoId === p.id ? 'ring-4 ring-brand-700' : 'ring-1 ring-neutral-200',
                  )}
                >
                  <img src={p.url} alt="" className="aspect-[4/3] w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <ModePicker draft={draft} onChange={changeDraft} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CatalogSelect
          label={t.room}
          value={selection.room}
          items={rooms}
          onChange={(room) => update((s) => chooseRoom(s, room))}
        />
        {furnish && (
          <CatalogSelect
            label={t.style}
            value={selection.style}
            items={styles}
            onChange={(style) => update((s) => chooseStyle(s, style))}
          />
        )}
      </div>
      {furnish && (
        <div>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={chain}
              onChange={(e) => {
                setProblem(null);
                setChain(e.target.checked);
              }}
            />
            {t.chain}
          </label>
          {chain && <p className="text-sm text-neutral-700">{t.chainHint}</p>}
        </div>
      )}
      <ModeOptions draft={draft} onChange={changeDraft} />
      <VariationsPicker value={variations} onChange={setVariations} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {!configured && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {stagingTexts.notConfigured}
        </p>
      )}
      {configured && allowance && <AllowanceNotice allowance={allowance.allowance} />}
      {configured && allowance && !spent && <CostLine renders={cost} allowance={allowance.allowance} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" loading={generate.isPending} disabled={!configured || spent}>
          <Sparkles className="size-4" aria-hidden />
          {stagingTexts.generate}
        </Button>
        {allowance && <AllowanceLine used={allowance.allowance.used} limit={allowance.allowance.limit} />}
      </div>
      <GenerateStatus state={status} />
    </form>
  );
}
