import { paths } from './paths';

/**
 * The preset before/after pairs of /demo and the landing carousel, each a use, a room and a style
 * with its two pictures, drawn by code (decision 016): an empty room and the same room furnished
 * in that style, served at `demoMedia(...)`. Shared so the landing (SPA) and the server agree.
 */
export type DemoPhotoId = 'local-sala' | 'local-fondo' | 'piso-salon';
export type DemoUse = 'residencial' | 'comercial';

export interface DemoPair {
  /** Also the file name of the "after" picture. */
  id: string;
  photo: DemoPhotoId;
  use: DemoUse;
  /** Catalogue codes (src/server/db/seed/catalog-data.ts). */
  room: string;
  style: string;
}

/** The empty rooms, as a camera would show them. */
export const DEMO_PHOTOS: Record<DemoPhotoId, { alt: string; altEn: string }> = {
  'local-sala': {
    alt: 'Sala principal del local, vacía: ladrillo visto, vigas y escaparate a la calle',
    altEn: 'Main room of the premises, empty: exposed brick, beams and a shop window onto the street',
  },
  'local-fondo': { alt: 'Zona del fondo del local, vacía', altEn: 'Back area of the premises, empty' },
  'piso-salon': {
    alt: 'Salón de un piso, vacío, con puerta al balcón',
    altEn: 'Living room of a flat, empty, with a door to the balcony',
  },
};

/** The photos of the fixed demo listing (commercial premises), in gallery order. */
export const DEMO_LISTING_PHOTOS: readonly DemoPhotoId[] = ['local-sala', 'local-fondo'];

const pair = (photo: DemoPhotoId, use: DemoUse, room: string, style: string): DemoPair => ({
  id: `${photo}-${room}-${style}`,
  photo,
  use,
  room,
  style,
});

export const DEMO_PAIRS: readonly DemoPair[] = [
  pair('local-sala', 'comercial', 'cafeteria', 'industrial'),
  pair('local-sala', 'comercial', 'cafeteria', 'nordic'),
  pair('local-sala', 'comercial', 'cafeteria', 'modern'),
  pair('local-sala', 'comercial', 'peluqueria', 'minimalist'),
  pair('local-sala', 'comercial', 'peluqueria', 'boho'),
  pair('local-sala', 'residencial', 'salon', 'industrial'),
  pair('local-fondo', 'comercial', 'oficina', 'nordic'),
  pair('local-fondo', 'comercial', 'oficina', 'industrial'),
  pair('local-fondo', 'residencial', 'dormitorio', 'nordic'),
  pair('piso-salon', 'residencial', 'salon', 'minimalist'),
];

/**
 * Labels of the styles the pairs use, for the landing (which has no catalogue request); a test
 * keeps them equal to the catalogue's (src/server/db/seed/catalog-data.ts).
 */
export const DEMO_STYLE_LABELS: Record<string, string> = {
  industrial: 'Industrial',
  nordic: 'Nórdico',
  modern: 'Moderno',
  minimalist: 'Minimalista',
  boho: 'Boho',
};

/** The landing's before/after carousel: three of the pairs. */
export const LANDING_EXAMPLES: readonly { title: string; pairId: string }[] = [
  { title: 'Cafetería', pairId: 'local-sala-cafeteria-industrial' },
  { title: 'Peluquería', pairId: 'local-sala-peluqueria-minimalist' },
  { title: 'Piso moderno', pairId: 'piso-salon-salon-minimalist' },
];

/** Widths every demo picture is served at (768: a 412-px phone at DPR 1.75, as PHOTO_WIDTHS). */
export const DEMO_MEDIA_WIDTHS = [480, 768, 960, 1600] as const;
export type DemoMediaWidth = (typeof DEMO_MEDIA_WIDTHS)[number];

/** Size every demo picture is drawn at (4:3); the widths above are its resized copies. */
export const DEMO_MEDIA_SIZE = { width: 1600, height: 1200 } as const;

/** The URL of a demo picture: `id` is a photo id (the empty room) or a pair id (furnished). */
export const demoMediaUrl = (id: string, width: DemoMediaWidth) => paths.demoMedia(`${id}-${width}.webp`);

/** Every width of a demo picture, for `srcset`. */
export const demoMediaSources = (id: string) =>
  DEMO_MEDIA_WIDTHS.map((width) => ({
    url: demoMediaUrl(id, width),
    width,
    height: (width * DEMO_MEDIA_SIZE.height) / DEMO_MEDIA_SIZE.width,
  }));
