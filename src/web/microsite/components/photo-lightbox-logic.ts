// The photo viewer's arithmetic, apart from the DOM so it can be tested on its own. Coordinates
// are CSS pixels relative to the centre of the screen; a pan moves the photo's centre.

import type { PhotoSource } from '../../../shared/listings';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** What a double tap or double click zooms to, from the fitted photo. */
export const DOUBLE_TAP_SCALE = 2.5;

export interface Size {
  w: number;
  h: number;
}
export interface Point {
  x: number;
  y: number;
}

/** The photo after `delta` steps, kept within the gallery (no wrapping: the counter would jump). */
export const stepIndex = (index: number, delta: number, count: number): number =>
  Math.max(0, Math.min(count - 1, index + delta));

export const clampScale = (scale: number): number => Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale));

/** The photo's size fit inside the box, keeping its proportions (it may grow past its pixels). */
export function fitSize(photo: Size, box: Size): Size {
  if (photo.w <= 0 || photo.h <= 0) return { w: box.w, h: box.h };
  const k = Math.min(box.w / photo.w, box.h / photo.h);
  return { w: photo.w * k, h: photo.h * k };
}

/**
 * The pan that keeps a zoomed photo covering the screen where it is larger than it, and centred
 * where it is smaller: never a gap between an edge of the photo and the edge of the screen.
 */
export function clampPan(pan: Point, scale: number, fitted: Size, box: Size): Point {
  const maxX = Math.max(0, (fitted.w * scale - box.w) / 2);
  const maxY = Math.max(0, (fitted.h * scale - box.h) / 2);
  return { x: Math.max(-maxX, Math.min(maxX, pan.x)) || 0, y: Math.max(-maxY, Math.min(maxY, pan.y)) || 0 };
}

/**
 * Scale and pan after zooming from `from` to `to` around `at` (a pinch's centre, a double tap):
 * the point of the photo under `at` stays under it, then the pan is clamped.
 */
export function zoomAround(
  view: { scale: number; pan: Point },
  to: number,
  at: Point,
  fitted: Size,
  box: Size,
): { scale: number; pan: Point } {
  const scale = clampScale(to);
  const k = scale / view.scale;
  const pan = { x: at.x - (at.x - view.pan.x) * k, y: at.y - (at.y - view.pan.y) * k };
  return { scale, pan: clampPan(pan, scale, fitted, box) };
}

/**
 * The narrowest derivative that still has a device pixel for each screen pixel the photo covers
 * (its CSS width × the device pixel ratio), else the widest there is.
 */
export function chooseSource(
  sources: readonly PhotoSource[],
  cssWidth: number,
  dpr: number,
): PhotoSource | undefined {
  const sorted = [...sources].sort((a, b) => a.width - b.width);
  // A rounding pixel (1067.0001 device px for a 1067-px derivative) is not worth the next size.
  const needed = Math.ceil(cssWidth * (dpr || 1) - 0.5);
  return sorted.find((s) => s.width >= needed) ?? sorted.at(-1);
}

/**
 * Where a horizontal swipe leads when the finger lifts: to the next photo (+1) or the previous
 * one (−1) past a fifth of the screen or on a quick flick, else back to the same one (0).
 */
export function swipeStep(dx: number, ms: number, width: number, index: number, count: number): -1 | 0 | 1 {
  const far = Math.abs(dx) > width / 5;
  const flick = Math.abs(dx) > 30 && ms < 250;
  if (!far && !flick) return 0;
  const step = dx < 0 ? 1 : -1;
  return stepIndex(index, step, count) === index ? 0 : step;
}
