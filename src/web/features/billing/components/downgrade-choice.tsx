import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { PlanView } from '../../../../shared/billing';
import type { ListingView } from '../../../../shared/listings';
import { cn } from '../../../lib/cn';
import { downgradeTexts as t } from '../texts';
import { StepActions } from './step-actions';

const shortDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });

/** 'Publicado' or 'Pasará a Borrador': under the date on phones, at the end of the row from `sm`. */
function Fate({ kept, className }: { kept: boolean; className: string }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        kept
          ? 'bg-green-50 text-green-800 ring-green-200'
          : 'bg-neutral-100 text-neutral-700 ring-neutral-300',
        className,
      )}
    >
      {kept ? t.published : t.toDraft}
    </span>
  );
}

/**
 * A plan that holds fewer published listings than the agency has: says what happens before the
 * change and lets the user pick which stay published (the oldest are preselected by the caller).
 */
export function DowngradeChoice({
  plan,
  published,
  keep,
  onKeepChange,
  onConfirm,
  onBack,
  pending,
}: {
  plan: PlanView & { maxListings: number };
  published: readonly ListingView[];
  keep: ReadonlySet<string>;
  onKeepChange: (keep: Set<string>) => void;
  onConfirm: () => void;
  onBack: () => void;
  pending: boolean;
}) {
  const legendId = useId();
  const max = plan.maxListings;
  const toDraft = published.length - keep.size;
  // Oldest first, as the default choice reads: the ones kept are at the top.
  const ordered = [...published].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const toggle = (id: string) => {
    if (max === 1) return onKeepChange(new Set([id]));
    const next = new Set(keep);
    if (!next.delete(id)) next.add(id);
    onKeepChange(next);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <TriangleAlert className="size-5 shrink-0" aria-hidden />
          {t.consequenceTitle(toDraft)}
        </p>
        <p className="mt-1 text-sm leading-6">{t.consequence(plan.name, max, published.length)}</p>
      </div>
      {/* min-w-0: a fieldset otherwise grows to its widest line, and long titles would not truncate. */}
      <fieldset aria-labelledby={legendId} className="min-w-0">
        <legend id={legendId} className="font-semibold text-ink">
          {t.chooseLegend(max)}
        </legend>
        <p className="mt-0.5 text-sm text-neutral-600">{t.chooseHint(max)}</p>
        <ul className="mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {ordered.map((listing) => {
            const kept = keep.has(listing.id);
            const full = !kept && keep.size >= max && max !== 1;
            return (
              <li key={listing.id}>
                <label
                  className={cn(
                    'flex min-h-14 cursor-pointer items-center gap-3 px-4 py-3',
                    full && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type={max === 1 ? 'radio' : 'checkbox'}
                    name="keep-listing"
                    className="size-5 shrink-0 accent-brand-700"
                    checked={kept}
                    disabled={full || pending}
                    onChange={() => toggle(listing.id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink">{listing.title}</span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600">
                      {t.created(shortDate.format(new Date(listing.createdAt)))}
                      <Fate kept={kept} className="sm:hidden" />
                    </span>
                  </span>
                  <Fate kept={kept} className="max-sm:hidden" />
                </label>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-sm text-neutral-700" aria-live="polite">
          {t.summary(keep.size, max)}
        </p>
      </fieldset>
      <StepActions
        backLabel={t.back}
        onBack={onBack}
        confirmLabel={t.confirm(plan.name, toDraft)}
        onConfirm={onConfirm}
        pending={pending}
      />
    </div>
  );
}
