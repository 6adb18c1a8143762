import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type LeadFilters, leadFiltersSchema } from '../../../../shared/leads-dashboard';

const SEARCH_DELAY_MS = 300;
const {
  q: qSchema,
  status: statusSchema,
  listingId: listingSchema,
  suspicious: suspiciousSchema,
  mine: mineSchema,
} = leadFiltersSchema.shape;

/** A filter value from the URL, or none when someone typed an invalid one there. */
const valid = <T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  value: string | null,
) => {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The filters live in the URL query string (shareable, kept on reload and back). The search box
 * has its own text and writes it to the URL after a short pause in typing.
 */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  const listingId = params.get('listingId');
  const suspicious = params.get('suspicious');
  const mine = params.get('mine');
  const filters: LeadFilters = useMemo(
    () => ({
      q: valid<string>(qSchema, q),
      status: valid<LeadFilters['status']>(statusSchema, status),
      listingId: valid<string>(listingSchema, listingId),
      suspicious: valid<LeadFilters['suspicious']>(suspiciousSchema, suspicious),
      mine: valid<LeadFilters['mine']>(mineSchema, mine),
    }),
    [q, status, listingId, suspicious, mine],
  );
  const [searchText, setSearchText] = useState(q);
  /** The last search the box itself wrote to the URL. */
  const written = useRef(q);

  const setFilter = useCallback(
    (key: keyof LeadFilters, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === q.trim()) return;
    const timer = setTimeout(() => {
      written.current = trimmed;
      setFilter('q', trimmed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, q, setFilter]);

  // The URL changed from outside the box (back button, a link): the box shows it.
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setSearchText(q);
  }, [q]);

  const clear = () => {
    written.current = '';
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const active = Boolean(
    filters.q || filters.status || filters.listingId || filters.suspicious || filters.mine,
  );
  return { filters, searchText, setSearchText, setFilter, clear, active };
}
