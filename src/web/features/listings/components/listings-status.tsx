import { Building2, Plus, SearchX } from 'lucide-react';
import { listingTexts } from '../../../../shared/listings';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { listingFiltersTexts, listingsPageTexts as t } from '../texts';

/** While the listings load: placeholder cards; when they fail: the reason and a retry. */
export function ListingsStatus({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (error) return <LoadError title={t.loadError} error={error} onRetry={onRetry} />;
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t.loading}</span>
      {['a', 'b', 'c'].map((k) => (
        <div key={k} aria-hidden className="overflow-hidden rounded-2xl border border-neutral-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-neutral-100" />
          <div className="space-y-3 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-neutral-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-neutral-100" />
            <div className="h-10 animate-pulse rounded bg-neutral-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'No tienes inmuebles aún', with the way to create the first one. */
export function ListingsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={Building2}
      title={listingTexts.empty}
      body={t.emptyBody}
      action={
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden />
          {t.createListing}
        </Button>
      }
    />
  );
}

/** The filters leave nothing: say so, with the way back to the whole list. */
export function ListingsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={listingFiltersTexts.noneTitle}
      body={listingFiltersTexts.noneBody}
      action={
        <Button variant="secondary" onClick={onClear}>
          {listingFiltersTexts.clear}
        </Button>
      }
    />
  );
}
