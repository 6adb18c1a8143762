import { useEffect, useState } from 'react';
import { countFormat } from '../../../../shared/format';
import { leadsDashboardTexts as t } from '../../../../shared/leads-dashboard';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLeads } from '../api/use-leads';
import { useUpdateLeadStatus } from '../api/use-update-lead-status';
import { useLeadFilters } from '../hooks/use-lead-filters';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { LeadCard } from './lead-card';
import { LeadFiltersBar, type ListingOption } from './lead-filters-bar';
import { LeadSelectionBar } from './lead-selection-bar';
import { LeadStatsCards } from './lead-stats-cards';
import { LeadsHeader } from './leads-header';
import { LeadsEmpty, LeadsLoading, LeadsNoMatch } from './leads-status';

/**
 * Dashboard → Leads: stat cards, search and filters kept in the URL, lead cards newest
 * first with their status dropdown, more on scroll, and the CSV export of what is filtered.
 */
export function LeadsPage({ listings }: { listings: ListingOption[] }) {
  const { filters, searchText, setSearchText, setFilter, clear, active } = useLeadFilters();
  const query = useLeads(filters);
  const update = useUpdateLeadStatus();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  // Another search or filter starts a new choice: nothing hidden by it stays chosen.
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters (as text) are the trigger.
  useEffect(() => setChosen(new Set()), [filtersKey]);

  const pages = query.data?.pages;
  const leads = pages?.flatMap((p) => p.leads) ?? [];
  const stats = pages?.[0]?.stats;
  const canLoadMore = Boolean(query.hasNextPage) && !query.isFetchingNextPage;
  const loadMore = () => {
    if (canLoadMore && !query.isPlaceholderData) void query.fetchNextPage();
  };
  const sentinel = useLoadMoreOnScroll(loadMore, canLoadMore && !query.isPlaceholderData);
  // Stats follow the search and the listing, not the status filter (shared/leads-dashboard.ts).
  // Test leads are listed (badged "Prueba") but in no figure: the count includes them.
  const total = filters.status || !stats ? undefined : stats.total + (stats.tests ?? 0);
  // Only leads still in the list stay chosen (one deleted elsewhere, or by its person, drops out).
  const selected = leads.filter((l) => chosen.has(l.id)).map((l) => l.id);
  const select = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <LeadsHeader filters={filters} />
      <LeadStatsCards stats={stats} filtered={Boolean(filters.q || filters.listingId)} />
      <LeadFiltersBar
        filters={filters}
        searchText={searchText}
        onSearchText={setSearchText}
        onFilter={setFilter}
        onClear={clear}
        active={active}
        listings={listings}
      />
      {!pages ? (
        <LeadsLoading error={query.error} onRetry={() => query.refetch()} />
      ) : leads.length === 0 ? (
        active ? (
          <LeadsNoMatch onClear={clear} />
        ) : (
          <LeadsEmpty />
        )
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined} className="space-y-4">
          <ul
            aria-label={t.title}
            className={cn(
              'grid grid-cols-1 gap-4 transition-opacity xl:grid-cols-2',
              query.isPlaceholderData && 'opacity-60',
            )}
          >
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  onStatus={(l, status) => update.mutate({ lead: l, status })}
                  selected={chosen.has(lead.id)}
                  onSelect={(l, on) => select(l.id, on)}
                />
              </li>
            ))}
          </ul>
          <LeadSelectionBar
            selected={selected}
            shown={leads.length}
            onSelectAll={(all) => setChosen(new Set(all ? leads.map((l) => l.id) : []))}
            onClear={() => setChosen(new Set())}
          />
          <div ref={sentinel} className="flex flex-col items-center gap-3 pt-2">
            {total !== undefined && (
              <p className="text-sm text-neutral-600" aria-live="polite">
                {t.count(countFormat.format(leads.length), countFormat.format(total))}
              </p>
            )}
            {query.hasNextPage && (
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={loadMore}>
                {t.loadMore}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
