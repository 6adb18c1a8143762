import { useSearchParams } from 'react-router';
import { VISIT_TABS, type VisitTab } from '../../../../shared/visits-dashboard';
import type { VisitFilters } from '../api/use-visits';

const isTab = (v: string | null): v is VisitTab => VISIT_TABS.includes(v as VisitTab);

/** The tab and filters kept in the URL (?when=&listingId=&memberId=), so a reload or a shared link keeps them. */
export function useVisitFilters() {
  const [params, setParams] = useSearchParams();
  const when = params.get('when');
  const filters: VisitFilters = {
    when: isTab(when) ? when : 'upcoming',
    listingId: params.get('listingId') || undefined,
    memberId: params.get('memberId') || undefined,
  };
  const set = (key: keyof VisitFilters, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams();
        const tab = prev.get('when');
        if (tab) next.set('when', tab);
        return next;
      },
      { replace: true },
    );
  return { filters, set, clear, active: Boolean(filters.listingId || filters.memberId) };
}
