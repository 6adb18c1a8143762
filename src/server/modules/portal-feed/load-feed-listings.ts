import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { canonicalHref } from '../../../shared/lang';
import { FEATURES, publicPoint } from '../../../shared/listing-catalog';
import { paths } from '../../../shared/paths';
import { portalFeedPaths } from '../../../shared/portal-feed';
import { shownPhotos } from '../../../shared/shown-photos';
import type { Db } from '../../db/client';
import { agencies, listingPhotos, listings } from '../../db/schema';
import { loadGazetteer } from '../../providers/geocoder/gazetteer';
import { PROVINCES, provinceCodeOf, provinceOfPostcode } from '../../providers/geocoder/place-names';
import { type KyeroProperty, kyeroDate } from './kyero-xml';

type ListingRow = typeof listings.$inferSelect;
type PhotoRow = typeof listingPhotos.$inferSelect;
/** What the feed reads of a photo: 2,000 whole rows (their JSON derivatives) took ~100 ms on PGlite. */
interface FeedPhoto {
  id: string;
  listingId: string;
  updatedAt: Date;
  /** Its largest public copy's key (derivatives are stored smallest first). */
  largestKey: string | null;
}

/** Each catalogue type as the English type word Kyero's portals know. */
export const KYERO_TYPES: Record<string, string> = {
  piso: 'apartment',
  atico: 'penthouse',
  duplex: 'duplex',
  estudio: 'studio',
  casa: 'villa',
  adosado: 'town house',
  finca: 'country house',
  local: 'commercial',
  oficina: 'office',
  nave: 'warehouse',
  garaje: 'garage',
  terreno: 'land',
};

const featureEn = new Map(FEATURES.map((f) => [f.code, f.en]));

/**
 * The province of a listing: from a post code in its address, else from its town in the
 * embedded gazetteer (the most populous place of that name), else the town named like a province.
 */
export async function provinceOf(city: string, address: string | null): Promise<string | null> {
  const fromPostcode = address ? provinceOfPostcode(address) : null;
  let code = fromPostcode;
  if (!code) {
    const places = (await loadGazetteer()).lookup(city);
    const best = [...places].sort((a, b) => b.population - a.population)[0];
    code = best ? best.ine.slice(0, 2) : provinceCodeOf(city);
  }
  return code ? (PROVINCES[code] ?? null) : null;
}

/** The version of a photo's largest public copy, in its feed URL: new bytes, new URL. */
export const photoTag = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 16);

/** The largest public copy of a photo (derivatives are stored smallest first). */
export const largestDerivative = (p: Pick<PhotoRow, 'derivatives'>) => p.derivatives.at(-1) ?? null;

function toProperty(
  l: ListingRow,
  photos: FeedPhoto[],
  origin: string,
  province: string,
  photoLimit: number,
): KyeroProperty {
  const changed = new Date(Math.max(l.updatedAt.getTime(), ...photos.map((p) => p.updatedAt.getTime())));
  // The point as the public page shows it: rounded for 'street' (~100 m) and 'zone' (~1 km).
  const point = publicPoint(l.lat, l.lng, l.addressPrivacy);
  const page = paths.listing(l.slug);
  const images = shownPhotos(photos, l.coverPhotoId, photoLimit).flatMap((p) =>
    p.largestKey ? [`${origin}${portalFeedPaths.photo(p.id, photoTag(p.largestKey))}`] : [],
  );
  return {
    id: l.id,
    date: kyeroDate(changed),
    ref: l.reference?.trim() || l.qrCode,
    price: l.price,
    priceFreq: l.operation === 'rent' ? 'month' : 'sale',
    newBuild: l.condition === 'new',
    type: KYERO_TYPES[l.propertyType] ?? (l.useCode === 'comercial' ? 'commercial' : 'apartment'),
    town: l.city!.trim(),
    province,
    location: point ? { latitude: point.lat, longitude: point.lng } : null,
    beds: l.beds,
    baths: l.baths,
    pool: l.features.includes('piscina'),
    surface: { built: l.sqm, plot: l.plotSqm },
    energy:
      l.energyStatus === 'certified' && l.energyConsumption && l.energyEmissions
        ? { consumption: l.energyConsumption, emissions: l.energyEmissions }
        : l.energyStatus
          ? { consumption: 'X', emissions: 'X' }
          : null,
    url: { es: `${origin}${canonicalHref(page, 'es')}`, en: `${origin}${canonicalHref(page, 'en')}` },
    desc: { es: l.description?.trim() || l.title, en: l.descriptionEn?.trim() || null },
    features: l.features.flatMap((code) => featureEn.get(code) ?? []),
    images,
  };
}

/**
 * The agency's published listings as Kyero properties, newest first. Kyero requires a town and a
 * province: a listing whose town the gazetteer does not know takes the province of the agency's
 * own address; one without a town, or with no province either way, is left out (decision 044).
 */
export async function loadFeedProperties(opts: {
  db: Db;
  agencyId: string;
  origin: string;
  photoLimit: number;
}): Promise<KyeroProperty[]> {
  const { db, agencyId, origin, photoLimit } = opts;
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.agencyId, agencyId), eq(listings.published, true)))
    .orderBy(desc(listings.createdAt), asc(listings.id));
  if (!rows.length) return [];
  const [agency] = await db
    .select({ city: agencies.city, address: agencies.address })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  let agencyProvince: Promise<string | null> | undefined;
  const photoRows: FeedPhoto[] = await db
    .select({
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      updatedAt: listingPhotos.updatedAt,
      largestKey: sql<string | null>`${listingPhotos.derivatives} -> -1 ->> 'key'`,
    })
    .from(listingPhotos)
    .where(
      inArray(
        listingPhotos.listingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt));
  const byListing = new Map<string, FeedPhoto[]>();
  for (const p of photoRows) {
    const list = byListing.get(p.listingId);
    if (list) list.push(p);
    else byListing.set(p.listingId, [p]);
  }
  const out: KyeroProperty[] = [];
  for (const l of rows) {
    if (!l.city?.trim()) continue;
    agencyProvince ??= agency?.city ? provinceOf(agency.city, agency.address) : Promise.resolve(null);
    const province = (await provinceOf(l.city, l.address)) ?? (await agencyProvince);
    if (!province) continue;
    out.push(toProperty(l, byListing.get(l.id) ?? [], origin, province, photoLimit));
  }
  return out;
}
