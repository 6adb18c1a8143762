import { ArrowRight, Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { countFormat, formatPct } from '../../../../shared/format';
import type { ListingView } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { homeTexts as t } from '../texts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-neutral-600">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function RecentListing({ listing: l }: { listing: ListingView }) {
  return (
    <li>
      <Link
        to={paths.dashboard.listings}
        className="flex h-full gap-3 rounded-2xl border border-neutral-200 bg-white p-3 hover:border-neutral-300 hover:shadow-sm sm:flex-col sm:p-0"
      >
        {l.coverPhotoUrl ? (
          <img
            src={l.coverPhotoUrl}
            alt=""
            loading="lazy"
            className="size-20 shrink-0 rounded-xl object-cover sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none sm:rounded-t-2xl"
          />
        ) : (
          <div className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-neutral-100 text-neutral-400 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none sm:rounded-t-2xl">
            <Building2 className="size-8" aria-hidden />
          </div>
        )}
        <div className="min-w-0 flex-1 sm:px-4 sm:pb-4">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 font-semibold break-words text-ink">{l.title}</h3>
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
                l.published
                  ? 'bg-green-50 text-green-800 ring-green-200'
                  : 'bg-neutral-100 text-neutral-700 ring-neutral-300',
              )}
            >
              {l.published ? t.published : t.draft}
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            <Figure label={t.views} value={countFormat.format(l.kpis.views)} />
            <Figure label={t.leads} value={countFormat.format(l.kpis.leads)} />
            <Figure label={t.conversionShort} value={l.published ? formatPct(l.kpis.conversionPct) : '—'} />
          </dl>
        </div>
      </Link>
    </li>
  );
}

/** The three newest listings, each leading to the listings page. */
export function RecentListings({ listings }: { listings: ListingView[] }) {
  return (
    <section aria-labelledby="recent-listings">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-listings" className="text-lg font-semibold text-ink">
          {t.recentTitle}
        </h2>
        {listings.length > 0 && (
          <Link
            to={paths.dashboard.listings}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t.seeAll}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {listings.length === 0 ? (
        <EmptyState
          className="mt-3"
          titleAs="h3"
          icon={Building2}
          title={t.noListings}
          body={t.noListingsBody}
          action={
            <Link to={paths.dashboard.newListing} className={buttonClass()}>
              <Plus className="size-4" aria-hidden />
              {t.createListing}
            </Link>
          }
        />
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {listings.map((l) => (
            <RecentListing key={l.id} listing={l} />
          ))}
        </ul>
      )}
    </section>
  );
}
