import { type AgencyFilterState, agencyFilterQuery } from '../../../shared/agency-filters';
import { agencyPageTextsFor } from '../../../shared/agency-page-texts';
import { paths } from '../../../shared/paths';
import { useLangHref, usePageLang } from '../texts';

const step =
  'inline-flex min-h-11 items-center rounded-xl border border-neutral-300 bg-white px-4 font-semibold text-ink hover:border-neutral-500';

/** "Anterior · Página 2 de 21 · Siguiente": plain links that keep the filter (and the language). */
export function AgencyPager({ agencySlug, filter }: { agencySlug: string; filter: AgencyFilterState }) {
  const { lang } = usePageLang();
  const t = agencyPageTextsFor(lang);
  const langHref = useLangHref();
  if (filter.pages <= 1) return null;
  const hrefOf = (page: number) => {
    const query = agencyFilterQuery(filter.applied, page).toString();
    return langHref(`${paths.agency(agencySlug)}${query ? `?${query}` : ''}`);
  };
  return (
    <nav aria-label={t.pages} className="mt-8 flex items-center justify-center gap-3 text-sm">
      {filter.page > 1 && (
        <a href={hrefOf(filter.page - 1)} rel="prev" className={step}>
          {t.previous}
        </a>
      )}
      <p aria-current="page" className="px-2 font-medium text-neutral-700">
        {t.pageOf(filter.page, filter.pages)}
      </p>
      {filter.page < filter.pages && (
        <a href={hrefOf(filter.page + 1)} rel="next" className={step}>
          {t.next}
        </a>
      )}
    </nav>
  );
}
