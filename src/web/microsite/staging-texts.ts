import { catalogLabel } from '../../shared/catalog-labels';
import type { Lang, Translation } from '../../shared/lang';
import type { PublicVariantView } from '../../shared/staging';
import { STAGING_MODES, type StagingMode } from '../../shared/staging-modes';
import {
  AI_LABEL,
  AI_LABEL_EN,
  ILLUSTRATION_LABEL,
  ILLUSTRATION_LABEL_EN,
  type StagedKind,
  TEST_RENDER_LABEL,
  TEST_RENDER_LABEL_EN,
} from '../../shared/staging-selection';

/** "a, b o c": the modes in a sentence. */
function listOf(words: readonly string[], or: string): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${or} ${words.at(-1)}`;
}

// Per mode: the version of the photo in the intro, what the slider compares the original with, and
// the staged share the slider speaks (an AI render; test renders and drawings say so instead).
const versionEs: Record<StagingMode, string> = {
  furnish: 'amueblada en distintos estilos',
  empty: 'vacía',
  renovate: 'reformada',
  exterior: 'con otro cielo',
};
const versionEn: Record<StagingMode, string> = {
  furnish: 'furnished in different styles',
  empty: 'empty',
  renovate: 'renovated',
  exterior: 'with a new sky',
};
const comparedEs: Record<StagingMode, string> = {
  furnish: 'la amueblada',
  empty: 'la vaciada',
  renovate: 'la reformada',
  exterior: 'la del cielo modificado',
};
const comparedEn: Record<StagingMode, string> = {
  furnish: 'the furnished one',
  empty: 'the emptied one',
  renovate: 'the renovated one',
  exterior: 'the one with the new sky',
};
const aiShareEs: Record<StagingMode, string> = {
  furnish: 'amueblado con IA',
  empty: 'vaciado con IA',
  renovate: 'reformado con IA',
  exterior: 'cielo modificado con IA',
};
const aiShareEn: Record<StagingMode, string> = {
  furnish: 'staged with AI',
  empty: 'emptied with AI',
  renovate: 'renovated with AI',
  exterior: 'sky edited with AI',
};

/** Spanish texts of the microsite's AI section ('Uso del espacio' is the product's; the rest are ours). */
export const stagingSectionTexts = {
  title: 'Amuéblalo a tu gusto',
  intro: 'Mira cada estancia amueblada en distintos estilos.',
  /** The title and intro when the agency approved renders of other modes than furnishing. */
  titleModes: 'Imagínalo a tu gusto',
  introModes: (modes: readonly StagingMode[]) =>
    `Compara cada foto con sus versiones: ${listOf(
      modes.map((m) => versionEs[m]),
      'o',
    )}.`,
  /** The switch between the modes a photo has approved results of ("Amueblado", "Vacío"…). */
  mode: 'Versión',
  /** Shown only with JavaScript (without it both pictures stand side by side). */
  slideHint: 'Desliza para comparar con la foto original.',
  use: 'Uso del espacio',
  photos: 'Fotos',
  room: 'Estancia',
  style: 'Estilo',
  photoButton: (room: string, n: number) => `${room} (foto ${n})`,
  slider: 'Comparar la foto original con la amueblada',
  /** The slider's name by the mode of the picture it compares (the landing's carousel: `slider`). */
  sliderFor: (mode: StagingMode) => `Comparar la foto original con ${comparedEs[mode]}`,
  /**
   * The slider's value is the share of the original photo (on the left); the rest is the staged
   * picture, called "con IA" only when AI made it, by what its mode did.
   */
  sliderValue: (pct: number, kind: StagedKind = 'ai', mode: StagingMode = 'furnish') =>
    `Original ${pct} %, ${kind === 'ai' ? aiShareEs[mode] : { test: 'render de prueba', illustration: 'ilustración' }[kind]} ${100 - pct} %`,
  before: 'Original',
  aiLabel: AI_LABEL,
  testLabel: TEST_RENDER_LABEL,
  illustrationLabel: ILLUSTRATION_LABEL,
  missing: (room: string, style: string) =>
    `Todavía no hay un render aprobado de ${room.toLowerCase()} en estilo ${style.toLowerCase()} para esta foto.`,
  ask: 'Pedir este estilo a la agencia',
  interest: 'Te interesa',
  /** The pictures' alt text; a mode other than furnishing has no style (''). */
  staged: (room: string, style: string) => (style ? `${room}, estilo ${style.toLowerCase()}` : room),
} as const;

export type StagingSectionTexts = Translation<typeof stagingSectionTexts>;

export const stagingSectionTextsEn: StagingSectionTexts = {
  title: 'Furnish it your way',
  intro: 'See each room furnished in different styles.',
  titleModes: 'Picture it your way',
  introModes: (modes) =>
    `Compare each photo with its versions: ${listOf(
      modes.map((m) => versionEn[m]),
      'or',
    )}.`,
  mode: 'Version',
  slideHint: 'Slide to compare with the original photo.',
  use: 'Use of the space',
  photos: 'Photos',
  room: 'Room',
  style: 'Style',
  photoButton: (room, n) => `${room} (photo ${n})`,
  slider: 'Compare the original photo with the furnished one',
  sliderFor: (mode) => `Compare the original photo with ${comparedEn[mode]}`,
  sliderValue: (pct, kind = 'ai', mode = 'furnish') =>
    `Original ${pct} %, ${kind === 'ai' ? aiShareEn[mode] : { test: 'test render', illustration: 'illustration' }[kind]} ${100 - pct} %`,
  before: 'Original',
  aiLabel: AI_LABEL_EN,
  testLabel: TEST_RENDER_LABEL_EN,
  illustrationLabel: ILLUSTRATION_LABEL_EN,
  missing: (room, style) =>
    `There is no approved render of the ${room.toLowerCase()} in ${style} style for this photo yet.`,
  ask: 'Ask the agency for this style',
  interest: 'You are interested in',
  staged: (room, style) => (style ? `${room}, ${style} style` : room),
};

export const stagingSectionTextsFor = (lang: Lang) =>
  lang === 'en' ? stagingSectionTextsEn : stagingSectionTexts;

/** The renders with their use, room and style named in the page's language. */
export function localizeVariants(variants: PublicVariantView[], lang: Lang): PublicVariantView[] {
  if (lang === 'es') return variants;
  return variants.map((v) => ({
    ...v,
    useLabel: catalogLabel(lang, 'use', v.use, v.useLabel),
    roomLabel: catalogLabel(lang, 'room', v.room, v.roomLabel),
    styleLabel: catalogLabel(lang, 'style', v.style, v.styleLabel),
  }));
}

/** The modes the renders have, in catalogue order (furnish first); a render without one furnishes. */
export const modesOf = (variants: readonly { mode?: StagingMode }[]): StagingMode[] =>
  STAGING_MODES.filter((m) => variants.some((v) => (v.mode ?? 'furnish') === m));
