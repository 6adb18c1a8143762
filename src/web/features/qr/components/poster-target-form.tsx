import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { PostersResponse, PosterTarget } from '../../../../shared/qr';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toastApiError } from '../../../lib/toast-api-error';
import { useRepoint } from '../api/use-posters';
import { posterTargetTexts as t } from '../texts';

const AGENCY = 'agency';

const selectClass =
  'block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-2 text-sm text-neutral-900 disabled:bg-neutral-100';

/** What a code opens now: its move if it has one, else the listing it was printed for. */
export function currentTarget(
  data: PostersResponse,
  code: string,
  printedFor: { id: string; title: string; published: boolean } | null,
): PosterTarget {
  const moved = data.posters.find((p) => p.code === code);
  if (moved) return moved.target;
  return printedFor
    ? { kind: 'listing', listingId: printedFor.id, title: printedFor.title, published: printedFor.published }
    : { kind: 'agency' };
}

export function targetLabel(target: PosterTarget): string {
  if (target.kind === 'agency') return t.opensAgency;
  return target.published ? t.opensListing(target.title) : t.opensDraft(target.title);
}

/**
 * The select that moves a printed code: to the listing it was printed for (when it still
 * exists), another listing of the agency, or the agency page.
 */
export function PosterTargetForm({
  code,
  printedForId,
  data,
  current,
  label = t.label,
  ownerTitle,
}: {
  code: string;
  printedForId: string | null;
  data: PostersResponse;
  current: PosterTarget;
  label?: string;
  /** Set when `code` is this listing's own code: moving it away gives the listing a new one. */
  ownerTitle?: string;
}) {
  const id = useId();
  const repoint = useRepoint();
  const currentValue = current.kind === 'agency' ? AGENCY : current.listingId;
  const [value, setValue] = useState(currentValue);
  const chosen = value === AGENCY ? null : (data.listings.find((l) => l.id === value) ?? null);
  const movesAway = ownerTitle !== undefined && value !== currentValue && value !== printedForId;

  const save = () =>
    repoint.mutate(
      { code, listingId: value === AGENCY ? null : value },
      {
        onSuccess: () => toast.success(movesAway ? t.savedNewCode : t.saved),
        onError: (e) => toastApiError(e, t.saveError),
      },
    );

  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <select
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          disabled={repoint.isPending}
          className={`mt-1 ${selectClass}`}
        >
          {data.listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.id === printedForId ? t.thisListing(l.title) : l.published ? l.title : t.draft(l.title)}
            </option>
          ))}
          <option value={AGENCY}>{t.agencyPage}</option>
        </select>
      </div>
      <Button
        type="submit"
        variant="secondary"
        loading={repoint.isPending}
        disabled={value === currentValue}
        className="disabled:opacity-60"
      >
        {repoint.isPending ? t.saving : t.save}
      </Button>
      {movesAway && (
        <div className="sm:basis-full" data-testid="poster-moves-away">
          <Alert tone="warning">{t.movesAway(ownerTitle, chosen?.title ?? null)}</Alert>
        </div>
      )}
    </form>
  );
}
