import type { ListingView } from '../../../shared/listings';

/** A complete rental as the API returns it, for the listings feature's unit tests. */
export const RENTAL: ListingView = {
  id: 'l1',
  slug: 'piso-en-alquiler',
  title: 'Piso en alquiler junto al Retiro',
  price: 1200,
  address: 'Calle de Ibiza 20, 3º B',
  city: 'Madrid',
  qrCode: 'abc',
  published: true,
  lat: 40.4187,
  lng: -3.6743,
  specs: { sqm: 85, beds: 2, baths: 1, floor: '3º B', exterior: true },
  useCode: 'residencial',
  operation: 'rent',
  propertyType: 'piso',
  reference: 'MAD-ALQ-7',
  description: 'Luminoso.\n\nReformado en 2021.',
  descriptionEn: 'Bright.',
  features: ['ascensor', 'terraza', 'calefaccion', 'exterior'],
  facts: {
    usableSqm: 72,
    plotSqm: null,
    yearBuilt: 1968,
    condition: 'good',
    orientation: 'se',
    communityFees: 90,
    ibi: 420,
    depositMonths: 2,
    availableFrom: '2026-09-01',
  },
  addressPrivacy: 'exact',
  energy: { status: 'certified', consumption: 'C', emissions: 'D', consumptionKwh: 97.4, emissionsKg: null },
  coverPhotoId: null,
  coverPhotoUrl: null,
  photoCount: 0,
  assignedMemberId: null,
  createdAt: '2026-06-01T10:00:00Z',
  kpis: { views: 0, leads: 0, conversionPct: 0 },
};

/** The same listing as a sale without price, reference or energy certificate (existing data). */
export const OLD_SALE: ListingView = {
  ...RENTAL,
  id: 'l2',
  title: 'Piso de antes',
  operation: 'sale',
  price: null,
  reference: null,
  energy: null,
  facts: { ...RENTAL.facts, depositMonths: null, availableFrom: null },
};
