import { useEffect, useMemo } from 'react';
import type { AgencyMemberView } from '../../../../shared/agents';
import { visitsDashboardTexts as t } from '../../../../shared/visits-dashboard';
import { cn } from '../../../lib/cn';
import { useIsOwner } from '../../../lib/use-me';
import { useVisitSettings } from '../api/use-visit-settings';
import { useVisits } from '../api/use-visits';
import { useVisitFilters } from '../hooks/use-visit-filters';
import { VisitCard } from './visit-card';
import { VisitFiltersBar, type VisitListingOption } from './visit-filters';
import { tabId, VISITS_PANEL_ID, VisitTabs } from './visit-tabs';
import { VisitsEmpty, VisitsLoading, VisitsNoMatch } from './visits-status';

/**
 * Dashboard → Visitas: today's, the upcoming and the past visits of the agency, by listing and by
 * agent (kept in the URL), each a card to confirm, decline or move to another time.
 */
export function VisitsPage({
  listings,
  members,
}: {
  listings: VisitListingOption[];
  members: AgencyMemberView[];
}) {
  const { filters, set, clear, active } = useVisitFilters();
  const query = useVisits(filters);
  // Without hours the microsites offer no slots: the member's own, or for the owner the agency's too.
  const isOwner = useIsOwner();
  const mine = useVisitSettings('member');
  const agency = useVisitSettings('agency', isOwner);
  const hoursSaved =
    mine.data && (!isOwner || agency.data)
      ? mine.data.settings.saved || Boolean(agency.data?.settings.saved)
      : undefined;
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  const listingById = useMemo(() => new Map(listings.map((l) => [l.id, l])), [listings]);
  const memberName = useMemo(() => new Map(members.map((m) => [m.id, m.name])), [members]);
  const visits = query.data?.visits;
  const now = new Date();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-sm text-neutral-600">{t.intro}</p>
      </header>
      <VisitTabs value={filters.when} onChange={(tab) => set('when', tab)} />
      <VisitFiltersBar
        filters={filters}
        onFilter={set}
        onClear={clear}
        active={active}
        listings={listings}
        members={members}
      />
      <section
        id={VISITS_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(filters.when)}
        className="space-y-3"
      >
        {!visits ? (
          <VisitsLoading error={query.error} onRetry={() => query.refetch()} />
        ) : visits.length === 0 ? (
          active ? (
            <VisitsNoMatch onClear={clear} />
          ) : (
            <VisitsEmpty tab={filters.when} hoursSaved={hoursSaved} />
          )
        ) : (
          <>
            <p className="text-sm text-neutral-600" aria-live="polite">
              {t.count(visits.length)}
            </p>
            <ul
              aria-label={t.tabs[filters.when]}
              aria-busy={query.isPlaceholderData || undefined}
              className={cn(
                'grid grid-cols-1 gap-4 transition-opacity lg:grid-cols-2',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {visits.map((visit) => (
                <li key={visit.id} className="min-w-0">
                  <VisitCard
                    visit={visit}
                    listing={visit.listingId ? listingById.get(visit.listingId) : undefined}
                    attendedBy={(visit.memberId && memberName.get(visit.memberId)) || t.agency}
                    now={now}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
