import { z } from 'zod';
import {
  AGENCY_PAGE_PARAM,
  type AgencyFilter,
  type AgencyFilterKey,
  type AgencyQuery,
  agencyFilterParams,
  NO_FILTER,
  operationParam,
} from '../../../shared/agency-filters';
import { OPERATIONS, propertyType } from '../../../shared/listing-catalog';

const value = z.string().trim().max(40);
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** One schema per filter: a value that fails is left out (and named), the others still apply. */
const filterSchemas: { [K in AgencyFilterKey]: z.ZodType<AgencyFilter[K]> } = {
  operation: value.transform((v, ctx) => {
    const op = OPERATIONS.find((o) => operationParam[o] === v);
    if (!op) ctx.addIssue({ code: 'custom', message: 'operación desconocida' });
    return op ?? null;
  }),
  propertyType: value.refine((v) => propertyType(v) !== undefined, 'tipo desconocido'),
  // "250.000", "250 000 €" and "250000" are the same price; 0 and decimals are not a price.
  maxPrice: value
    .transform((v) => v.replace(/[\s.€]/g, ''))
    .pipe(wholeNumber(2_000_000_000))
    .refine((n) => n > 0, 'precio no válido'),
  // 0 bedrooms or more is every listing: no filter.
  minBeds: value.pipe(wholeNumber(50)).transform((n) => (n === 0 ? null : n)),
};

const pageNumber = wholeNumber(100_000).refine((n) => n >= 1);

/**
 * The agency page's filters and page from its query string (`?operacion=alquiler&tipo=piso&
 * precio_max=1500&dormitorios=2&pagina=2`). An empty value is no filter; a bad one is left out and
 * listed in `rejected`, so the page says so instead of failing. A bad page number is the first page.
 */
export function parseAgencyQuery(query: (name: string) => string | undefined): AgencyQuery {
  const applied: AgencyFilter = { ...NO_FILTER };
  const rejected: AgencyFilterKey[] = [];
  for (const key of Object.keys(filterSchemas) as AgencyFilterKey[]) {
    const raw = query(agencyFilterParams[key]);
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = filterSchemas[key].safeParse(raw);
    if (parsed.success) (applied as Record<AgencyFilterKey, unknown>)[key] = parsed.data;
    else rejected.push(key);
  }
  const page = pageNumber.safeParse(query(AGENCY_PAGE_PARAM)?.trim());
  return { applied, rejected, page: page.success ? page.data : 1 };
}
