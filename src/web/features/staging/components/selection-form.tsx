import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { ListingView, PhotoView } from '../../../../shared/listings';
import { stagingTexts } from '../../../../shared/staging';
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
import { type CatalogItem, useAllowance, useCatalog, useGenerateRender } from '../api/use-staging';
import { stagingPageTexts as t } from '../texts';
import { AllowanceLine } from './allowance-line';
import { AllowanceNotice, allowanceSpent } from './allowance-notice';
import { type GenerateState, GenerateStatus } from './generate-status';

const same = (a: Selection, b: Selection) =>
  a.use === b.use && a.photoId === b.photoId && a.room === b.room && a.style === b.style;

/** A room or style picker: the catalogue of the chosen use, empty until one is chosen. */
function CatalogSelect(props: {
  label: string;
  value: string | null;
  items: CatalogItem[] | undefined;
  onChange: (code: string | null) => void;
}) {
  return (
    <label className="block text-sm font-semibold text-ink">
      {props.label}
      <select
        className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-ink"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        <option value="">{t.choose}</option>
        {props.items?.map((item) => (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Photo, use, room and style (decision 017 → AI staging), then 'Generar Render con IA'. */
export function SelectionForm({
  listing,
  photos,
  onQueued,
}: {
  listing: ListingView;
  photos: PhotoView[];
  onQueued: (renderId: string) => void;
}) {
  const [selection, setSelection] = useState<Selection>(() => emptySelection());
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why = selectionProblem(selection, stagingTexts);
    setProblem(why);
    if (why || !selection.photoId || !selection.room || !selection.style) return;
    setStatus({ kind: 'sending' });
    generate.mutate(
      { photoId: selection.photoId, use: selection.use, room: selection.room, style: selection.style },
      {
        onSuccess: ({ render, created }) => {
          if (!created) toast.info(stagingTexts.variantExists);
          setStatus({ kind: 'queued', render });
          onQueued(render.id);
        },
        onError: (err) => {
          setStatus({ kind: 'error', error: err });
          toastApiError(err);
        },
      },
    );
  };

  return (
    <form
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
      <div className="grid gap-4 sm:grid-cols-2">
        <CatalogSelect
          label={t.room}
          value={selection.room}
          items={rooms}
          onChange={(room) => update((s) => chooseRoom(s, room))}
        />
        <CatalogSelect
          label={t.style}
          value={selection.style}
          items={styles}
          onChange={(style) => update((s) => chooseStyle(s, style))}
        />
      </div>
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
