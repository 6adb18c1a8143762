import { useSearchParams } from 'react-router';
import { type AnalyticsRange, analyticsRanges, DEFAULT_RANGE } from '../../../../shared/analytics';

const isRange = (value: string | null): value is AnalyticsRange =>
  analyticsRanges.includes(value as AnalyticsRange);

/** The chosen range lives in the address (`?periodo=week`), so a reload or a shared link keeps it. */
export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('periodo');
  const range = isRange(value) ? value : DEFAULT_RANGE;
  const setRange = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_RANGE) updated.delete('periodo');
        else updated.set('periodo', next);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange];
}
