import { Building2, Inbox, SearchX, X } from 'lucide-react';
import { Link } from 'react-router';
import { leadsDashboardTexts as t } from '../../../../shared/leads-dashboard';
import { paths } from '../../../../shared/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';

/** While the first page loads: placeholder cards; when it fails: the reason and a retry. */
export function LeadsLoading({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (error) return <LoadError title={t.loadError} error={error} onRetry={onRetry} />;
  return (
    <div role="status" className="grid gap-4 xl:grid-cols-2">
      <span className="sr-only">{t.loading}</span>
      {['a', 'b', 'c', 'd'].map((k) => (
        <div key={k} aria-hidden className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-5">
          <div className="h-5 w-1/2 animate-pulse rounded bg-neutral-100" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-neutral-100" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-neutral-100" />
          <div className="h-11 animate-pulse rounded bg-neutral-100" />
        </div>
      ))}
    </div>
  );
}

/** No lead at all yet: where leads come from, and the way to the listings. */
export function LeadsEmpty() {
  return (
    <EmptyState
      icon={Inbox}
      title={t.emptyTitle}
      body={t.emptyBody}
      action={
        <Link to={paths.dashboard.listings} className={buttonClass()}>
          <Building2 className="size-4" aria-hidden />
          {t.emptyAction}
        </Link>
      }
    />
  );
}

/** The filters match nothing (there are leads, just not these). */
export function LeadsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
      <SearchX className="mx-auto size-12 text-neutral-400" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-ink">{t.noMatchTitle}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-neutral-600">{t.noMatchBody}</p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        <X className="size-4" aria-hidden />
        {t.clearFilters}
      </Button>
    </div>
  );
}
