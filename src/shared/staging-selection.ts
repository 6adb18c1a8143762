/**
 * The selection rules of decision 017 → AI staging as pure functions, so the dashboard's Staging IA
 * view and the microsite's AI section pick photo, use, room and style by the same rules.
 */

import type { Lang } from './lang';
import { STAGING_MODE_INFO, type StagingMode } from './staging-modes';

/**
 * The label on every furnished image shown to the public (EU AI Act art. 50); here, free of zod,
 * for the microsite. The other modes have their own (aiLabelOf); this one is furnish's.
 */
export const AI_LABEL = 'Amueblado virtualmente con IA';
/** The same label on the microsite in English. */
export const AI_LABEL_EN = 'Virtually staged with AI';
/**
 * The label of a test render (the local test provider draws furniture shapes; no AI made it): it
 * replaces AI_LABEL wherever such a picture shows, so no page claims "con IA" for it.
 */
export const TEST_RENDER_LABEL = 'Render de prueba · sin IA';
export const TEST_RENDER_LABEL_EN = 'Test render · no AI';
/**
 * The label of the pictures /demo and the landing page show: drawn by code to show what the AI
 * section does, not made by AI, so never labelled "con IA" either.
 */
export const ILLUSTRATION_LABEL = 'Ilustración de ejemplo · sin IA';
export const ILLUSTRATION_LABEL_EN = 'Example illustration · no AI';

/** What made a staged picture, as its label says: an AI model, the local test provider, or a drawing. */
export type StagedKind = 'ai' | 'test' | 'illustration';
export const stagedKind = (v: { testRender: boolean; illustration?: boolean }): StagedKind =>
  v.illustration ? 'illustration' : v.testRender ? 'test' : 'ai';

/** The AI label of a staged picture, by the mode that made it (furnish when it says none). */
export const aiLabelOf = (v: { mode?: StagingMode }, lang: Lang): string =>
  STAGING_MODE_INFO[v.mode ?? 'furnish'].publicLabel[lang];

/**
 * The label a public staged picture carries: its mode's AI label, or the test render's or the
 * illustration's (which never say "con IA").
 */
export function publicStagedLabel(
  v: { mode?: StagingMode; testRender: boolean; illustration?: boolean },
  lang: Lang,
): string {
  const kind = stagedKind(v);
  if (kind === 'illustration') return lang === 'en' ? ILLUSTRATION_LABEL_EN : ILLUSTRATION_LABEL;
  if (kind === 'test') return lang === 'en' ? TEST_RENDER_LABEL_EN : TEST_RENDER_LABEL;
  return aiLabelOf(v, lang);
}

export type UseCode = 'residencial' | 'comercial';

export interface Selection {
  use: UseCode;
  photoId: string | null;
  room: string | null;
  style: string | null;
}

export interface SelectablePhoto {
  id: string;
  /** The photo's room tag and the use it belongs to (photos are tagged per use). */
  roomCode: string | null;
  useCode: string;
}

/** What can be chosen for the current use: photos in order, room and style codes in catalogue order. */
export interface SelectionOptions {
  photos: readonly SelectablePhoto[];
  rooms: readonly string[];
  styles: readonly string[];
}

export const DEFAULT_USE: UseCode = 'residencial';

export const emptySelection = (use: UseCode = DEFAULT_USE): Selection => ({
  use,
  photoId: null,
  room: null,
  style: null,
});

/** The photo's room when it is a room of the chosen use; otherwise none. */
function roomOf(photo: SelectablePhoto, use: UseCode, rooms: readonly string[]): string | null {
  return photo.useCode === use && photo.roomCode && rooms.includes(photo.roomCode) ? photo.roomCode : null;
}

/** Changing the use clears room, style and photo (the caller then loads that use's rooms and styles). */
export function changeUse(current: Selection, use: UseCode): Selection {
  return current.use === use ? current : emptySelection(use);
}

/** Choosing a photo sets its room and clears the style (`autoSelect` then picks the first style). */
export function choosePhoto(
  current: Selection,
  photo: SelectablePhoto,
  options: SelectionOptions,
): Selection {
  return { ...current, photoId: photo.id, room: roomOf(photo, current.use, options.rooms), style: null };
}

export function chooseRoom(current: Selection, room: string | null): Selection {
  return { ...current, room };
}

export function chooseStyle(current: Selection, style: string | null): Selection {
  return { ...current, style };
}

/**
 * Fills what is still empty: the first photo (and its room) when none is chosen, then the first
 * style once a photo is chosen. A choice that no longer exists (deleted photo) is replaced.
 */
export function autoSelect(current: Selection, options: SelectionOptions): Selection {
  let next = current;
  const photo = options.photos.find((p) => p.id === next.photoId);
  if (!photo) {
    const first = options.photos[0];
    next = first ? choosePhoto(next, first, options) : { ...next, photoId: null, style: null };
  }
  if (next.photoId && (!next.style || !options.styles.includes(next.style)))
    next = { ...next, style: options.styles[0] ?? null };
  return next;
}

/** The message that blocks 'Generar Render con IA', or null when the request can go. */
export function selectionProblem(
  s: Selection,
  texts: { photoRequired: string; styleRequired: string; roomRequired: string },
  /** False for a mode that takes no style (every one but furnish, STAGING_MODE_INFO.usesStyle). */
  needsStyle = true,
): string | null {
  if (!s.photoId) return texts.photoRequired;
  if (!s.room) return texts.roomRequired;
  if (needsStyle && !s.style) return texts.styleRequired;
  return null;
}

/** The uses in the order the microsite's toggle shows them: Residencial first. */
export const USE_ORDER: readonly string[] = ['residencial', 'comercial'];

const rank = (list: readonly (string | null)[], value: string | null) => {
  const i = list.indexOf(value);
  return i < 0 ? list.length : i;
};

/**
 * The microsite's renders in the order its pickers show them: uses in USE_ORDER, photos in gallery
 * order (`galleryIds`; a photo the gallery does not show comes after them), and for one photo the
 * order given (newest first).
 */
export function orderForGallery<T extends { use: string; photoId: string | null }>(
  renders: readonly T[],
  galleryIds: readonly string[],
): T[] {
  return renders
    .map((v, i) => ({ v, i, use: rank(USE_ORDER, v.use), photo: rank(galleryIds, v.photoId) }))
    .sort((a, b) => a.use - b.use || a.photo - b.photo || a.i - b.i)
    .map((x) => x.v);
}

/**
 * The render the microsite's AI section opens on (decision 017 → AI staging): the listing's own
 * use and its first photo in gallery order that has a render; another use only when the
 * listing's has none. `ordered` comes from orderForGallery.
 */
export function openingRender<T extends { use: string }>(
  ordered: readonly T[],
  listingUse: string | null | undefined,
): T | undefined {
  return ordered.find((v) => v.use === listingUse) ?? ordered[0];
}
