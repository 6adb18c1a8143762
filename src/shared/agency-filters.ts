// No zod here: the microsite's client imports this module and must stay small (the server
// validates the query string in src/server/modules/microsite/agency-page-filter.ts).
import type { Operation } from './listing-catalog';

/** What a visitor narrowed the agency page to; null: any. */
export interface AgencyFilter {
  operation: Operation | null;
  propertyType: string | null;
  /** Whole euros (a month for a rent); listings without a price are left out. */
  maxPrice: number | null;
  /** Listings without a number of bedrooms are left out. */
  minBeds: number | null;
}
export type AgencyFilterKey = keyof AgencyFilter;

export const NO_FILTER: AgencyFilter = { operation: null, propertyType: null, maxPrice: null, minBeds: null };

/**
 * The query string of a filtered agency page, in Spanish like the addresses agencies share:
 * `/agency/sol?operacion=alquiler&tipo=piso&precio_max=1500&dormitorios=2`.
 */
export const agencyFilterParams: Record<AgencyFilterKey, string> = {
  operation: 'operacion',
  propertyType: 'tipo',
  maxPrice: 'precio_max',
  minBeds: 'dormitorios',
};
export const operationParam: Record<Operation, string> = { sale: 'venta', rent: 'alquiler' };

/** The most bedrooms the filter offers ("5 o más"). */
export const MAX_BEDS_CHOICE = 5;

/** Cards on one page of the agency page (a multiple of its 2 and 3 columns). */
export const AGENCY_PAGE_SIZE = 24;
/** The query string's page number (`?pagina=2`); the first page without it. */
export const AGENCY_PAGE_PARAM = 'pagina';

/** The page as the visitor asked for it: the filters applied, those whose value was refused, the page. */
export interface AgencyQuery {
  applied: AgencyFilter;
  /** Values given but not valid: shown without that filter, with a message. */
  rejected: AgencyFilterKey[];
  /** 1-based; past the last page, the last one. */
  page: number;
}

export const UNFILTERED: AgencyQuery = { applied: NO_FILTER, rejected: [], page: 1 };

/** The query and what it found: how many listings pass the filter, on how many pages. */
export interface AgencyFilterState extends AgencyQuery {
  found: number;
  pages: number;
}

/** Whether any filter is set. */
export const isFiltered = (f: AgencyFilter) => Object.values(f).some((v) => v !== null);

/** Whether the page is the agency page's plain address (the one stored): no filter, page one. */
export const isPlainAgencyPage = (q: AgencyQuery) =>
  !isFiltered(q.applied) && q.rejected.length === 0 && q.page === 1;

/** What the agency has published, whatever the filter: the filters' choices and the page's title. */
export interface AgencyPublished {
  total: number;
  /** In catalogue order. */
  operations: Operation[];
  /** Property type codes, in catalogue order. */
  propertyTypes: string[];
  /** The most bedrooms of a listing (0: none says). */
  maxBeds: number;
  /** Listings with a price. */
  priced: number;
  /** "Madrid, Valencia y Málaga": the cities of its listings, most listings first, in the page's language. */
  places: string | null;
}

/** The query string of a filter (only what is set) and a page past the first, for links to them. */
export function agencyFilterQuery(f: AgencyFilter, page = 1): URLSearchParams {
  const q = new URLSearchParams();
  if (f.operation) q.set(agencyFilterParams.operation, operationParam[f.operation]);
  if (f.propertyType) q.set(agencyFilterParams.propertyType, f.propertyType);
  if (f.maxPrice !== null) q.set(agencyFilterParams.maxPrice, String(f.maxPrice));
  if (f.minBeds !== null) q.set(agencyFilterParams.minBeds, String(f.minBeds));
  if (page > 1) q.set(AGENCY_PAGE_PARAM, String(page));
  return q;
}

const PARAM_NAMES = new Set([...Object.values(agencyFilterParams), AGENCY_PAGE_PARAM]);

/**
 * Whether a query string names a filter or a page at all (empty or not): the fast path leaves such
 * an address to the app, which knows whether it is the stored, plain agency page.
 */
export function namesAgencyQuery(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) if (PARAM_NAMES.has(key)) return true;
  return false;
}
