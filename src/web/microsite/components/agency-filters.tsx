import {
  type AgencyFilterState,
  type AgencyPublished,
  agencyFilterParams,
  agencyFilterQuery,
  MAX_BEDS_CHOICE,
  operationParam,
} from '../../../shared/agency-filters';
import { agencyPageTextsFor } from '../../../shared/agency-page-texts';
import { labelIn, operationLabels, propertyType } from '../../../shared/listing-catalog';
import { paths } from '../../../shared/paths';
import { usePageLang } from '../texts';

const field = 'min-w-0 lg:flex-1';
const label = 'block text-sm font-medium text-ink';
const control =
  'mt-1 block h-12 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-ink placeholder:text-neutral-500 focus:border-[var(--brand)] focus:outline-none focus:ring-2 focus:ring-[var(--brand)]/30';

/** The values each filter offers: what the agency has published, plus the one asked for. */
function choices(filter: AgencyFilterState, published: AgencyPublished) {
  const { applied } = filter;
  const withApplied = <T,>(list: T[], value: T | null) =>
    value === null || list.includes(value) ? list : [...list, value];
  const topBeds = Math.max(Math.min(published.maxBeds, MAX_BEDS_CHOICE), applied.minBeds ?? 0);
  return {
    operations: withApplied(published.operations, applied.operation),
    types: withApplied(published.propertyTypes, applied.propertyType),
    beds: Array.from({ length: topBeds }, (_, i) => i + 1),
    // A filter shows when it can narrow the list, or when it is in use.
    showOperation: published.operations.length > 1 || applied.operation !== null,
    showType: published.propertyTypes.length > 1 || applied.propertyType !== null,
    showPrice: published.priced > 1 || applied.maxPrice !== null,
    showBeds: (published.total > 1 && published.maxBeds > 0) || applied.minBeds !== null,
  };
}

/**
 * The agency page's filters: a plain GET form, so it works without JavaScript; the server filters
 * (agency-page-filter.ts). Only the filters that can narrow this agency's list are shown.
 */
export function AgencyFilters(props: {
  agencySlug: string;
  filter: AgencyFilterState;
  published: AgencyPublished;
}) {
  const { agencySlug, filter, published } = props;
  const { lang, pinned } = usePageLang();
  const t = agencyPageTextsFor(lang);
  const c = choices(filter, published);
  const { applied } = filter;
  if (!c.showOperation && !c.showType && !c.showPrice && !c.showBeds) return null;
  return (
    <section
      aria-labelledby="agency-filters"
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <h2 id="agency-filters" className="font-bold text-ink">
        {t.filters}
      </h2>
      <form
        method="get"
        action={paths.agency(agencySlug)}
        key={agencyFilterQuery(applied).toString()}
        className="mt-3 grid grid-cols-2 items-end gap-3 lg:flex"
      >
        {pinned && <input type="hidden" name="lang" value={lang} />}
        {c.showOperation && (
          <div className={field}>
            <label htmlFor={`agency-filter-${agencyFilterParams.operation}`} className={label}>
              {t.operation}
            </label>
            <select
              id={`agency-filter-${agencyFilterParams.operation}`}
              name={agencyFilterParams.operation}
              defaultValue={applied.operation ? operationParam[applied.operation] : ''}
              className={control}
            >
              <option value="">{t.anyOperation}</option>
              {c.operations.map((op) => (
                <option key={op} value={operationParam[op]}>
                  {labelIn(lang, operationLabels[op])}
                </option>
              ))}
            </select>
          </div>
        )}
        {c.showType && (
          <div className={field}>
            <label htmlFor={`agency-filter-${agencyFilterParams.propertyType}`} className={label}>
              {t.propertyType}
            </label>
            <select
              id={`agency-filter-${agencyFilterParams.propertyType}`}
              name={agencyFilterParams.propertyType}
              defaultValue={applied.propertyType ?? ''}
              className={control}
            >
              <option value="">{t.anyType}</option>
              {c.types.map((code) => (
                <option key={code} value={code}>
                  {labelIn(lang, propertyType(code))}
                </option>
              ))}
            </select>
          </div>
        )}
        {c.showPrice && (
          <div className={field}>
            <label htmlFor={`agency-filter-${agencyFilterParams.maxPrice}`} className={label}>
              {t.maxPrice}
            </label>
            <input
              id={`agency-filter-${agencyFilterParams.maxPrice}`}
              name={agencyFilterParams.maxPrice}
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              placeholder={t.noMaxPrice}
              defaultValue={applied.maxPrice ?? ''}
              className={control}
            />
          </div>
        )}
        {c.showBeds && (
          <div className={field}>
            <label htmlFor={`agency-filter-${agencyFilterParams.minBeds}`} className={label}>
              {t.minBeds}
            </label>
            <select
              id={`agency-filter-${agencyFilterParams.minBeds}`}
              name={agencyFilterParams.minBeds}
              defaultValue={applied.minBeds ?? ''}
              className={control}
            >
              <option value="">{t.anyBeds}</option>
              {c.beds.map((n) => (
                <option key={n} value={n}>
                  {t.bedsOrMore(n)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="submit"
          className="col-span-2 h-12 rounded-xl bg-[var(--brand)] px-5 text-base font-semibold text-[var(--brand-ink)] shadow-sm transition hover:brightness-95"
        >
          {t.submit}
        </button>
      </form>
    </section>
  );
}
