import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { OPERATIONS, operationLabels, typesOfUse } from '../../../../shared/listing-catalog';
import { listingTexts } from '../../../../shared/listings';
import type { ListingFilters } from '../hooks/listing-filters';
import { listingFormTexts, listingFiltersTexts as t } from '../texts';

const control =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm';

function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Operación, tipo, estado and the search over title, reference and address. */
export function ListingFiltersBar({
  filters: f,
  onChange,
  shown,
  total,
}: {
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
  shown: number;
  total: number;
}) {
  const id = useId();
  const countId = `${id}-count`;
  return (
    <search
      aria-label={t.label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 rounded-2xl border border-neutral-200 bg-white p-3 sm:p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <Labelled id={`${id}-q`} label={t.search} className="col-span-2 sm:col-span-3 lg:col-span-1">
        <span className="relative block">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
            aria-hidden
          />
          <input
            id={`${id}-q`}
            type="search"
            value={f.q}
            onChange={(e) => onChange({ q: e.target.value })}
            placeholder={t.searchPlaceholder}
            aria-describedby={countId}
            autoComplete="off"
            className={`${control} pl-9`}
          />
        </span>
      </Labelled>
      <Labelled id={`${id}-operation`} label={t.operation}>
        <select
          id={`${id}-operation`}
          className={control}
          value={f.operation ?? ''}
          onChange={(e) => onChange({ operation: (e.target.value || null) as ListingFilters['operation'] })}
        >
          <option value="">{t.allOperations}</option>
          {OPERATIONS.map((op) => (
            <option key={op} value={op}>
              {operationLabels[op].es}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${id}-type`} label={t.type}>
        <select
          id={`${id}-type`}
          className={control}
          value={f.type ?? ''}
          onChange={(e) => onChange({ type: e.target.value || null })}
        >
          <option value="">{t.allTypes}</option>
          {(['residencial', 'comercial'] as const).map((use) => (
            <optgroup key={use} label={listingFormTexts.uses[use]}>
              {typesOfUse(use).map((type) => (
                <option key={type.code} value={type.code}>
                  {type.es}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${id}-status`} label={t.status}>
        <select
          id={`${id}-status`}
          className={control}
          value={f.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || null) as ListingFilters['status'] })}
        >
          <option value="">{t.allStatuses}</option>
          <option value="published">{listingTexts.published}</option>
          <option value="draft">{listingTexts.draft}</option>
        </select>
      </Labelled>
      <p
        id={countId}
        role="status"
        className="self-end pb-3 text-right text-sm text-neutral-600 sm:col-span-3 sm:p-0 sm:text-left lg:col-span-4"
      >
        {t.shown(shown, total)}
      </p>
    </search>
  );
}
