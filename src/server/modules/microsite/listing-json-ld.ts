import { energyTexts } from '../../../shared/energy-certificate';
import type { MicrositePage, PublicListing } from '../../../shared/microsite';
import { widest } from '../og/og-version';

type ListingPage = Extract<MicrositePage, { kind: 'listing' | 'demo' }>;
type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org/';

/**
 * The residence type schema.org knows for a listing. Listings have no property-type field yet,
 * so the title tells a house from a flat; commercial premises are an Accommodation (a place that
 * can hold people), the closest schema.org type with floor size and rooms.
 */
export function residenceType(listing: Pick<PublicListing, 'title' | 'useCode'>): string {
  if (listing.useCode === 'comercial') return 'Accommodation';
  const title = listing.title.toLowerCase();
  if (/\b(chalet|unifamiliar|villa)\b/.test(title)) return 'SingleFamilyResidence';
  if (/\b(casa|adosado|pareado|cortijo|masía|masia|finca)\b/.test(title)) return 'House';
  return 'Apartment';
}

const category = (letter: string) => `${SCHEMA}EUEnergyEfficiencyCategory${letter}`;

/** The certificate: the consumption letter as schema.org's EU category; the rest as properties. */
function energyNodes(energy: PublicListing['energy']): Node {
  if (!energy) return {};
  if (energy.status !== 'certified') {
    return {
      additionalProperty: [
        { '@type': 'PropertyValue', name: energyTexts.section, value: energyTexts.statuses[energy.status] },
      ],
    };
  }
  const extra: Node[] = [{ '@type': 'PropertyValue', name: 'Letra de emisiones', value: energy.emissions }];
  if (energy.consumptionKwh !== null)
    extra.push({
      '@type': 'PropertyValue',
      name: 'Consumo de energía',
      value: energy.consumptionKwh,
      unitText: 'kWh/m²·año',
    });
  if (energy.emissionsKg !== null)
    extra.push({
      '@type': 'PropertyValue',
      name: 'Emisiones',
      value: energy.emissionsKg,
      unitText: 'kg CO₂/m²·año',
    });
  return {
    hasEnergyConsumptionDetails: {
      '@type': 'EnergyConsumptionDetails',
      hasEnergyEfficiencyCategory: category(energy.consumption),
      energyEfficiencyScaleMin: category('G'),
      energyEfficiencyScaleMax: category('A'),
    },
    additionalProperty: extra,
  };
}

/**
 * schema.org JSON-LD of a listing page: the property (a Product, so it can carry its offer and
 * energy details, and a residence or place for its address, size and rooms), offered in EUR.
 * Photos are the agency's own, never the AI-staged pictures.
 */
export function listingJsonLd(page: ListingPage, opts: { url: string; origin: string }): Node {
  const { listing, agency } = page;
  const absolute = (href: string) => new URL(href, opts.origin).href;
  const images = listing.photos.flatMap((p) => {
    const best = widest(p.sources);
    return best ? [absolute(best.url)] : [];
  });
  const node: Node = {
    '@context': 'https://schema.org',
    '@type': ['Product', residenceType(listing)],
    name: listing.title,
    url: opts.url,
  };
  if (images.length) node.image = images;
  if (listing.address || listing.city) {
    node.address = {
      '@type': 'PostalAddress',
      ...(listing.address ? { streetAddress: listing.address } : {}),
      ...(listing.city ? { addressLocality: listing.city } : {}),
      addressCountry: 'ES',
    };
  }
  if (listing.lat !== null && listing.lng !== null)
    node.geo = { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng };
  if (listing.specs.sqm !== null)
    node.floorSize = { '@type': 'QuantitativeValue', value: listing.specs.sqm, unitCode: 'MTK' };
  if (listing.specs.beds !== null) node.numberOfRooms = listing.specs.beds;
  if (listing.specs.baths !== null) node.numberOfBathroomsTotal = listing.specs.baths;
  node.offers = {
    '@type': 'Offer',
    ...(listing.price !== null ? { price: listing.price } : {}),
    priceCurrency: 'EUR',
    availability: `${SCHEMA}InStock`,
    url: opts.url,
    seller: {
      '@type': 'RealEstateAgent',
      name: agency.name,
      ...(agency.showContact && agency.phone ? { telephone: agency.phone } : {}),
    },
  };
  return { ...node, ...energyNodes(listing.energy) };
}
