import type { EnergyValues } from '../../shared/energy-certificate';
import type { EnergyLetter } from '../../shared/energy-label';
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
  photos: DemoPhoto[];
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

/** The demo agency's three listings, newest first in the dashboard. */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    slug: 'piso-luminoso-con-terraza-en-chamberi-demo',
    title: 'Piso luminoso con terraza en Chamberí',
    price: 425_000,
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
