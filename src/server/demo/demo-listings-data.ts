import type { EnergyValues } from '../../shared/energy-certificate';
import type { EnergyLetter } from '../../shared/energy-label';
import type { AddressPrivacy, Condition, Operation, Orientation } from '../../shared/listing-catalog';
import type { DemoScene } from './pictures/render';

/** One photo of a demo listing: the scene drawn for it and its room in the catalogue (or none). */
export interface DemoPhoto {
  scene: DemoScene;
  roomCode: string | null;
}

/** A demo listing as the seed creates it; the first photo is the cover. */
export interface DemoListing extends EnergyValues {
  /** Fixed, so the seed recognises its own listings (a generated slug always ends in 6 random characters). */
  slug: string;
  title: string;
  price: number;
  address: string;
  city: string;
  sqm: number;
  beds: number | null;
  baths: number;
  floor: string;
  exterior: boolean;
  lat: number;
  lng: number;
  useCode: 'residencial' | 'comercial';
  /** A complete ad (issue 24), in the listings table's columns. */
  operation: Operation;
  propertyType: string;
  reference: string;
  description: string;
  descriptionEn: string;
  features: string[];
  usableSqm: number;
  plotSqm: number | null;
  yearBuilt: number;
  condition: Condition;
  orientation: Orientation;
  communityFees: number | null;
  ibi: number | null;
  depositMonths: number | null;
  availableFrom: string | null;
  addressPrivacy: AddressPrivacy;
  photos: DemoPhoto[];
}

/** The first day of next month (YYYY-MM-DD): the rental is always about to be free when the demo is seeded. */
export function firstOfNextMonth(now: Date = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/** A demo energy certificate (letters and figures of a plausible certificate for the property). */
const certified = (
  consumption: EnergyLetter,
  emissions: EnergyLetter,
  kwh: number,
  kg: number,
): EnergyValues => ({
  energyStatus: 'certified',
  energyConsumption: consumption,
  energyEmissions: emissions,
  energyConsumptionKwh: kwh,
  energyEmissionsKg: kg,
});

const inProgress: EnergyValues = {
  energyStatus: 'in_progress',
  energyConsumption: null,
  energyEmissions: null,
  energyConsumptionKwh: null,
  energyEmissionsKg: null,
};

/**
 * The demo agency's three listings, newest first in the dashboard: full ads, one of each address
 * privacy, a rental among them, every one with its energy state (Real Decreto 390/2021).
 */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    slug: 'piso-luminoso-con-terraza-en-chamberi-demo',
    title: 'Piso luminoso con terraza en Chamberí',
    // A month's rent.
    price: 2_300,
    address: 'Calle de Luchana 22',
    city: 'Madrid',
    sqm: 96,
    beds: 3,
    baths: 2,
    floor: '5º',
    exterior: true,
    lat: 40.4297,
    lng: -3.7009,
    useCode: 'residencial',
    operation: 'rent',
    propertyType: 'piso',
    reference: 'CHA-2041',
    description: [
      'Piso exterior de 96 m² en una quinta planta con ascensor de la calle de Luchana, a dos minutos de la glorieta de Bilbao y de la plaza de Olavide. El sol entra toda la mañana por sus balcones y por la terraza de 8 m², que da a un patio de manzana tranquilo.',
      'Tres dormitorios (el principal con baño en suite y armario empotrado), un segundo baño completo, salón-comedor con salida a la terraza y cocina independiente equipada con lavadora, lavavajillas, horno y frigorífico. Suelos de tarima, ventanas con doble acristalamiento, calefacción individual de gas natural y aire acondicionado por conductos.',
      'Se alquila amueblado y para vivienda habitual. Finca clásica de 1925 rehabilitada, con portero físico. Metro Bilbao (L1 y L4) y Quevedo (L2) a cinco minutos a pie; el mercado de Olavide, colegios y el centro de salud, en el barrio.',
      'Fianza de una mensualidad, contrato según la Ley de Arrendamientos Urbanos. Los honorarios de la agencia los paga la propiedad.',
    ].join('\n\n'),
    descriptionEn: [
      'A 96 m² exterior flat on the fifth floor, with a lift, on Calle de Luchana, two minutes from Glorieta de Bilbao and Plaza de Olavide. The morning sun comes in through its balconies and the 8 m² terrace, which looks onto a quiet inner courtyard.',
      'Three bedrooms (the main one with an en-suite bathroom and a built-in wardrobe), a second full bathroom, a living and dining room opening onto the terrace, and a separate fitted kitchen with washing machine, dishwasher, oven and fridge. Wooden floors, double glazing, individual natural-gas heating and ducted air conditioning.',
      'Let furnished, as a main home. A classic 1925 building, restored, with a concierge. Bilbao (lines 1 and 4) and Quevedo (line 2) metro stations are a five-minute walk away; Olavide market, schools and the health centre are in the neighbourhood.',
      "One month's deposit and a contract under the Spanish Urban Tenancy Act. The agency's fees are paid by the landlord.",
    ].join('\n\n'),
    features: [
      'ascensor',
      'terraza',
      'balcon',
      'aire',
      'calefaccion',
      'armarios',
      'amueblado',
      'portero',
      'cocina_equipada',
      'exterior',
    ],
    usableSqm: 84,
    plotSqm: null,
    yearBuilt: 1925,
    condition: 'good',
    orientation: 's',
    // A rent: the community fees and the IBI are the landlord's.
    communityFees: null,
    ibi: null,
    depositMonths: 1,
    availableFrom: firstOfNextMonth(),
    addressPrivacy: 'street',
    ...certified('E', 'D', 168.4, 33.2),
    photos: [
      { scene: 'madrid-salon', roomCode: 'salon' },
      { scene: 'madrid-terraza', roomCode: 'terraza' },
      { scene: 'madrid-cocina', roomCode: 'cocina' },
      { scene: 'madrid-dormitorio', roomCode: 'dormitorio' },
      { scene: 'madrid-bano', roomCode: 'bano' },
    ],
  },
  {
    slug: 'local-diafano-en-ruzafa-demo',
    title: 'Local diáfano en Ruzafa',
    price: 189_000,
    address: 'Carrer de Sueca 41',
    city: 'Valencia',
    sqm: 120,
    beds: null,
    baths: 1,
    floor: 'Bajo',
    exterior: true,
    lat: 39.4607,
    lng: -0.3741,
    useCode: 'comercial',
    operation: 'sale',
    propertyType: 'local',
    reference: 'RUZ-0417',
    description: [
      'Local a pie de calle en pleno Ruzafa, en la calle de Sueca: escaparate de seis metros y mucho paso de gente a cualquier hora, entre cafeterías, tiendas de diseño y a un paso del mercado de Ruzafa.',
      'Planta baja diáfana de 120 m² construidos, con techos de 3,80 m, despacho acristalado al fondo, aseo adaptado y salida de humos hasta la cubierta. Instalación eléctrica renovada, aire acondicionado y alarma conectada.',
      'Listo para cafetería, tienda o estudio creativo. Se vende libre de inquilinos.',
    ].join('\n\n'),
    descriptionEn: [
      'Street-level premises in the heart of Ruzafa, on Calle de Sueca: a six-metre shop window and a steady flow of passers-by at any time of day, among cafés and design shops and a short walk from Ruzafa market.',
      'An open-plan 120 m² ground floor with 3.80 m ceilings, a glazed office at the back, an accessible toilet and a smoke outlet up to the roof. Renewed wiring, air conditioning and a monitored alarm.',
      'Ready for a café, a shop or a creative studio. Sold with no tenants.',
    ].join('\n\n'),
    features: ['aire', 'accesible', 'alarma', 'exterior'],
    usableSqm: 112,
    plotSqm: null,
    yearBuilt: 1958,
    condition: 'good',
    orientation: 'se',
    communityFees: 45,
    ibi: 620,
    depositMonths: null,
    availableFrom: null,
    // A shop wants to be found: its exact address.
    addressPrivacy: 'exact',
    ...inProgress,
    photos: [
      { scene: 'valencia-local', roomCode: 'local_diafano' },
      // The façade and the toilet have no room of their own in the catalogue.
      { scene: 'valencia-fachada', roomCode: null },
      { scene: 'valencia-oficina', roomCode: 'oficina' },
      { scene: 'valencia-aseo', roomCode: null },
    ],
  },
  {
    slug: 'atico-con-vistas-al-mar-en-malaga-demo',
    title: 'Ático con vistas al mar en Málaga',
    price: 695_000,
    address: 'Paseo Marítimo Ciudad de Melilla 15',
    city: 'Málaga',
    sqm: 110,
    beds: 2,
    baths: 2,
    floor: '8º',
    exterior: true,
    lat: 36.7176,
    lng: -4.4069,
    useCode: 'residencial',
    operation: 'sale',
    propertyType: 'atico',
    reference: 'MAL-0815',
    description: [
      'Ático de 110 m² en primera línea de playa, junto a La Malagueta, con una terraza de 40 m² que mira al mar de punta a punta de la bahía. Amanece sobre el Mediterráneo y por la tarde el sol entra de lleno en el salón.',
      'Dos dormitorios dobles con armarios empotrados y dos baños completos (uno en suite), salón-comedor de 35 m² abierto a la terraza y cocina equipada con isla. Aire acondicionado con bomba de calor, suelos de porcelánico y ventanas con rotura de puente térmico.',
      'Edificio de 2008 con conserje, piscina comunitaria y jardines; plaza de garaje y trastero incluidos en el precio. A diez minutos a pie del centro histórico y del puerto.',
    ].join('\n\n'),
    descriptionEn: [
      'A 110 m² beachfront penthouse by La Malagueta, with a 40 m² terrace facing the sea across the whole bay. The sun rises over the Mediterranean and fills the living room in the afternoon.',
      'Two double bedrooms with built-in wardrobes and two full bathrooms (one en suite), a 35 m² living and dining room opening onto the terrace and a fitted kitchen with an island. Heat-pump air conditioning, porcelain floors and thermally broken windows.',
      'A 2008 building with a concierge, a communal pool and gardens; a parking space and a storage room are included in the price. A ten-minute walk from the old town and the port.',
    ].join('\n\n'),
    features: [
      'ascensor',
      'terraza',
      'garaje',
      'trastero',
      'piscina',
      'aire',
      'armarios',
      'vistas_mar',
      'portero',
      'zonas_verdes',
      'cocina_equipada',
      'exterior',
    ],
    usableSqm: 96,
    plotSqm: null,
    yearBuilt: 2008,
    condition: 'good',
    orientation: 's',
    communityFees: 180,
    ibi: 1_150,
    depositMonths: null,
    availableFrom: null,
    // Its owner would rather not have the building named: the public pages show the zone only.
    addressPrivacy: 'zone',
    ...certified('B', 'A', 44.1, 6.9),
    photos: [
      { scene: 'malaga-terraza', roomCode: 'terraza' },
      { scene: 'malaga-salon', roomCode: 'salon' },
      { scene: 'malaga-dormitorio', roomCode: 'dormitorio' },
      { scene: 'malaga-cocina', roomCode: 'cocina' },
      { scene: 'malaga-bano', roomCode: 'bano' },
    ],
  },
];
