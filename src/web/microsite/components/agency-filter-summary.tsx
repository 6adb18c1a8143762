import { type AgencyFilter, type AgencyFilterState, isFiltered } from '../../../shared/agency-filters';
import { type AgencyPageTexts, agencyPageTextsFor } from '../../../shared/agency-page-texts';
import { formatListingPrice } from '../../../shared/format';
import type { Lang } from '../../../shared/lang';
import { labelIn, operationLabels, propertyType } from '../../../shared/listing-catalog';
import { paths } from '../../../shared/paths';
import { useLangHref, usePageLang } from '../texts';

/** The filters in use, in words: "Alquiler", "Piso", "Hasta 1.500 €/mes", "2 dormitorios o más". */
function appliedWords(f: AgencyFilter, lang: Lang, t: AgencyPageTexts): string[] {
  const words: string[] = [];
  if (f.operation) words.push(labelIn(lang, operationLabels[f.operation]));
  if (f.propertyType) words.push(labelIn(lang, propertyType(f.propertyType)));
  if (f.maxPrice !== null) words.push(t.upTo(formatListingPrice(f.maxPrice, f.operation ?? 'sale', lang)!));
  if (f.minBeds !== null) words.push(t.bedsChip(f.minBeds));
  return words;
}

/**
 * What a filtered agency page shows: how many of how many, the filters in words, "Quitar filtros",
 * a message for each value that was not applied, and a clear word when nothing passes.
 */
export function AgencyFilterSummary(props: { agencySlug: string; filter: AgencyFilterState; total: number }) {
  const { agencySlug, filter, total } = props;
  const { lang } = usePageLang();
  const t = agencyPageTextsFor(lang);
  const clearHref = useLangHref()(paths.agency(agencySlug));
  if (!isFiltered(filter.applied) && filter.rejected.length === 0) return null;
  const words = appliedWords(filter.applied, lang, t);
  return (
    <div className="mt-5 space-y-4" data-testid="agency-filter-summary">
      {filter.rejected.length > 0 && (
        <ul className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {filter.rejected.map((key) => (
            <li key={key}>{t.rejected[key]}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-semibold text-ink">{t.showing(filter.found, total)}</p>
        {words.length > 0 && (
          <ul aria-label={t.appliedLabel} className="flex flex-wrap gap-2">
            {words.map((w) => (
              <li
                key={w}
                className="rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm font-medium text-ink"
              >
                {w}
              </li>
            ))}
          </ul>
        )}
        <a href={clearHref} className="font-semibold text-[var(--brand)] underline underline-offset-2">
          {t.clear}
        </a>
      </div>
      {filter.found === 0 && (
        <div className="rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center text-neutral-700">
          <p className="font-semibold text-ink">{t.none}</p>
          <p className="mt-1">{t.noneHint}</p>
        </div>
      )}
    </div>
  );
}
