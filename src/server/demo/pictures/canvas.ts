/** Size of every demo picture: a 4:3 frame, the gallery's own ratio. */
export const WIDTH = 1600;
export const HEIGHT = 1200;

export type Pt = readonly [number, number];
/** A gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

const n = (v: number) => Math.round(v * 10) / 10;
export const pts = (points: readonly Pt[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/**
 * One SVG document being drawn: shapes are appended in painting order (far to near) and
 * gradients and clips are registered on the way, each with its own id. No filters and no group
 * `opacity`: librsvg renders both through an off-screen surface, ten times the cost of a gradient.
 */
export class Canvas {
  /** `mirrored`: the whole picture flipped left to right, so one layout makes two different rooms. */
  constructor(private readonly mirrored = false) {}

  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private next = 0;

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient in picture pixels, from `a` to `b`; returns `url(#id)`. */
  linear(stops: readonly Stop[], a: Pt, b: Pt): string {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in picture pixels; `ry` squashes it into an ellipse. */
  radial(stops: readonly Stop[], c: Pt, r: number, ry = r): string {
    const id = this.id('r');
    const squash =
      ry === r
        ? ''
        : ` gradientTransform="translate(0 ${n(c[1])}) scale(1 ${ry / r}) translate(0 ${-n(c[1])})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(c[0])}" cy="${n(c[1])}" r="${n(r)}"${squash}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path made of `shape` (SVG elements); returns the `clip-path` attribute. */
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  svg(): string {
    const body = this.body.join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.defs.join('')}</defs>${
      this.mirrored ? `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${body}</g>` : body
    }</svg>`;
  }
}

/** A polygon; the stroke in its own colour closes the hairline seams between neighbouring faces. */
export function polygon(points: readonly Pt[], fill: string, extra = ''): string {
  const seam = /stroke|opacity/.test(extra)
    ? ''
    : `stroke="${fill}" stroke-width="1.2" stroke-linejoin="round" `;
  return `<polygon points="${pts(points)}" fill="${fill}" ${seam}${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.abs(rx))}" ry="${n(Math.abs(ry))}" fill="${fill}" ${extra}/>`;
}

export function line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): string {
  return `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** Deterministic pseudo-random numbers: the same picture on every start. */
export { seededRandom as random } from '../../lib/seeded-random';

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` mixed towards `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

/** Lighter (t > 0, towards white) or darker (t < 0, towards a warm near-black) of a colour. */
export function shade(hex: string, t: number): string {
  return t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#2b2420', -t);
}
