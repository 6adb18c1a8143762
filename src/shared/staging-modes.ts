import { z } from 'zod';
import type { Lang } from './lang';

/*
 * What AI staging can do to a photo (issue 29 → Staging modes): furnish an empty room (the only
 * mode before), empty a furnished one, renovate its finishes, or change the sky of an exterior.
 * Each mode has its dashboard action, the label every public image of it carries (EU AI Act
 * art. 50), the microsite's switch label and its options. The English wording the model reads
 * lives in the one prompt module (server/providers/staging/prompt.ts), not here.
 */

export const STAGING_MODES = ['furnish', 'empty', 'renovate', 'exterior'] as const;
export type StagingMode = (typeof STAGING_MODES)[number];

export interface Bilingual {
  es: string;
  en: string;
}

export interface StagingModeInfo {
  code: StagingMode;
  /** The dashboard's action ("Amueblar"). */
  action: Bilingual;
  /** The visible label on every public image of this mode. */
  publicLabel: Bilingual;
  /** The microsite's switch between the modes that have approved results. */
  switchLabel: Bilingual;
  /** Only furnishing is asked in a style; the other modes ignore it. */
  usesStyle: boolean;
}

export const STAGING_MODE_INFO: Record<StagingMode, StagingModeInfo> = {
  furnish: {
    code: 'furnish',
    action: { es: 'Amueblar', en: 'Furnish' },
    publicLabel: { es: 'Amueblado virtualmente con IA', en: 'Virtually staged with AI' },
    switchLabel: { es: 'Amueblado', en: 'Furnished' },
    usesStyle: true,
  },
  empty: {
    code: 'empty',
    action: { es: 'Vaciar estancia', en: 'Empty the room' },
    publicLabel: { es: 'Vaciado virtualmente con IA', en: 'Virtually emptied with AI' },
    switchLabel: { es: 'Vacío', en: 'Empty' },
    usesStyle: false,
  },
  renovate: {
    code: 'renovate',
    action: { es: 'Reformar', en: 'Renovate' },
    publicLabel: { es: 'Reformado virtualmente con IA', en: 'Virtually renovated with AI' },
    switchLabel: { es: 'Reformado', en: 'Renovated' },
    usesStyle: false,
  },
  exterior: {
    code: 'exterior',
    action: { es: 'Exterior', en: 'Exterior' },
    publicLabel: { es: 'Cielo modificado con IA', en: 'Sky edited with AI' },
    switchLabel: { es: 'Cielo', en: 'Sky' },
    usesStyle: false,
  },
};

export const isStagingMode = (code: unknown): code is StagingMode =>
  typeof code === 'string' && (STAGING_MODES as readonly string[]).includes(code);

/** A mode's labels in one language, e.g. for a public image: `modeLabels('empty', 'en').publicLabel`. */
export function modeLabels(mode: StagingMode, lang: Lang) {
  const info = STAGING_MODE_INFO[mode];
  return {
    action: info.action[lang],
    publicLabel: info.publicLabel[lang],
    switchLabel: info.switchLabel[lang],
  };
}

/** The surfaces "Reformar" can change; the user picks a finish for one or more of them. */
export const FINISH_SURFACES = ['floor', 'walls', 'kitchen'] as const;
export type FinishSurface = (typeof FINISH_SURFACES)[number];

export const surfaceLabels: Record<FinishSurface, Bilingual> = {
  floor: { es: 'Suelo', en: 'Floor' },
  walls: { es: 'Paredes', en: 'Walls' },
  kitchen: { es: 'Frentes de cocina', en: 'Kitchen fronts' },
};

export interface Finish extends Bilingual {
  code: string;
  /** The finish's colour: the dashboard's swatch and the local test provider's paint. */
  swatch: string;
}

/** Finishes that sell a flat in Spain today, a few per surface. */
export const FINISHES = {
  floor: [
    { code: 'roble_claro', es: 'Roble claro', en: 'Light oak', swatch: '#c9a77c' },
    { code: 'gris_ceniza', es: 'Gris ceniza', en: 'Ash grey', swatch: '#9d9890' },
    { code: 'porcelanico_blanco', es: 'Porcelánico blanco', en: 'White porcelain', swatch: '#e9e7e2' },
    { code: 'barro_cocido', es: 'Barro cocido', en: 'Terracotta', swatch: '#b4623f' },
  ],
  walls: [
    { code: 'blanco_roto', es: 'Blanco roto', en: 'Off-white', swatch: '#f2eee5' },
    { code: 'gris_claro', es: 'Gris claro', en: 'Light grey', swatch: '#c8cacb' },
    { code: 'beige', es: 'Beige', en: 'Beige', swatch: '#dcc9ab' },
  ],
  kitchen: [
    { code: 'blanco_mate', es: 'Blanco mate', en: 'Matt white', swatch: '#f4f3ef' },
    { code: 'madera_natural', es: 'Madera natural', en: 'Natural wood', swatch: '#b08656' },
    { code: 'verde_salvia', es: 'Verde salvia', en: 'Sage green', swatch: '#9bae88' },
  ],
} as const satisfies Record<FinishSurface, readonly Finish[]>;

export type FinishCode<S extends FinishSurface> = (typeof FINISHES)[S][number]['code'];
/** What "Reformar" changes: a finish for each chosen surface (at least one). */
export type RenovationFinishes = { [S in FinishSurface]?: FinishCode<S> };

export const finishOf = (surface: FinishSurface, code: string | undefined): Finish | undefined =>
  (FINISHES[surface] as readonly Finish[]).find((f) => f.code === code);

/** The skies of "Exterior", for façades, terraces and views. */
export const SKIES = ['blue', 'dusk'] as const;
export type Sky = (typeof SKIES)[number];
export const skyLabels: Record<Sky, Bilingual> = {
  blue: { es: 'Cielo azul', en: 'Blue sky' },
  dusk: { es: 'Atardecer', en: 'Dusk' },
};

/** One request's mode and its options. */
export type StagingModeChoice =
  | { mode: 'furnish' }
  | { mode: 'empty' }
  | { mode: 'renovate'; finishes: RenovationFinishes }
  | { mode: 'exterior'; sky: Sky };

/** Today's mode, and the one a request without a mode gets. */
export const FURNISH: StagingModeChoice = { mode: 'furnish' };

export const stagingModeTexts = {
  modeRequired: 'Elige qué hacer con la foto: amueblar, vaciar estancia, reformar o exterior.',
  finishRequired: 'Elige al menos un acabado: suelo, paredes o frentes de cocina.',
  finishInvalid: (surface: FinishSurface) =>
    `Elige un acabado de ${surfaceLabels[surface].es.toLowerCase()} de la lista.`,
  skyRequired: 'Elige el cielo: cielo azul o atardecer.',
} as const;

const finishCodes = <S extends FinishSurface>(surface: S) =>
  FINISHES[surface].map((f) => f.code) as [FinishCode<S>, ...FinishCode<S>[]];

const finishField = <S extends FinishSurface>(surface: S) =>
  z.enum(finishCodes(surface), { error: stagingModeTexts.finishInvalid(surface) }).optional();

/**
 * The mode of a render request, checked the same way by the dashboard's form and the server.
 * Built inside a pure-annotated call so a page that imports only the catalogue above (the
 * microsite's switch) does not bundle zod for it.
 */
export const stagingModeChoiceSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'mode',
    [
      z.object({ mode: z.literal('furnish') }),
      z.object({ mode: z.literal('empty') }),
      z.object({
        mode: z.literal('renovate'),
        finishes: z
          .object(
            { floor: finishField('floor'), walls: finishField('walls'), kitchen: finishField('kitchen') },
            { error: stagingModeTexts.finishRequired },
          )
          .refine((f) => FINISH_SURFACES.some((s) => f[s] !== undefined), {
            error: stagingModeTexts.finishRequired,
          }),
      }),
      z.object({ mode: z.literal('exterior'), sky: z.enum(SKIES, { error: stagingModeTexts.skyRequired }) }),
    ],
    { error: stagingModeTexts.modeRequired },
  ) satisfies z.ZodType<StagingModeChoice>)();
