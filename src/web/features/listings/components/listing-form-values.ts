import type { UseFormReturn } from 'react-hook-form';
import type { EnergyCertificate, EnergyStatus } from '../../../../shared/energy-label';
import {
  type AddressPrivacy,
  DEFAULT_TYPE,
  type Operation,
  TYPES_WITH_PLOT,
  typesOfUse,
} from '../../../../shared/listing-catalog';
import type { ListingValues, ListingView } from '../../../../shared/listings';

/** What the inputs hold: strings (numbers are parsed by the shared schema), flags, codes. */
export interface ListingFormValues {
  operation: Operation;
  useCode: ListingView['useCode'];
  propertyType: string;
  title: string;
  reference: string;
  price: string;
  sqm: string;
  usableSqm: string;
  plotSqm: string;
  beds: string;
  baths: string;
  floor: string;
  exterior: boolean;
  published: boolean;
  /** '' = none (the agency). */
  assignedMemberId: string;
  description: string;
  descriptionEn: string;
  /** '' = not given. */
  condition: string;
  yearBuilt: string;
  orientation: string;
  features: string[];
  communityFees: string;
  ibi: string;
  depositMonths: string;
  availableFrom: string;
  address: string;
  city: string;
  lat: string;
  lng: string;
  addressPrivacy: AddressPrivacy;
  energyStatus: '' | EnergyStatus;
  energyConsumption: string;
  energyEmissions: string;
  energyConsumptionKwh: string;
  energyEmissionsKg: string;
}

/** The form as its sections get it. */
export type ListingFormApi = UseFormReturn<ListingFormValues, unknown, ListingValues>;

/** The form's sections, in the order a person fills them in. */
export const SECTIONS = ['basic', 'description', 'features', 'costs', 'location', 'energy'] as const;
export type SectionId = (typeof SECTIONS)[number];

/** Where each field lives: a submit with errors opens the first section that has one. */
export const FIELD_SECTION: Record<keyof ListingFormValues, SectionId> = {
  operation: 'basic',
  useCode: 'basic',
  propertyType: 'basic',
  title: 'basic',
  reference: 'basic',
  price: 'basic',
  sqm: 'basic',
  usableSqm: 'basic',
  plotSqm: 'basic',
  beds: 'basic',
  baths: 'basic',
  floor: 'basic',
  exterior: 'basic',
  published: 'basic',
  assignedMemberId: 'basic',
  description: 'description',
  descriptionEn: 'description',
  condition: 'features',
  yearBuilt: 'features',
  orientation: 'features',
  features: 'features',
  communityFees: 'costs',
  ibi: 'costs',
  depositMonths: 'costs',
  availableFrom: 'costs',
  address: 'location',
  city: 'location',
  lat: 'location',
  lng: 'location',
  addressPrivacy: 'location',
  energyStatus: 'energy',
  energyConsumption: 'energy',
  energyEmissions: 'energy',
  energyConsumptionKwh: 'energy',
  energyEmissionsKg: 'energy',
};

/** The sections holding at least one of these fields, in the form's order. */
export function sectionsWithErrors(fields: Iterable<string>): SectionId[] {
  const hit = new Set<SectionId>();
  for (const f of fields) {
    const section = FIELD_SECTION[f as keyof ListingFormValues];
    if (section) hit.add(section);
  }
  return SECTIONS.filter((s) => hit.has(s));
}

/**
 * Specs.exterior already says it in Básico: the features grid leaves the catalogue's 'exterior'
 * out, and a listing that has it (from the API) keeps it.
 */
export const FEATURE_SHOWN_ELSEWHERE = 'exterior';

const str = (v: number | string | null | undefined) => (v == null ? '' : String(v));

export function toForm(l?: ListingView): ListingFormValues {
  const useCode = l?.useCode ?? 'residencial';
  return {
    operation: l?.operation ?? 'sale',
    useCode,
    propertyType: l?.propertyType ?? DEFAULT_TYPE[useCode],
    title: l?.title ?? '',
    reference: str(l?.reference),
    price: str(l?.price),
    sqm: str(l?.specs.sqm),
    usableSqm: str(l?.facts.usableSqm),
    plotSqm: str(l?.facts.plotSqm),
    beds: str(l?.specs.beds),
    baths: str(l?.specs.baths),
    floor: str(l?.specs.floor),
    exterior: l?.specs.exterior ?? false,
    published: l?.published ?? true,
    assignedMemberId: l?.assignedMemberId ?? '',
    description: str(l?.description),
    descriptionEn: str(l?.descriptionEn),
    condition: str(l?.facts.condition),
    yearBuilt: str(l?.facts.yearBuilt),
    orientation: str(l?.facts.orientation),
    features: (l?.features ?? []).filter((c) => c !== FEATURE_SHOWN_ELSEWHERE),
    communityFees: str(l?.facts.communityFees),
    ibi: str(l?.facts.ibi),
    depositMonths: str(l?.facts.depositMonths),
    availableFrom: str(l?.facts.availableFrom),
    address: str(l?.address),
    city: str(l?.city),
    lat: str(l?.lat),
    lng: str(l?.lng),
    addressPrivacy: l?.addressPrivacy ?? 'street',
    ...energyToForm(l?.energy ?? null),
  };
}

function energyToForm(e: EnergyCertificate | null) {
  const c = e?.status === 'certified' ? e : null;
  return {
    energyStatus: e?.status ?? '',
    energyConsumption: c?.consumption ?? '',
    energyEmissions: c?.emissions ?? '',
    // The figures read back the way a Spanish user types them.
    energyConsumptionKwh: str(c?.consumptionKwh).replace('.', ','),
    energyEmissionsKg: str(c?.emissionsKg).replace('.', ','),
  } as const;
}

/**
 * What the schema checks: the inputs as typed, less what the choices leave out. A sale sends
 * no fianza or date and a flat no plot, though the form keeps them while someone switches back
 * and forth; a use's type is reset by the form itself.
 */
export function toSchemaInput(values: ListingFormValues, storedFeatures: readonly string[] = []) {
  const rent = values.operation === 'rent';
  const withPlot = TYPES_WITH_PLOT.has(values.propertyType);
  const features = values.features.filter((c) => c !== FEATURE_SHOWN_ELSEWHERE);
  if (storedFeatures.includes(FEATURE_SHOWN_ELSEWHERE)) features.push(FEATURE_SHOWN_ELSEWHERE);
  return {
    ...values,
    features,
    depositMonths: rent ? values.depositMonths : '',
    availableFrom: rent ? values.availableFrom : '',
    plotSqm: withPlot ? values.plotSqm : '',
  };
}

/** The type a listing switches to when its use changes: the use's first. */
export const firstTypeOf = (useCode: string) => typesOfUse(useCode)[0]?.code ?? '';
