import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type LeadFilters,
  leadStatusLabels,
  leadStatusValues,
  leadSuspiciousFilterValues,
  leadsDashboardTexts as t,
} from '../../../../shared/leads-dashboard';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { MineToggle } from './mine-toggle';

export interface ListingOption {
  id: string;
  title: string;
}

const selectClass =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm';

/** Search (name, e-mail, phone, listing), status and listing filters. */
export function LeadFiltersBar({
  filters,
  searchText,
  onSearchText,
  onFilter,
  onClear,
  active,
  listings,
}: {
  filters: LeadFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (key: 'status' | 'listingId' | 'suspicious' | 'mine', value: string) => void;
  onClear: () => void;
  active: boolean;
  listings: ListingOption[];
}) {
  const id = useId();
  // On a phone the status, listing and suspicious filters fold under one button, so the first
  // lead shows on the first screen; they start open when one of them is set.
  const set = [filters.status, filters.listingId, filters.suspicious].filter(Boolean).length;
  const [more, setMore] = useState(set > 0);
  const knownListing = !filters.listingId || listings.some((l) => l.id === filters.listingId);
  return (
    <div className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <MineToggle mine={filters.mine === 'true'} onChange={(on) => onFilter('mine', on ? 'true' : '')} />
      {/* The search on a row of its own: its hint (name, e-mail, phone, listing or reference) is read whole. */}
      <div className="grid gap-3 md:grid-cols-3">
        <div className="md:col-span-3">
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium text-neutral-800">
            {t.search}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
              aria-hidden
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={searchText}
              onChange={(e) => onSearchText(e.target.value)}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              maxLength={100}
              className="pl-9"
            />
          </div>
        </div>
        <button
          type="button"
          aria-expanded={more}
          aria-controls={`${id}-more`}
          onClick={() => setMore((v) => !v)}
          className="inline-flex min-h-11 items-center justify-between gap-2 rounded-lg border border-neutral-300 px-3 text-sm font-medium text-neutral-800 md:hidden"
        >
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal className="size-4" aria-hidden />
            {set > 0 ? t.moreFiltersSet(set) : t.moreFilters}
          </span>
          <ChevronDown className={cn('size-4 transition', more && 'rotate-180')} aria-hidden />
        </button>
        <div id={`${id}-more`} className={cn('contents', !more && 'max-md:hidden')}>
          <div>
            <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-neutral-800">
              {t.status}
            </label>
            <select
              id={`${id}-status`}
              className={selectClass}
              value={filters.status ?? ''}
              onChange={(e) => onFilter('status', e.target.value)}
            >
              <option value="">{t.allStatuses}</option>
              {leadStatusValues.map((s) => (
                <option key={s} value={s}>
                  {leadStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
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
              {!knownListing && <option value={filters.listingId}>{t.listing}</option>}
              {listings.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-suspicious`} className="mb-1.5 block text-sm font-medium text-neutral-800">
              {t.suspicious}
            </label>
            <select
              id={`${id}-suspicious`}
              className={selectClass}
              value={filters.suspicious ?? ''}
              onChange={(e) => onFilter('suspicious', e.target.value)}
            >
              <option value="">{t.suspiciousFilter.all}</option>
              {leadSuspiciousFilterValues.map((v) => (
                <option key={v} value={v}>
                  {t.suspiciousFilter[v]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {active && (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100"
        >
          <X className="size-4" aria-hidden />
          {t.clearFilters}
        </button>
      )}
    </div>
  );
}
