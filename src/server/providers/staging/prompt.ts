import {
  FINISH_SURFACES,
  type FinishCode,
  type FinishSurface,
  FURNISH,
  type RenovationFinishes,
  type Sky,
  type StagingModeChoice,
} from '../../../shared/staging-modes';

/**
 * The one place a render's instruction is written. The catalogue (uses, rooms, styles) is
 * Spanish and lives in the database; image models follow English best, so each known code has
 * an English wording here, and a code added to the catalogue later still works through its
 * Spanish label (the models read it well enough) until someone words it here. The modes and
 * their options (shared/staging-modes.ts) are a fixed catalogue: every one is worded here.
 */

/** A catalogue row as the render job reads it: the code and its Spanish label. */
export interface CatalogueTerm {
  code: string;
  label: string;
}

export interface PromptChoice {
  use: CatalogueTerm;
  room: CatalogueTerm;
  /** Required to furnish; the other modes ignore it. */
  style?: CatalogueTerm;
  /** Absent: furnish, with today's exact wording (stored renders' prompts and seeds stay valid). */
  mode?: StagingModeChoice;
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

function furnishPrompt(choice: PromptChoice): string {
  if (!choice.style) throw new Error('A furnishing prompt needs a style');
  const room = term(ROOMS, choice.room);
  const style = term(STYLES, choice.style);
  const staging =
    choice.use.code === 'comercial'
      ? `Virtual staging only: fit out this ${room} for business in ${style} style with movable furniture, ` +
        `freestanding fixtures and decor only (${COMMERCIAL_PIECES[choice.room.code] ?? 'furniture suited to its trade'}); no construction work.`
      : `Virtual staging only: add movable furniture and decor in ${style} style to this ${room}.`;
  return `${staging} ${KEEP}`;
}

const PHOTO = 'Photorealistic, suitable for a property listing.';

/*
 * "Vaciar estancia": what leaves with the owner goes, what is sold with the flat stays. Fixed
 * kitchen and bathroom fittings, radiators and built-in wardrobes are part of the property, and
 * an ad that hid them would mislead as much as one that invented them.
 */
const EMPTY_START = 'Virtual staging only: empty this';
const EMPTY_REST =
  'Remove all movable furniture, freestanding shelving and counters, rugs, loose decor, pictures and ' +
  'mirrors hung on the walls, freestanding lamps, plants, personal belongings, clutter, and any people ' +
  'or pets. Keep the walls, ceiling, floor, windows, doors and other openings, radiators, built-in ' +
  'wardrobes, fixed kitchen units with their worktops and built-in appliances, bathroom fittings ' +
  '(toilet, basin, bath or shower), switches, sockets and ceiling lights exactly as they are. Where ' +
  'something is removed, continue the floor, walls and skirting behind it seamlessly in the same ' +
  'material, colour, texture and light, leaving no shadows, marks or outlines. Keep the architecture, ' +
  'the lighting direction and the camera perspective exactly as they are; do not add anything, and do ' +
  'not add or remove walls, windows or built-in elements. Photorealistic, natural light, suitable for ' +
  'a property listing.';

/** Each finish as the model should see it; typed so a finish added to the catalogue must be worded. */
const FINISH_WORDS: { [S in FinishSurface]: Record<FinishCode<S>, string> } = {
  floor: {
    roble_claro: 'light natural oak wood planks',
    gris_ceniza: 'ash-grey wood planks',
    porcelanico_blanco: 'large-format white porcelain tiles',
    barro_cocido: 'traditional terracotta clay tiles',
  },
  walls: { blanco_roto: 'off-white', gris_claro: 'light grey', beige: 'warm beige' },
  kitchen: {
    blanco_mate: 'matt white flat-panel',
    madera_natural: 'natural wood',
    verde_salvia: 'sage green matt',
  },
};

/** One clause per surface, each worded differently so promptMode can read the finish back. */
const FINISH_CLAUSES: Record<FinishSurface, (words: string) => string> = {
  floor: (w) => `replace the floor covering with ${w}`,
  walls: (w) => `paint the walls in a smooth matt ${w} finish`,
  kitchen: (w) =>
    `replace the kitchen cabinet doors and drawer fronts with ${w} fronts, keeping the worktop, sink, tap, hob and appliances`,
};

const finishClause = <S extends FinishSurface>(surface: S, code: FinishCode<S>) =>
  FINISH_CLAUSES[surface](FINISH_WORDS[surface][code]);

const RENOVATE_START = 'Virtual renovation only:';
const RENOVATE_REST =
  'Change nothing else: every other surface, material, fitting and object stays as it is, and any ' +
  'furniture keeps its place. Keep the architecture, room layout, ceiling, windows, doors and other ' +
  'openings, the lighting direction and the camera perspective exactly as they are; do not add or ' +
  'remove walls, windows, doors or built-in elements. Photorealistic, natural light, suitable for a ' +
  'property listing.';

function renovatePrompt(room: string, finishes: RenovationFinishes): string {
  const clauses = FINISH_SURFACES.flatMap((surface) => {
    const code = finishes[surface];
    return code ? [finishClause(surface, code as never)] : [];
  });
  if (clauses.length === 0) throw new Error('A renovation prompt needs at least one finish');
  return `${RENOVATE_START} in this ${room}, ${clauses.join('; ')}. ${RENOVATE_REST}`;
}

/** The sky, then the light it casts: a dusk sky over a midday-lit façade reads as a collage. */
const SKY_WORDS: Record<Sky, { sky: string; light: string }> = {
  blue: {
    sky: 'a clear blue sky with a few light white clouds',
    light: 'the matching bright natural daylight of a sunny day, with soft realistic shadows',
  },
  dusk: {
    sky: 'a warm dusk sky, orange and pink near the horizon fading to deep blue above',
    light: 'the matching soft, warm natural evening light',
  },
};

const EXTERIOR_START = 'Virtual sky edit only: replace only the sky in this photo with';
const EXTERIOR_REST =
  'Keep the architecture, the building and its façade, roofs, terraces, balconies, railings, windows, ' +
  'doors, plants, street and view exactly as they are, in the same shape, materials and colours; do not ' +
  'add, remove or move anything. Keep the camera perspective exactly as it is. ' +
  PHOTO;

const exteriorPrompt = (sky: Sky) =>
  `${EXTERIOR_START} ${SKY_WORDS[sky].sky}. Give the scene ${SKY_WORDS[sky].light}. ${EXTERIOR_REST}`;

/** Negative prompts for ControlNet presets (which furnish only today); the modes' own risks first. */
const NEGATIVES: Record<StagingModeChoice['mode'], string> = {
  furnish: NEGATIVE,
  empty: `furniture, rugs, decor, clutter, shadows of removed objects, ${NEGATIVE}`,
  renovate: NEGATIVE,
  exterior:
    'changed building, altered façade, moved windows, new objects, people, text, watermark, logo, lowres, blurry, distorted, cartoon, illustration',
};

export function stagingPrompt(choice: PromptChoice): StagingPrompt {
  const mode = choice.mode ?? FURNISH;
  const room = term(ROOMS, choice.room);
  const prompt =
    mode.mode === 'furnish'
      ? furnishPrompt(choice)
      : mode.mode === 'empty'
        ? `${EMPTY_START} ${room}. ${EMPTY_REST}`
        : mode.mode === 'renovate'
          ? renovatePrompt(room, mode.finishes)
          : exteriorPrompt(mode.sky);
  return { prompt, negativePrompt: NEGATIVES[mode.mode] };
}

/**
 * The style code a prompt of stagingPrompt() was written for, read back from its wording: the
 * local test provider colours its drawn furniture with it (the provider interface carries the
 * prompt only, as a real model gets).
 */
export function promptStyleCode(prompt: string): string | undefined {
  return Object.keys(STYLES).find((code) => prompt.includes(`${STYLES[code]} style`));
}

/**
 * The mode (and its options) a prompt of stagingPrompt() was written for, read back from its
 * wording, for the same reason as promptStyleCode; undefined for a prompt written elsewhere.
 */
export function promptMode(prompt: string): StagingModeChoice | undefined {
  if (prompt.startsWith(EXTERIOR_START)) {
    const sky = (Object.keys(SKY_WORDS) as Sky[]).find((s) => prompt.includes(`${SKY_WORDS[s].sky}.`));
    return sky ? { mode: 'exterior', sky } : undefined;
  }
  if (prompt.startsWith(RENOVATE_START)) {
    const finishes: RenovationFinishes = {};
    for (const surface of FINISH_SURFACES) {
      const words = FINISH_WORDS[surface] as Record<string, string>;
      const code = Object.keys(words).find((c) => prompt.includes(FINISH_CLAUSES[surface](words[c]!)));
      if (code) (finishes as Record<FinishSurface, string>)[surface] = code;
    }
    return Object.keys(finishes).length ? { mode: 'renovate', finishes } : undefined;
  }
  if (prompt.startsWith(EMPTY_START)) return { mode: 'empty' };
  if (prompt.startsWith('Virtual staging only: ')) return FURNISH;
  return undefined;
}
