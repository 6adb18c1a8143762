import { conversionPct } from '../../../shared/analytics';
import { toEnergyCertificate } from '../../../shared/energy-certificate';
import type { ListingFacts, ListingView, PhotoView } from '../../../shared/listings';
import type { listings } from '../../db/schema';

export type ListingRow = typeof listings.$inferSelect;

/** A listing's cover: the photo the agency chose while it exists, else the first in order. */
export function pickCover<T extends { id: string }>(
  photosInOrder: readonly T[],
  coverPhotoId: string | null,
): T | null {
  return photosInOrder.find((p) => p.id === coverPhotoId) ?? photosInOrder[0] ?? null;
}

export function listingFacts(l: ListingRow): ListingFacts {
  return {
    usableSqm: l.usableSqm,
    plotSqm: l.plotSqm,
    yearBuilt: l.yearBuilt,
    condition: l.condition,
    orientation: l.orientation,
    communityFees: l.communityFees,
    ibi: l.ibi,
    depositMonths: l.depositMonths,
    availableFrom: l.availableFrom,
  };
}

/** What the ad says, the same in the dashboard and on the public page. */
export function adFields(l: ListingRow) {
  return {
    specs: { sqm: l.sqm, beds: l.beds, baths: l.baths, floor: l.floor, exterior: l.exterior },
    useCode: l.useCode as ListingView['useCode'],
    operation: l.operation,
    propertyType: l.propertyType,
    reference: l.reference,
    description: l.description,
    descriptionEn: l.descriptionEn,
    features: l.features,
    facts: listingFacts(l),
    energy: toEnergyCertificate(l),
  };
}

export function toListingView(
  l: ListingRow,
  extra: { photos: PhotoView[]; views: number; leads: number },
): ListingView {
  const cover = pickCover(extra.photos, l.coverPhotoId);
  return {
    id: l.id,
    slug: l.slug,
    title: l.title,
    price: l.price,
    address: l.address,
    city: l.city,
    qrCode: l.qrCode,
    published: l.published,
    lat: l.lat,
    lng: l.lng,
    ...adFields(l),
    addressPrivacy: l.addressPrivacy,
    coverPhotoId: cover?.id ?? null,
    // The 960-px derivative (or the widest below it), whichever widths the photo has.
    coverPhotoUrl: cover ? cover.url : null,
    photoCount: extra.photos.length,
    assignedMemberId: l.assignedMemberId,
    createdAt: l.createdAt.toISOString(),
    kpis: {
      views: extra.views,
      leads: extra.leads,
      conversionPct: conversionPct(extra.views, extra.leads),
    },
  };
}
