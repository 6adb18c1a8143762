import type { ListingValues } from '../../../shared/listings';
import type { ListingRow } from '../listings/listing-view';

/**
 * The listing fields a Kyero feed carries. An update from a feed writes these and keeps the rest as
 * the agency left them (the title, the street address, floor, community fees, the address privacy,
 * the energy figures…): a feed cannot clear what it never says.
 */
const KYERO_FIELDS = [
  'price',
  'city',
  'sqm',
  'beds',
  'baths',
  'plotSqm',
  'lat',
  'lng',
  'published',
  'useCode',
  'operation',
  'propertyType',
  'reference',
  'description',
  'descriptionEn',
  'features',
  'energyStatus',
  'energyConsumption',
  'energyEmissions',
] as const satisfies readonly (keyof ListingValues)[];

/** The listing's own values, in the shape a write takes. */
export function valuesOfRow(row: ListingRow): ListingValues {
  return {
    title: row.title,
    price: row.price,
    address: row.address,
    city: row.city,
    sqm: row.sqm,
    beds: row.beds,
    baths: row.baths,
    floor: row.floor,
    exterior: row.exterior,
    lat: row.lat,
    lng: row.lng,
    published: row.published,
    useCode: row.useCode,
    operation: row.operation,
    propertyType: row.propertyType,
    reference: row.reference,
    description: row.description,
    descriptionEn: row.descriptionEn,
    features: row.features,
    usableSqm: row.usableSqm,
    plotSqm: row.plotSqm,
    yearBuilt: row.yearBuilt,
    condition: row.condition,
    orientation: row.orientation,
    communityFees: row.communityFees,
    ibi: row.ibi,
    depositMonths: row.depositMonths,
    availableFrom: row.availableFrom,
    addressPrivacy: row.addressPrivacy,
    energyStatus: row.energyStatus,
    energyConsumption: row.energyConsumption,
    energyEmissions: row.energyEmissions,
    energyConsumptionKwh: row.energyConsumptionKwh,
    energyEmissionsKg: row.energyEmissionsKg,
    assignedMemberId: undefined,
  } as ListingValues;
}

/**
 * What an update writes: a feed's fields over the listing's own (a new-build flag only sets the
 * condition, its absence keeps it); a spreadsheet carries every column, so its values stand as read,
 * but the address privacy stays the listing's.
 */
export function mergeForUpdate(
  row: ListingRow,
  incoming: ListingValues,
  matchBy: 'feed' | 'ref',
): ListingValues {
  const own = valuesOfRow(row);
  if (matchBy === 'ref')
    return { ...incoming, addressPrivacy: own.addressPrivacy, assignedMemberId: undefined };
  const merged: ListingValues = { ...own };
  for (const field of KYERO_FIELDS) (merged as Record<string, unknown>)[field] = incoming[field];
  if (incoming.condition) merged.condition = incoming.condition;
  // The energy figures belong to the letters: kept only while the letters are the same.
  const sameLetters =
    own.energyStatus === incoming.energyStatus &&
    own.energyConsumption === incoming.energyConsumption &&
    own.energyEmissions === incoming.energyEmissions;
  if (!sameLetters) {
    merged.energyConsumptionKwh = null;
    merged.energyEmissionsKg = null;
  }
  // A sale has no deposit or availability date.
  if (merged.operation === 'sale') {
    merged.depositMonths = null;
    merged.availableFrom = null;
  }
  return merged;
}
