import { X } from 'lucide-react';
import { useId } from 'react';
import type { AgencyMemberView } from '../../../../shared/agents';
import { visitsDashboardTexts as t } from '../../../../shared/visits-dashboard';
import { Button } from '../../../components/ui/button';
import type { VisitFilters } from '../api/use-visits';

export interface VisitListingOption {
  id: string;
  title: string;
  slug: string;
  published: boolean;
}

const selectClass =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm';

/** The listing and the agent ("Agencia": the visits of listings without an agent). */
export function VisitFiltersBar({
  filters,
  onFilter,
  onClear,
  active,
  listings,
  members,
}: {
  filters: VisitFilters;
  onFilter: (key: 'listingId' | 'memberId', value: string) => void;
  onClear: () => void;
  active: boolean;
  listings: VisitListingOption[];
  members: AgencyMemberView[];
}) {
  const id = useId();
  const knownListing = !filters.listingId || listings.some((l) => l.id === filters.listingId);
  return (
    <search
      aria-label={t.filtersLabel}
      className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-listing`} className="mb-1.5 block text-sm font-medium text-neutral-800">
          {t.listing}
        </label>
        <select
          id={`${id}-listing`}
          className={selectClass}
          value={filters.listingId ?? ''}
          onChange={(e) => onFilter('listingId', e.target.value)}
        >
          <option value="">{t.allListings}</option>
          {!knownListing && <option value={filters.listingId}>{t.unknownListing}</option>}
          {listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-agent`} className="mb-1.5 block text-sm font-medium text-neutral-800">
          {t.agent}
        </label>
        <select
          id={`${id}-agent`}
          className={selectClass}
          value={filters.memberId ?? ''}
          onChange={(e) => onFilter('memberId', e.target.value)}
        >
          <option value="">{t.allAgents}</option>
          <option value="agency">{t.agency}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.isMe ? t.me(m.name) : m.name}
            </option>
          ))}
        </select>
      </div>
      {active && (
        <Button variant="ghost" onClick={onClear}>
          <X className="size-4" aria-hidden />
          {t.clearFilters}
        </Button>
      )}
    </search>
  );
}
