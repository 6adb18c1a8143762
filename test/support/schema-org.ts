/**
 * The part of the schema.org vocabulary (https://schema.org, v29) that listing pages use: each
 * type's parents and own properties, and each property's expected types. `checkSchemaOrg` walks a
 * JSON-LD value and reports every type, property or value schema.org would not accept there.
 */
const types: Record<string, { parents: string[]; props: string[] }> = {
  Thing: { parents: [], props: ['name', 'description', 'url', 'image', 'identifier', 'additionalType'] },
  Product: {
    parents: ['Thing'],
    props: ['offers', 'hasEnergyConsumptionDetails', 'additionalProperty', 'brand', 'category'],
  },
  Place: {
    parents: ['Thing'],
    props: ['address', 'geo', 'telephone', 'additionalProperty', 'photo', 'amenityFeature'],
  },
  Landform: { parents: ['Place'], props: [] },
  Accommodation: {
    parents: ['Place'],
    props: ['floorSize', 'numberOfRooms', 'numberOfBathroomsTotal', 'numberOfBedrooms', 'floorLevel'],
  },
  Apartment: { parents: ['Accommodation'], props: ['numberOfRooms', 'occupancy'] },
  House: { parents: ['Accommodation'], props: ['numberOfRooms'] },
  SingleFamilyResidence: { parents: ['House'], props: ['numberOfRooms', 'occupancy'] },
  Intangible: { parents: ['Thing'], props: [] },
  StructuredValue: { parents: ['Intangible'], props: [] },
  Offer: {
    parents: ['Intangible'],
    props: [
      'price',
      'priceCurrency',
      'availability',
      'seller',
      'itemOffered',
      'businessFunction',
      'priceSpecification',
    ],
  },
  PriceSpecification: { parents: ['StructuredValue'], props: ['price', 'priceCurrency'] },
  UnitPriceSpecification: {
    parents: ['PriceSpecification'],
    props: ['unitCode', 'unitText', 'referenceQuantity', 'billingDuration'],
  },
  ContactPoint: { parents: ['StructuredValue'], props: ['telephone', 'email'] },
  PostalAddress: {
    parents: ['ContactPoint'],
    props: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  },
  GeoCoordinates: { parents: ['StructuredValue'], props: ['latitude', 'longitude'] },
  QuantitativeValue: { parents: ['StructuredValue'], props: ['value', 'unitCode', 'unitText'] },
  PropertyValue: { parents: ['StructuredValue'], props: ['value', 'unitCode', 'unitText', 'propertyID'] },
  LocationFeatureSpecification: { parents: ['PropertyValue'], props: ['hoursAvailable'] },
  EnergyConsumptionDetails: {
    parents: ['Intangible'],
    props: ['hasEnergyEfficiencyCategory', 'energyEfficiencyScaleMin', 'energyEfficiencyScaleMax'],
  },
  Organization: { parents: ['Thing'], props: ['telephone', 'email', 'address'] },
  LocalBusiness: { parents: ['Organization', 'Place'], props: [] },
  RealEstateAgent: { parents: ['LocalBusiness'], props: [] },
};

const euCategories = ['A3Plus', 'A2Plus', 'A1Plus', 'A', 'B', 'C', 'D', 'E', 'F', 'G'].map(
  (c) => `https://schema.org/EUEnergyEfficiencyCategory${c}`,
);

type Expect = {
  types?: string[];
  literal?: 'text' | 'number' | 'integer' | 'url' | 'boolean';
  oneOf?: string[];
};

/** What each property takes (schema.org's "Values expected to be one of these types"). */
const expected: Record<string, Expect[]> = {
  name: [{ literal: 'text' }],
  description: [{ literal: 'text' }],
  url: [{ literal: 'url' }],
  image: [{ literal: 'url' }, { types: ['ImageObject'] }],
  offers: [{ types: ['Offer'] }],
  hasEnergyConsumptionDetails: [{ types: ['EnergyConsumptionDetails'] }],
  hasEnergyEfficiencyCategory: [{ oneOf: euCategories }],
  energyEfficiencyScaleMin: [{ oneOf: euCategories }],
  energyEfficiencyScaleMax: [{ oneOf: euCategories }],
  additionalProperty: [{ types: ['PropertyValue'] }],
  address: [{ types: ['PostalAddress'] }, { literal: 'text' }],
  geo: [{ types: ['GeoCoordinates'] }],
  latitude: [{ literal: 'number' }],
  longitude: [{ literal: 'number' }],
  floorSize: [{ types: ['QuantitativeValue'] }],
  numberOfRooms: [{ literal: 'number' }, { types: ['QuantitativeValue'] }],
  numberOfBathroomsTotal: [{ literal: 'integer' }],
  price: [{ literal: 'number' }, { literal: 'text' }],
  priceCurrency: [{ literal: 'text' }],
  availability: [
    { oneOf: ['InStock', 'OutOfStock', 'PreOrder', 'SoldOut'].map((a) => `https://schema.org/${a}`) },
  ],
  seller: [{ types: ['Organization', 'Person'] }],
  businessFunction: [
    {
      oneOf: ['Sell', 'LeaseOut', 'ProvideService', 'Buy'].map(
        (f) => `http://purl.org/goodrelations/v1#${f}`,
      ),
    },
  ],
  priceSpecification: [{ types: ['PriceSpecification'] }],
  amenityFeature: [{ types: ['LocationFeatureSpecification'] }],
  telephone: [{ literal: 'text' }],
  streetAddress: [{ literal: 'text' }],
  addressLocality: [{ literal: 'text' }],
  addressCountry: [{ literal: 'text' }],
  value: [{ literal: 'number' }, { literal: 'text' }, { literal: 'boolean' }],
  unitCode: [{ literal: 'text' }],
  unitText: [{ literal: 'text' }],
};

function ancestors(type: string): Set<string> {
  const out = new Set<string>([type]);
  for (const parent of types[type]?.parents ?? []) for (const a of ancestors(parent)) out.add(a);
  return out;
}

function fits(value: unknown, want: Expect): boolean {
  if (want.oneOf) return typeof value === 'string' && want.oneOf.includes(value);
  if (want.literal === 'text') return typeof value === 'string' && value.length > 0;
  if (want.literal === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (want.literal === 'integer') return Number.isInteger(value);
  if (want.literal === 'boolean') return typeof value === 'boolean';
  if (want.literal === 'url') return typeof value === 'string' && /^https?:\/\//.test(value);
  if (want.types && value && typeof value === 'object') {
    const own = [(value as { '@type'?: unknown })['@type']].flat() as string[];
    return own.some((t) => want.types!.some((w) => ancestors(t).has(w)));
  }
  return false;
}

/** Every problem found, as `path: message`; an empty list means the JSON-LD is valid here. */
export function checkSchemaOrg(node: Record<string, unknown>, path = '$'): string[] {
  const problems: string[] = [];
  const nodeTypes = [node['@type']].flat() as string[];
  if (!nodeTypes.length || nodeTypes.some((t) => typeof t !== 'string' || !types[t]))
    return [`${path}: unknown @type ${JSON.stringify(node['@type'])}`];
  const allowed = new Set(nodeTypes.flatMap((t) => [...ancestors(t)].flatMap((a) => types[a]!.props)));
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    if (!allowed.has(key)) {
      problems.push(`${path}.${key}: not a property of ${nodeTypes.join('/')}`);
      continue;
    }
    const wants = expected[key];
    for (const [i, value] of [raw].flat().entries()) {
      const at = Array.isArray(raw) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (wants && !wants.some((w) => fits(value, w)))
        problems.push(`${at}: unexpected value ${JSON.stringify(value)}`);
      if (value && typeof value === 'object')
        problems.push(...checkSchemaOrg(value as Record<string, unknown>, at));
    }
  }
  return problems;
}
