/**
 * The one place a render's instruction is written. The catalogue (uses, rooms, styles) is
 * Spanish and lives in the database; image models follow English best, so each known code has
 * an English wording here, and a code added to the catalogue later still works through its
 * Spanish label (the models read it well enough) until someone words it here.
 */

/** A catalogue row as the render job reads it: the code and its Spanish label. */
export interface CatalogueTerm {
  code: string;
  label: string;
}

export interface PromptChoice {
  use: CatalogueTerm;
  room: CatalogueTerm;
  style: CatalogueTerm;
}

export interface StagingPrompt {
  prompt: string;
  /** For ControlNet presets, which take one; instruction editors ignore it. */
  negativePrompt: string;
}

const ROOMS: Record<string, string> = {
  salon: 'living room',
  cocina: 'kitchen',
  dormitorio: 'bedroom',
  bano: 'bathroom',
  comedor: 'dining room',
  terraza: 'terrace',
  despacho: 'home office',
  infantil: "children's bedroom",
  local_diafano: 'open-plan commercial premises',
  oficina: 'office',
  cafeteria: 'café',
  peluqueria: 'hair salon',
  restaurante: 'restaurant',
  tienda: 'shop',
};

/** Style words that steer the model: a name plus the materials and colours that define it. */
const STYLES: Record<string, string> = {
  nordic: 'Scandinavian (light oak, white and soft grey textiles, simple shapes)',
  industrial: 'industrial (black metal, dark leather, reclaimed wood)',
  boho: 'bohemian (rattan, jute rugs, terracotta and cream textiles, plants)',
  minimalist: 'minimalist (few pieces, clean lines, neutral tones)',
  mediterranean: 'Mediterranean (natural linen, whitewashed wood, blue and terracotta accents)',
  classic: 'classic (upholstered pieces, warm wood, traditional details)',
  modern: 'modern (sleek forms, contemporary materials, a restrained palette)',
};

/**
 * A commercial space gets a business fit-out (a café its tables and counter, a hair salon its
 * styling chairs), still made only of pieces that can be carried in: staging never shows
 * building work the buyer would have to pay for.
 */
const COMMERCIAL_PIECES: Record<string, string> = {
  local_diafano: 'a flexible shop or studio layout with tables, shelving and seating',
  oficina: 'desks, office chairs, storage units and a meeting table',
  cafeteria: 'café tables and chairs, a freestanding counter and display shelving',
  peluqueria: 'styling chairs, freestanding mirrors, a reception desk and product shelving',
  restaurante: 'dining tables and chairs, a freestanding bar counter and sideboards',
  tienda: 'display tables, freestanding shelving, clothing rails and a checkout counter',
};

const KEEP =
  'Keep the architecture, walls, ceiling, windows, doors and other openings, the floor, the lighting ' +
  'direction and the camera perspective exactly as they are; do not add or remove walls, windows or ' +
  'built-in elements. Photorealistic, natural light, suitable for a property listing.';

/** Things a ControlNet model tends to invent and a property ad must not show. */
const NEGATIVE =
  'changed walls, moved windows, new doors, altered floor, different room layout, changed perspective, ' +
  'people, text, watermark, logo, lowres, blurry, distorted, deformed furniture, cartoon, illustration';

const term = (table: Record<string, string>, t: CatalogueTerm) => table[t.code] ?? t.label;

export function stagingPrompt(choice: PromptChoice): StagingPrompt {
  const room = term(ROOMS, choice.room);
  const style = term(STYLES, choice.style);
  const staging =
    choice.use.code === 'comercial'
      ? `Virtual staging only: fit out this ${room} for business in ${style} style with movable furniture, ` +
        `freestanding fixtures and decor only (${COMMERCIAL_PIECES[choice.room.code] ?? 'furniture suited to its trade'}); no construction work.`
      : `Virtual staging only: add movable furniture and decor in ${style} style to this ${room}.`;
  return { prompt: `${staging} ${KEEP}`, negativePrompt: NEGATIVE };
}

/**
 * The style code a prompt of stagingPrompt() was written for, read back from its wording: the
 * local test provider colours its drawn furniture with it (the provider interface carries the
 * prompt only, as a real model gets).
 */
export function promptStyleCode(prompt: string): string | undefined {
  return Object.keys(STYLES).find((code) => prompt.includes(`${STYLES[code]} style`));
}
