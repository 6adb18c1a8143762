import { catalogLabel } from '../../shared/catalog-labels';
import type { Lang, Translation } from '../../shared/lang';
import type { PublicVariantView } from '../../shared/staging';
import {
  AI_LABEL,
  AI_LABEL_EN,
  ILLUSTRATION_LABEL,
  ILLUSTRATION_LABEL_EN,
  type StagedKind,
  TEST_RENDER_LABEL,
  TEST_RENDER_LABEL_EN,
} from '../../shared/staging-selection';

/** Spanish texts of the microsite's AI section ('Uso del espacio' is the product's; the rest are ours). */
export const stagingSectionTexts = {
  title: 'Amuéblalo a tu gusto',
  intro: 'Mira cada estancia amueblada en distintos estilos.',
  /** Shown only with JavaScript (without it both pictures stand side by side). */
  slideHint: 'Desliza para comparar con la foto original.',
  use: 'Uso del espacio',
  photos: 'Fotos',
  room: 'Estancia',
  style: 'Estilo',
  photoButton: (room: string, n: number) => `${room} (foto ${n})`,
  slider: 'Comparar la foto original con la amueblada',
  /**
   * The slider's value is the share of the original photo (on the left); the rest is the staged
   * picture, called "con IA" only when AI made it.
   */
  sliderValue: (pct: number, kind: StagedKind = 'ai') =>
    `Original ${pct} %, ${{ ai: 'amueblado con IA', test: 'render de prueba', illustration: 'ilustración' }[kind]} ${100 - pct} %`,
  before: 'Original',
  aiLabel: AI_LABEL,
  testLabel: TEST_RENDER_LABEL,
  illustrationLabel: ILLUSTRATION_LABEL,
  missing: (room: string, style: string) =>
    `Todavía no hay un render aprobado de ${room.toLowerCase()} en estilo ${style.toLowerCase()} para esta foto.`,
  ask: 'Pedir este estilo a la agencia',
  interest: 'Te interesa',
  staged: (room: string, style: string) => `${room}, estilo ${style.toLowerCase()}`,
} as const;

export type StagingSectionTexts = Translation<typeof stagingSectionTexts>;

export const stagingSectionTextsEn: StagingSectionTexts = {
  title: 'Furnish it your way',
  intro: 'See each room furnished in different styles.',
  slideHint: 'Slide to compare with the original photo.',
  use: 'Use of the space',
  photos: 'Photos',
  room: 'Room',
  style: 'Style',
  photoButton: (room, n) => `${room} (photo ${n})`,
  slider: 'Compare the original photo with the furnished one',
  sliderValue: (pct, kind = 'ai') =>
    `Original ${pct} %, ${{ ai: 'staged with AI', test: 'test render', illustration: 'illustration' }[kind]} ${100 - pct} %`,
  before: 'Original',
  aiLabel: AI_LABEL_EN,
  testLabel: TEST_RENDER_LABEL_EN,
  illustrationLabel: ILLUSTRATION_LABEL_EN,
  missing: (room, style) =>
    `There is no approved render of the ${room.toLowerCase()} in ${style} style for this photo yet.`,
  ask: 'Ask the agency for this style',
  interest: 'You are interested in',
  staged: (room, style) => `${room}, ${style} style`,
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
