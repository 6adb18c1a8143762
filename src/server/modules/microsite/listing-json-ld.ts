import { energyTexts } from '../../../shared/energy-certificate';
import type { Lang } from '../../../shared/lang';
import { FEATURES, labelIn, propertyType } from '../../../shared/listing-catalog';
import { descriptionFor, type MicrositePage, type PublicListing } from '../../../shared/microsite';
import { micrositeTextsFor } from '../../../shared/microsite-texts';
import { widest } from '../og/og-version';

type ListingPage = Extract<MicrositePage, { kind: 'listing' | 'demo' }>;
type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org/';

/** The listing's description in a language: its own version, else the other one; null without any. */
export const descriptionIn = (listing: Pick<PublicListing, 'description' | 'descriptionEn'>, lang: Lang) =>
  descriptionFor(listing, lang)?.text ?? null;

/**
 * The schema.org type of the listing's property type (PROPERTY_TYPES): a flat is an Apartment, a
 * house a SingleFamilyResidence, a shop or an office a Place (never an Accommodation), land a Landform.
 */
export const schemaTypeOf = (listing: Pick<PublicListing, 'propertyType'>) =>
  propertyType(listing.propertyType)?.schemaType ?? 'Place';

/** Types that may carry floorSize and numberOfRooms (schema.org's Accommodation and below). */
const ACCOMMODATION = new Set(['Apartment', 'House', 'SingleFamilyResidence', 'Accommodation']);

const GOODRELATIONS = 'http://purl.org/goodrelations/v1#';

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

/** Size and rooms: an Accommodation's own properties; a Place (shop, land…) gives its size as a property value. */
function sizeNodes(listing: PublicListing, type: string, lang: Lang): Node {
  const { sqm, beds, baths } = listing.specs;
  if (!ACCOMMODATION.has(type)) {
    return sqm === null
      ? {}
      : {
          additionalProperty: [
            { '@type': 'PropertyValue', name: micrositeTextsFor(lang).sqm, value: sqm, unitCode: 'MTK' },
          ],
        };
  }
  const node: Node = {};
  if (sqm !== null) node.floorSize = { '@type': 'QuantitativeValue', value: sqm, unitCode: 'MTK' };
  if (beds !== null) node.numberOfRooms = beds;
  if (baths !== null) node.numberOfBathroomsTotal = baths;
  return node;
}

/** The offer: sold or let (GoodRelations business functions), a rent's price a month. */
function offerNode(page: ListingPage, url: string): Node {
  const { listing, agency } = page;
  const rent = listing.operation === 'rent';
  const price = listing.price;
  return {
    '@type': 'Offer',
    businessFunction: `${GOODRELATIONS}${rent ? 'LeaseOut' : 'Sell'}`,
    ...(price !== null ? { price } : {}),
    priceCurrency: 'EUR',
    ...(rent && price !== null
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'EUR',
            unitCode: 'MON',
          },
        }
      : {}),
    availability: `${SCHEMA}InStock`,
    url,
    seller: {
      '@type': 'RealEstateAgent',
      name: agency.name,
      ...(agency.showContact && agency.phone ? { telephone: agency.phone } : {}),
    },
  };
}

/**
 * schema.org JSON-LD of a listing page: the property (a Product, so it can carry its offer and
 * energy details, and the schema.org type of its property type for its address, size and rooms),
 * offered in EUR for sale or rent. The address is the public one (cut by the agency's privacy
 * choice); an approximate point is left out rather than published as if it were the spot.
 * Photos are the agency's own, never the AI-staged pictures.
 */
export function listingJsonLd(page: ListingPage, opts: { url: string; origin: string; lang?: Lang }): Node {
  const { listing } = page;
  const lang = opts.lang ?? 'es';
  const absolute = (href: string) => new URL(href, opts.origin).href;
  const images = listing.photos.flatMap((p) => {
    const best = widest(p.sources);
    return best ? [absolute(best.url)] : [];
  });
  const type = schemaTypeOf(listing);
  const node: Node = {
    '@context': 'https://schema.org',
    '@type': ['Product', type],
    name: listing.title,
    url: opts.url,
  };
  const description = descriptionIn(listing, lang);
  if (description) node.description = description;
  if (images.length) node.image = images;
  if (listing.address || listing.city) {
    node.address = {
      '@type': 'PostalAddress',
      ...(listing.address ? { streetAddress: listing.address } : {}),
      ...(listing.city ? { addressLocality: listing.city } : {}),
      addressCountry: 'ES',
    };
  }
  if (listing.lat !== null && listing.lng !== null && !listing.locationApproximate)
    node.geo = { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng };
  const features = FEATURES.filter((f) => listing.features.includes(f.code));
  if (features.length)
    node.amenityFeature = features.map((f) => ({
      '@type': 'LocationFeatureSpecification',
      name: labelIn(lang, f),
      value: true,
    }));
  node.offers = offerNode(page, opts.url);
  const size = sizeNodes(listing, type, lang);
  const energy = energyNodes(listing.energy);
  const extra = [
    ...((size.additionalProperty as Node[]) ?? []),
    ...((energy.additionalProperty as Node[]) ?? []),
  ];
  return { ...node, ...size, ...energy, ...(extra.length ? { additionalProperty: extra } : {}) };
}
