import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AdFactsValues } from '../../../shared/ai-texts';
import { toEnergyCertificate } from '../../../shared/energy-certificate';
import type { Db } from '../../db/client';
import { listingPhotos, rooms } from '../../db/schema';
import type { AdFacts } from '../../providers/text/text-provider';

/**
 * The form's facts as the text provider takes them: field by field, so nothing else of the
 * request (nor any address, owner or lead data, which the schema does not even accept) can reach
 * the provider. The exterior flag is a feature of the ad.
 */
export function toAdFacts(values: AdFactsValues, roomNames: readonly string[]): AdFacts {
  return {
    useCode: values.useCode,
    operation: values.operation,
    propertyType: values.propertyType,
    city: values.city,
    zone: null,
    price: values.price,
    sqm: values.sqm,
    usableSqm: values.usableSqm,
    plotSqm: values.plotSqm,
    beds: values.beds,
    baths: values.baths,
    floor: values.floor,
    features:
      values.exterior && !values.features.includes('exterior')
        ? ['exterior', ...values.features]
        : values.features,
    condition: values.condition,
    orientation: values.orientation,
    yearBuilt: values.yearBuilt,
    communityFees: values.communityFees,
    energy: toEnergyCertificate(values),
    rooms: roomNames,
  };
}

/**
 * The Spanish names of the rooms the listing's photos are tagged with, each once, in photo
 * order. The caller has already checked the listing is the agency's.
 */
export async function listingRoomNames(db: Db, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ label: rooms.label })
    .from(listingPhotos)
    .innerJoin(rooms, and(eq(rooms.useCode, listingPhotos.useCode), eq(rooms.code, listingPhotos.roomCode)))
    .where(and(eq(listingPhotos.listingId, listingId), isNotNull(listingPhotos.roomCode)))
    .orderBy(asc(listingPhotos.position));
  return [...new Set(rows.map((r) => r.label))];
}
