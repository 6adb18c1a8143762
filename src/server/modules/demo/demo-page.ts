import { catalogLabel } from '../../../shared/catalog-labels';
import {
  DEMO_LISTING_PHOTOS,
  DEMO_MEDIA_SIZE,
  DEMO_PAIRS,
  DEMO_PHOTOS,
  type DemoPhotoId,
  demoMediaSources,
  demoMediaUrl,
} from '../../../shared/demo-staging';
import type { Lang, Translation } from '../../../shared/lang';
import { BRAND_DEFAULTS, type MicrositePage, type PublicListing } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import type { PublicVariantView } from '../../../shared/staging';
import { roomsData, stylesData, usesData } from '../../db/seed/catalog-data';
import { langUrls, type PageMeta } from '../microsite/microsite-document';
import { DEMO_EMPTIED_ID, DEMO_FURNISHED, DEMO_REFURNISHED } from './demo-empty-example';

type DemoPage = Extract<MicrositePage, { kind: 'demo' }>;

/** The fallback width of the before/after frame's pictures (the browser picks from the srcset). */
const FRAME_WIDTH = 960;

const listing: PublicListing = {
  slug: 'demo',
  title: 'Local comercial en Ruzafa',
  price: 189_000,
  address: 'Calle de Sueca, Ruzafa',
  city: 'Valencia',
  lat: null,
  lng: null,
  specs: { sqm: 95, beds: null, baths: 1, floor: 'Planta baja', exterior: true },
  useCode: 'comercial',
  operation: 'sale',
  propertyType: 'local',
  reference: 'DEMO-RZ-01',
  description:
    'Local a pie de calle en pleno Ruzafa, el barrio con más vida comercial de Valencia: escaparate de seis metros a la calle de Sueca y mucho paso de gente a cualquier hora.\n\nPlanta diáfana de 95 m² con techos altos, aseo adaptado y salida de humos, lista para cafetería, tienda o estudio. Licencia de actividad en vigor.',
  descriptionEn:
    "Street-level premises in the heart of Ruzafa, Valencia's liveliest shopping district: a six-metre shop window on Calle de Sueca and a steady flow of passers-by at any time of day.\n\nAn open-plan 95 m² floor with high ceilings, an accessible toilet and a smoke outlet, ready for a café, a shop or a studio. Trading licence in force.",
  features: ['aire', 'accesible', 'alarma', 'exterior'],
  facts: {
    usableSqm: 88,
    plotSqm: null,
    yearBuilt: 1962,
    condition: 'good',
    orientation: 'se',
    communityFees: 60,
    ibi: 540,
    depositMonths: null,
    availableFrom: null,
  },
  locationApproximate: true,
  // A fictitious certificate, like everything on the demo: the page shows the label as agencies' pages do.
  energy: { status: 'certified', consumption: 'C', emissions: 'C', consumptionKwh: 98.4, emissionsKg: 21.3 },
  photos: DEMO_LISTING_PHOTOS.map((id) => ({
    id,
    alt: DEMO_PHOTOS[id].alt,
    width: DEMO_MEDIA_SIZE.width,
    height: DEMO_MEDIA_SIZE.height,
    sources: demoMediaSources(id),
  })),
};

const label = (
  list: readonly { code: string; label: string; useCode?: string }[],
  use: string,
  code: string,
) => list.find((x) => x.code === code && (x.useCode === undefined || x.useCode === use))?.label ?? code;

/** The preset pairs of the listing's photos, as the AI section shows approved renders. */
const pairs: PublicVariantView[] = DEMO_PAIRS.filter((p) => DEMO_LISTING_PHOTOS.includes(p.photo)).map(
  (p) => ({
    id: p.id,
    photoId: p.photo,
    use: p.use,
    room: p.room,
    style: p.style,
    useLabel: label(usesData, p.use, p.use),
    roomLabel: label(roomsData, p.use, p.room),
    styleLabel: label(stylesData, p.use, p.style),
    beforeUrl: demoMediaUrl(p.photo, FRAME_WIDTH),
    beforeSources: demoMediaSources(p.photo),
    afterUrl: demoMediaUrl(p.id, FRAME_WIDTH),
    afterSources: demoMediaSources(p.id),
    mode: 'furnish',
    testRender: false,
    illustration: true,
  }),
);

/**
 * The "vaciar" example, on a photo of its own (the office, furnished): its emptied version, and
 * the chain's result (the emptied room furnished in another style), so the AI section offers the
 * switch between "Vacío" and "Amueblado" on it. Drawn by code: illustrations, never "con IA".
 */
const furnished = DEMO_FURNISHED;
const fromFurnished = (
  over: Pick<PublicVariantView, 'id' | 'style' | 'styleLabel' | 'mode'> & { after: string },
) => ({
  id: over.id,
  photoId: furnished.id,
  use: furnished.use,
  room: furnished.room,
  style: over.style,
  useLabel: label(usesData, furnished.use, furnished.use),
  roomLabel: label(roomsData, furnished.use, furnished.room),
  styleLabel: over.styleLabel,
  beforeUrl: demoMediaUrl(furnished.id, FRAME_WIDTH),
  beforeSources: demoMediaSources(furnished.id),
  afterUrl: demoMediaUrl(over.after, FRAME_WIDTH),
  afterSources: demoMediaSources(over.after),
  mode: over.mode,
  testRender: false,
  illustration: true,
});
const emptyExample: PublicVariantView[] = [
  fromFurnished({ id: DEMO_EMPTIED_ID, style: '', styleLabel: '', mode: 'empty', after: DEMO_EMPTIED_ID }),
  fromFurnished({
    id: `${DEMO_EMPTIED_ID}-${DEMO_REFURNISHED.style}`,
    style: DEMO_REFURNISHED.style,
    styleLabel: label(stylesData, furnished.use, DEMO_REFURNISHED.style),
    mode: 'furnish',
    after: DEMO_REFURNISHED.id,
  }),
];

// The pairs first: the section and the link preview open on the first of them, as before.
const staging: PublicVariantView[] = [...pairs, ...emptyExample];

/**
 * /demo: a fixed commercial premises in Valencia (in code, never in the database) with the demo
 * agency, whose contact address is the sales inbox (a real one: a visitor may write to it).
 */
export function demoPage(salesEmail: string, lang: Lang = 'es'): DemoPage {
  return {
    kind: 'demo',
    listing: {
      ...listing,
      photos: listing.photos.map((p) =>
        lang === 'en' ? { ...p, alt: DEMO_PHOTOS[p.id as DemoPhotoId].altEn } : p,
      ),
    },
    agency: {
      slug: 'demo',
      name: 'Inmobiliaria de demostración',
      city: 'Valencia',
      phone: null,
      email: salesEmail,
      website: null,
      logoUrl: null,
      showContact: true,
      primaryColor: BRAND_DEFAULTS.primary,
      secondaryColor: BRAND_DEFAULTS.secondary,
    },
    staging,
  };
}

export const demoTexts = {
  title: 'Demo: microsite de un local comercial en Valencia · Escaparate',
  description:
    'Prueba un microsite de Escaparate: fotos, características, contacto y la sección de amueblado virtual, con ilustraciones de ejemplo del local en varios estilos, vacío y amueblado.',
  imageAlt: (title: string, room: string, style: string) =>
    `${title}, ilustración de ejemplo amueblada: ${room.toLowerCase()}, estilo ${style.toLowerCase()}`,
} as const;

const demoTextsEn: Translation<typeof demoTexts> = {
  title: 'Demo: microsite of a shop in Valencia · Escaparate',
  description:
    'Try an Escaparate microsite: photos, features, contact and the virtual staging section, with example illustrations of the premises in several styles, emptied and furnished.',
  imageAlt: (title, room, style) =>
    `${title}, example illustration, furnished: ${room.toLowerCase()}, ${style} style`,
};

/** The demo's own title, description and link preview (the first furnished pair), in a language. */
export function demoMeta(origin: string, lang: Lang): PageMeta {
  const cover = staging[0]!;
  const t = lang === 'en' ? demoTextsEn : demoTexts;
  const room = catalogLabel(lang, 'room', cover.room, cover.roomLabel);
  const style = catalogLabel(lang, 'style', cover.style, cover.styleLabel);
  return {
    title: t.title,
    description: t.description,
    ...langUrls(origin, paths.demo, lang),
    image: {
      url: `${origin}${demoMediaUrl(cover.id, 1600)}`,
      width: DEMO_MEDIA_SIZE.width,
      height: DEMO_MEDIA_SIZE.height,
      alt: t.imageAlt(listing.title, room, style),
    },
    themeColor: BRAND_DEFAULTS.primary,
    index: true,
  };
}
