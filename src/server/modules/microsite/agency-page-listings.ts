import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  max,
  type SQL,
  sql,
} from 'drizzle-orm';
import { AGENCY_PAGE_SIZE, type AgencyFilter, type AgencyPublished } from '../../../shared/agency-filters';
import { placesText } from '../../../shared/agency-page-texts';
import type { Lang } from '../../../shared/lang';
import { OPERATIONS, PROPERTY_TYPES } from '../../../shared/listing-catalog';
import type { PhotoView } from '../../../shared/listings';
import type { Db } from '../../db/client';
import { listingPhotos, listings } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';
import { roomLabels } from '../listings/load-listings';
import { toPhotoView } from '../listings/photo-view';

const published = (agencyId: string) => [eq(listings.agencyId, agencyId), eq(listings.published, true)];

/** What a card shows, and no more: a listing's description alone can be 4,000 characters. */
const cardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  price: listings.price,
  operation: listings.operation,
  propertyType: listings.propertyType,
  city: listings.city,
  address: listings.address,
  addressPrivacy: listings.addressPrivacy,
  sqm: listings.sqm,
  beds: listings.beds,
  baths: listings.baths,
  floor: listings.floor,
  exterior: listings.exterior,
  coverPhotoId: listings.coverPhotoId,
  energyStatus: listings.energyStatus,
  energyConsumption: listings.energyConsumption,
  energyEmissions: listings.energyEmissions,
  energyConsumptionKwh: listings.energyConsumptionKwh,
  energyEmissionsKg: listings.energyEmissionsKg,
};
export type CardRow = { [K in keyof typeof cardColumns]: (typeof listings.$inferSelect)[K] };

/**
 * One page of the agency's published listings that pass the filter, newest first, filtered in SQL
 * (a listing without a price or a number of bedrooms does not pass a filter on it), and how many
 * pass in all. A page past the last is the last.
 */
export async function filteredListings(
  db: Db,
  agencyId: string,
  f: AgencyFilter,
  page: number,
): Promise<{ rows: CardRow[]; found: number; page: number; pages: number }> {
  const conditions: SQL[] = published(agencyId);
  if (f.operation) conditions.push(eq(listings.operation, f.operation));
  if (f.propertyType) conditions.push(eq(listings.propertyType, f.propertyType));
  if (f.maxPrice !== null) conditions.push(lte(listings.price, f.maxPrice));
  if (f.minBeds !== null) conditions.push(gte(listings.beds, f.minBeds));
  const where = and(...conditions);
  const [counted] = await db.select({ n: count() }).from(listings).where(where);
  const found = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(found / AGENCY_PAGE_SIZE));
  const at = Math.min(page, pages);
  const rows = found
    ? await db
        .select(cardColumns)
        .from(listings)
        .where(where)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(AGENCY_PAGE_SIZE)
        .offset((at - 1) * AGENCY_PAGE_SIZE)
    : [];
  return { rows, found, page: at, pages };
}

/** The cover of each listing (its chosen one, else its first photo), one row per listing. */
export async function coversOf(
  db: Db,
  storage: Storage,
  listingIds: string[],
): Promise<Map<string, PhotoView>> {
  if (listingIds.length === 0) return new Map();
  const isCover = sql`coalesce(${listingPhotos.id} = ${listings.coverPhotoId}, false)`;
  const [rows, labels] = await Promise.all([
    db
      .selectDistinctOn([listingPhotos.listingId], getTableColumns(listingPhotos))
      .from(listingPhotos)
      .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
      .where(inArray(listingPhotos.listingId, listingIds))
      .orderBy(
        listingPhotos.listingId,
        desc(isCover),
        asc(listingPhotos.position),
        asc(listingPhotos.createdAt),
      ),
    roomLabels(db),
  ]);
  return new Map(rows.map((r) => [r.listingId, toPhotoView(r, storage, labels)]));
}

/**
 * What the agency has published, whatever the filter (one grouped query): the choices its filters
 * offer and the cities its page's title names, most listings first.
 */
export async function publishedSummary(db: Db, agencyId: string, lang: Lang): Promise<AgencyPublished> {
  const groups = await db
    .select({
      operation: listings.operation,
      propertyType: listings.propertyType,
      city: listings.city,
      n: count(),
      maxBeds: max(listings.beds),
      priced: count(listings.price),
    })
    .from(listings)
    .where(and(...published(agencyId)))
    .groupBy(listings.operation, listings.propertyType, listings.city);
  const ops = new Set(groups.map((g) => g.operation));
  const types = new Set(groups.map((g) => g.propertyType));
  return {
    total: groups.reduce((sum, g) => sum + g.n, 0),
    operations: OPERATIONS.filter((o) => ops.has(o)),
    propertyTypes: PROPERTY_TYPES.filter((t) => types.has(t.code)).map((t) => t.code),
    maxBeds: Math.max(0, ...groups.map((g) => g.maxBeds ?? 0)),
    priced: groups.reduce((sum, g) => sum + g.priced, 0),
    places: placesText(citiesByCount(groups), lang),
  };
}

/** Cities as typed ("Madrid", "madrid "), counted together, most listings first, then by name. */
function citiesByCount(groups: { city: string | null; n: number }[]): string[] {
  const byKey = new Map<string, { n: number; spellings: Map<string, number> }>();
  for (const { city, n } of groups) {
    const name = city?.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase('es');
    const entry = byKey.get(key) ?? { n: 0, spellings: new Map<string, number>() };
    entry.n += n;
    entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + n);
    byKey.set(key, entry);
  }
  // The spelling most of its listings use names the city; on a tie, a capitalised one.
  const capital = (name: string) => (/^\p{Lu}/u.test(name) ? 1 : 0);
  const cities = [...byKey.values()].map(({ n, spellings }) => ({
    n,
    name: [...spellings].sort(
      ([a, an], [b, bn]) => bn - an || capital(b) - capital(a) || a.localeCompare(b, 'es'),
    )[0]![0],
  }));
  return cities.sort((a, b) => b.n - a.n || a.name.localeCompare(b.name, 'es')).map((c) => c.name);
}
