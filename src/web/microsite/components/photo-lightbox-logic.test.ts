import { describe, expect, it } from 'vitest';
import {
  chooseSource,
  clampPan,
  clampScale,
  fitSize,
  MAX_SCALE,
  stepIndex,
  swipeStep,
  zoomAround,
} from './photo-lightbox-logic';

/** The derivatives the server writes for a 4:3 photo (160, 480, 768, 960, 1600 px WebP). */
const SOURCES = [160, 480, 768, 960, 1600].map((width) => ({
  url: `/media/p-${width}.webp`,
  width,
  height: (width * 3) / 4,
}));

describe('stepIndex', () => {
  it('moves by one and stops at the first and last photo', () => {
    expect(stepIndex(2, 1, 12)).toBe(3);
    expect(stepIndex(2, -1, 12)).toBe(1);
    expect(stepIndex(0, -1, 12)).toBe(0);
    expect(stepIndex(11, 1, 12)).toBe(11);
    expect(stepIndex(0, 1, 1)).toBe(0);
    // An index from a stale history entry of a gallery that has fewer photos now.
    expect(stepIndex(20, 0, 5)).toBe(4);
  });
});

describe('zoom', () => {
  it('clamps the scale between the fitted photo and 4×', () => {
    expect(clampScale(0.3)).toBe(1);
    expect(clampScale(2)).toBe(2);
    expect(clampScale(9)).toBe(MAX_SCALE);
    expect(MAX_SCALE).toBe(4);
  });

  it('fits a landscape photo to a phone’s width and to a desktop’s height', () => {
    expect(fitSize({ w: 1600, h: 1200 }, { w: 390, h: 844 })).toEqual({ w: 390, h: 292.5 });
    const desk = fitSize({ w: 1600, h: 1200 }, { w: 1280, h: 800 });
    expect(desk.h).toBe(800);
    expect(desk.w).toBeCloseTo(1066.67, 1);
  });

  it('keeps the zoomed photo over the screen: no gap at an edge, centred where it is smaller', () => {
    const fitted = { w: 390, h: 292.5 };
    const box = { w: 390, h: 844 };
    // 2×: 780 × 585, wider than the screen by 390 (±195) and still lower than it (centred).
    expect(clampPan({ x: 500, y: 300 }, 2, fitted, box)).toEqual({ x: 195, y: 0 });
    expect(clampPan({ x: -500, y: -300 }, 2, fitted, box)).toEqual({ x: -195, y: 0 });
    // At 4× it is taller too: 1170 high, ±163.
    expect(clampPan({ x: 0, y: -999 }, 4, fitted, box)).toEqual({ x: 0, y: -163 });
    // Not zoomed: always centred.
    expect(clampPan({ x: 40, y: 40 }, 1, fitted, box)).toEqual({ x: 0, y: 0 });
  });

  it('keeps the point under the fingers (or the double tap) in place', () => {
    const fitted = { w: 1000, h: 750 };
    const box = { w: 1000, h: 750 };
    const at = { x: 200, y: -100 };
    const zoomed = zoomAround({ scale: 1, pan: { x: 0, y: 0 } }, 2.5, at, fitted, box);
    expect(zoomed.scale).toBe(2.5);
    // The photo point that was at `at` (200, -100 from the centre) is still there.
    expect(zoomed.pan.x + 200 * 2.5).toBeCloseTo(200);
    expect(zoomed.pan.y + -100 * 2.5).toBeCloseTo(-100);
    // Zooming past 4× stops at 4×; zooming out below 1× lands centred.
    expect(zoomAround(zoomed, 40, at, fitted, box).scale).toBe(4);
    expect(zoomAround(zoomed, 0.2, at, fitted, box)).toEqual({ scale: 1, pan: { x: 0, y: 0 } });
  });
});

describe('chooseSource', () => {
  const width = (cssWidth: number, dpr: number) => chooseSource(SOURCES, cssWidth, dpr)?.width;

  it('takes the narrowest derivative with a pixel for each device pixel', () => {
    // A phone 390 px wide: 390 device px at 1×, 780 at 2×, 1170 at 3×.
    expect(width(390, 1)).toBe(480);
    expect(width(390, 2)).toBe(960);
    expect(width(390, 3)).toBe(1600);
    // A 1280 × 800 screen shows a 4:3 photo 1067 px wide.
    expect(width(1066.67, 1)).toBe(1600);
    expect(width(960, 1)).toBe(960);
    expect(width(60, 2)).toBe(160);
  });

  it('takes the widest there is when none is wide enough, whatever their order', () => {
    expect(width(2560, 2)).toBe(1600);
    expect(chooseSource([...SOURCES].reverse(), 700, 1)?.width).toBe(768);
    expect(chooseSource([], 390, 2)).toBeUndefined();
  });

  it('counts a missing device pixel ratio as 1', () => {
    expect(width(700, 0)).toBe(768);
  });
});

describe('swipeStep', () => {
  it('goes on past a fifth of the screen or on a quick flick, else springs back', () => {
    expect(swipeStep(-100, 600, 390, 0, 5)).toBe(1);
    expect(swipeStep(100, 600, 390, 2, 5)).toBe(-1);
    expect(swipeStep(-60, 600, 390, 0, 5)).toBe(0);
    expect(swipeStep(-40, 120, 390, 0, 5)).toBe(1);
    expect(swipeStep(-20, 80, 390, 0, 5)).toBe(0);
  });

  it('springs back at the first and the last photo', () => {
    expect(swipeStep(150, 300, 390, 0, 5)).toBe(0);
    expect(swipeStep(-150, 300, 390, 4, 5)).toBe(0);
  });
});
