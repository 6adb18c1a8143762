import {
  FURNISH,
  finishOf,
  type RenovationFinishes,
  type Sky,
  type StagingModeChoice,
} from '../../../shared/staging-modes';
import { seededRandom } from '../../lib/seeded-random';
import { loadSharp } from '../../lib/sharp';

/**
 * The local test provider's picture: the input photo with each mode drawn over it by code
 * (furniture shapes in the style's colours; the room flattened to its floor and wall colours;
 * the chosen finishes painted on; a new sky) and a band that says it is a test render made
 * without AI, so before and after differ at a glance and nobody takes it for a real staging.
 * Same input, mode, style and seed → the same bytes (libvips encodes deterministically; the
 * layout comes from a seeded generator).
 */

interface Palette {
  main: string;
  wood: string;
  accent: string;
  rug: string;
}

/** Keyed by the catalogue's style codes (prompt.ts reads the code back from the prompt). */
const PALETTES: Record<string, Palette> = {
  nordic: { main: '#d9d4cc', wood: '#c8a97e', accent: '#7d8b99', rug: '#eeeae4' },
  industrial: { main: '#4a3b33', wood: '#6b4f3a', accent: '#222222', rug: '#8a8580' },
  boho: { main: '#d8b48a', wood: '#a8754a', accent: '#c0623b', rug: '#e2c9a0' },
  minimalist: { main: '#f2f2f0', wood: '#bdb5aa', accent: '#333333', rug: '#e6e4df' },
  mediterranean: { main: '#f3efe6', wood: '#d6c3a0', accent: '#2f6f9f', rug: '#c96f4a' },
  classic: { main: '#8c2f39', wood: '#6d4c33', accent: '#c9a227', rug: '#b59a7a' },
  modern: { main: '#2f3e46', wood: '#9c8a77', accent: '#e56665', rug: '#cfd8dc' },
};

const BAND_TEXT = 'RENDER DE PRUEBA · sin IA';
/** The band's second line says what code drew, so a tester sees which mode ran. */
const BAND_NOTES: Record<StagingModeChoice['mode'], string> = {
  furnish: 'Proveedor de prueba local: muebles dibujados, no generados',
  empty: 'Proveedor de prueba local: estancia vaciada por código, no generada',
  renovate: 'Proveedor de prueba local: acabados pintados por código, no generados',
  exterior: 'Proveedor de prueba local: cielo pintado por código, no generado',
};
const FONTS = `'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif`;
/** Test renders need not be large; this keeps the local provider fast. */
const MAX_SIDE = 1600;

function paletteFor(styleCode: string | undefined, random: () => number): Palette {
  if (styleCode && PALETTES[styleCode]) return PALETTES[styleCode];
  const hue = Math.floor(random() * 360);
  return {
    main: `hsl(${hue},35%,55%)`,
    wood: `hsl(${(hue + 30) % 360},35%,40%)`,
    accent: `hsl(${(hue + 180) % 360},55%,45%)`,
    rug: `hsl(${hue},20%,80%)`,
  };
}

function furnitureSvg(w: number, h: number, p: Palette, random: () => number): string {
  const u = Math.min(w, h) / 10;
  const floor = h * 0.93;
  const sofaW = u * 4.2;
  const sofaX = w * (0.12 + random() * 0.2);
  const sofaY = floor - u * 2;
  const tableX = sofaX + sofaW + u * (0.4 + random() * 0.6);
  const lampX = Math.min(w - u, tableX + u * 3.2);
  const plantX = Math.max(u, sofaX - u * 1.2);
  const frameX = sofaX + sofaW / 2 - u * 1.2;
  return `
  <ellipse cx="${sofaX + sofaW * 0.8}" cy="${floor - u * 0.1}" rx="${u * 3.6}" ry="${u * 0.55}" fill="${p.rug}" opacity="0.9"/>
  <rect x="${frameX}" y="${h * 0.22}" width="${u * 2.4}" height="${u * 1.6}" fill="${p.wood}" rx="${u * 0.05}"/>
  <rect x="${frameX + u * 0.2}" y="${h * 0.22 + u * 0.2}" width="${u * 2}" height="${u * 1.2}" fill="${p.accent}" opacity="0.85"/>
  <rect x="${sofaX}" y="${sofaY}" width="${sofaW}" height="${u * 1.1}" fill="${p.main}" rx="${u * 0.25}" stroke="#00000033" stroke-width="${u * 0.04}"/>
  <rect x="${sofaX + u * 0.3}" y="${sofaY + u * 0.9}" width="${sofaW - u * 0.6}" height="${u * 0.9}" fill="${p.main}" rx="${u * 0.2}" stroke="#00000033" stroke-width="${u * 0.04}"/>
  <rect x="${sofaX - u * 0.15}" y="${sofaY + u * 0.6}" width="${u * 0.6}" height="${u * 1.4}" fill="${p.main}" rx="${u * 0.2}" stroke="#00000044" stroke-width="${u * 0.04}"/>
  <rect x="${sofaX + sofaW - u * 0.45}" y="${sofaY + u * 0.6}" width="${u * 0.6}" height="${u * 1.4}" fill="${p.main}" rx="${u * 0.2}" stroke="#00000044" stroke-width="${u * 0.04}"/>
  <rect x="${sofaX + u * 0.6}" y="${sofaY + u * 0.35}" width="${u * 0.9}" height="${u * 0.6}" fill="${p.accent}" rx="${u * 0.15}"/>
  <rect x="${tableX}" y="${floor - u * 0.95}" width="${u * 2}" height="${u * 0.18}" fill="${p.wood}"/>
  <rect x="${tableX + u * 0.15}" y="${floor - u * 0.8}" width="${u * 0.14}" height="${u * 0.75}" fill="${p.wood}"/>
  <rect x="${tableX + u * 1.7}" y="${floor - u * 0.8}" width="${u * 0.14}" height="${u * 0.75}" fill="${p.wood}"/>
  <line x1="${lampX}" y1="${floor}" x2="${lampX}" y2="${floor - u * 3.2}" stroke="${p.accent}" stroke-width="${u * 0.08}"/>
  <path d="M ${lampX - u * 0.6} ${floor - u * 3} L ${lampX + u * 0.6} ${floor - u * 3} L ${lampX + u * 0.35} ${floor - u * 3.7} L ${lampX - u * 0.35} ${floor - u * 3.7} Z" fill="${p.main}" stroke="${p.accent}" stroke-width="${u * 0.05}"/>
  <rect x="${plantX - u * 0.35}" y="${floor - u * 0.8}" width="${u * 0.7}" height="${u * 0.8}" fill="${p.wood}" rx="${u * 0.1}"/>
  <circle cx="${plantX}" cy="${floor - u * 1.3}" r="${u * 0.55}" fill="#4f7a4a"/>
  <circle cx="${plantX - u * 0.35}" cy="${floor - u * 1.7}" r="${u * 0.4}" fill="#5f8f57"/>
  <circle cx="${plantX + u * 0.3}" cy="${floor - u * 1.85}" r="${u * 0.38}" fill="#3f6a3b"/>`;
}

/**
 * The band across the top; its text sits in the right half, ending near the right edge: the
 * before/after slider shows the render right of its cut (50 % at first), so the whole text stays
 * in view there, and while the cut is anywhere left of the middle.
 */
function bandSvg(w: number, h: number, note: string): string {
  const bandH = Math.max(48, Math.round(h * 0.12));
  const right = w - Math.round(w * 0.03);
  // Both lines fit in 45 % of the width (about 0.6 em a character), so a portrait photo keeps them too.
  const title = Math.round(Math.min(bandH * 0.36, (w * 0.45) / (BAND_TEXT.length * 0.6)));
  const noteSize = Math.round(Math.min(bandH * 0.2, (w * 0.45) / (note.length * 0.52)));
  return `
  <rect x="0" y="0" width="${w}" height="${bandH}" fill="#111111" opacity="0.82"/>
  <rect x="0" y="${bandH - Math.max(3, bandH * 0.05)}" width="${w}" height="${Math.max(3, bandH * 0.05)}" fill="#e56665"/>
  <text x="${right}" y="${bandH * 0.5}" text-anchor="end" fill="#ffffff" font-size="${title}" font-weight="700">${BAND_TEXT}</text>
  <text x="${right}" y="${bandH * 0.82}" text-anchor="end" fill="#f0f0f0" font-size="${noteSize}">${note}</text>`;
}

type Rgb = [number, number, number];
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const shade = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];

/** Mean colour of the rows between two fractions of the height, from a small copy of the photo. */
async function rowMeans(image: Buffer): Promise<(from: number, to: number) => Rgb> {
  const sharp = await loadSharp();
  const size = 100;
  const { data } = await sharp(image)
    .resize(size, size, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (from, to) => {
    const sum: Rgb = [0, 0, 0];
    const first = Math.floor(from * size);
    const last = Math.max(first + 1, Math.ceil(to * size));
    for (let i = first * size * 3; i < last * size * 3; i += 3)
      for (let c = 0; c < 3; c++) sum[c as 0] += data[i + c]!;
    const n = (last - first) * size;
    return [sum[0] / n, sum[1] / n, sum[2] / n];
  };
}

/**
 * "Vaciar estancia": everything below the upper wall is flattened to the wall's colour and a
 * floor of the floor's colour, each sampled where a furnished room shows them bare most often
 * (the wall above the furniture, the floor nearest the camera).
 */
async function emptySvg(image: Buffer, w: number, h: number, random: () => number): Promise<string> {
  const mean = await rowMeans(image);
  const wall = mean(0.15, 0.32);
  const floor = mean(0.9, 1);
  const top = h * 0.32;
  const floorY = h * (0.6 + random() * 0.06);
  const skirting = Math.max(2, h * 0.012);
  return `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hex(wall)}" stop-opacity="0"/><stop offset="0.15" stop-color="${hex(wall)}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hex(shade(floor, 1.04))}"/><stop offset="1" stop-color="${hex(shade(floor, 0.96))}"/>
    </linearGradient>
  </defs>
  <rect x="0" y="${top}" width="${w}" height="${floorY - top}" fill="url(#wall)"/>
  <rect x="0" y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>
  <rect x="0" y="${floorY - skirting}" width="${w}" height="${skirting}" fill="${hex(shade(wall, 0.85))}"/>`;
}

/** Wood floors are drawn as planks, the others as tiles. */
const PLANK_FLOORS = new Set(['roble_claro', 'gris_ceniza']);

function floorSvg(code: string, w: number, h: number, floorY: number, random: () => number): string {
  const finish = finishOf('floor', code);
  if (!finish) return '';
  const joints: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#00000026" stroke-width="${Math.max(1, h * 0.003)}"/>`;
  const row = (h - floorY) / 5;
  const planks = PLANK_FLOORS.has(code);
  const step = planks ? w / 3 : row * 1.6;
  for (let y = floorY; y < h; y += row) {
    joints.push(line(0, y, w, y));
    const offset = planks ? random() * step : 0;
    for (let x = offset; x < w; x += step) joints.push(line(x, y, x, Math.min(h, y + row)));
  }
  return `<rect x="0" y="${floorY}" width="${w}" height="${h - floorY}" fill="${finish.swatch}" opacity="0.92"/>${joints.join('')}`;
}

/** Base-unit fronts along the wall above the floor line, with their handles. */
function kitchenSvg(code: string, w: number, h: number, floorY: number): string {
  const finish = finishOf('kitchen', code);
  if (!finish) return '';
  const top = floorY - h * 0.2;
  const count = 6;
  const left = w * 0.08;
  const doorW = (w * 0.84) / count;
  const doors = Array.from({ length: count }, (_, i) => {
    const x = left + i * doorW;
    return `<rect x="${x}" y="${top}" width="${doorW}" height="${h * 0.2}" fill="${finish.swatch}" stroke="#00000033" stroke-width="${Math.max(1, w * 0.002)}"/>
  <rect x="${x + doorW * 0.3}" y="${top + h * 0.025}" width="${doorW * 0.4}" height="${Math.max(2, h * 0.008)}" fill="#4a4a4a"/>`;
  });
  return doors.join('');
}

/** "Reformar": the chosen wall tint, then the floor, then the kitchen fronts over both. */
function renovateSvg(finishes: RenovationFinishes, w: number, h: number, random: () => number): string {
  const floorY = h * (0.62 + random() * 0.05);
  const walls = finishOf('walls', finishes.walls);
  return [
    walls ? `<rect x="0" y="0" width="${w}" height="${floorY}" fill="${walls.swatch}" opacity="0.72"/>` : '',
    finishes.floor ? floorSvg(finishes.floor, w, h, floorY, random) : '',
    finishes.kitchen ? kitchenSvg(finishes.kitchen, w, h, floorY) : '',
  ].join('');
}

const SKY_STOPS: Record<Sky, string[]> = {
  blue: ['#1f6fc9', '#4f98e3', '#a8d3f5'],
  dusk: ['#2c3566', '#b5587a', '#ef8a4a', '#f8c572'],
};

/** "Exterior": the top of the photo becomes the sky, fading into it; dusk also warms the rest. */
function exteriorSvg(sky: Sky, w: number, h: number, random: () => number): string {
  const bottom = h * (0.4 + random() * 0.05);
  const stops = SKY_STOPS[sky];
  const colour = stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)) * 0.88}" stop-color="${c}"/>`)
    .join('');
  const clouds =
    sky === 'blue'
      ? Array.from({ length: 3 }, () => {
          const cx = w * (0.1 + random() * 0.8);
          const cy = bottom * (0.35 + random() * 0.3);
          return `<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.07}" ry="${h * 0.025}" fill="#ffffff" opacity="0.8"/>`;
        }).join('')
      : '';
  const light =
    sky === 'dusk'
      ? `<rect x="0" y="${bottom}" width="${w}" height="${h - bottom}" fill="#ff9a4a" opacity="0.16"/>`
      : '';
  return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${colour}<stop offset="1" stop-color="${stops.at(-1)}" stop-opacity="0"/></linearGradient></defs>
  <rect x="0" y="0" width="${w}" height="${bottom}" fill="url(#sky)"/>${clouds}${light}`;
}

/** The test render of a photo, as JPEG. */
export async function drawTestRender(opts: {
  image: Buffer;
  seed: number;
  styleCode: string | undefined;
  /** Absent: furnish, as before modes existed (the same bytes for the same input). */
  mode?: StagingModeChoice;
}): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(opts.image)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const mode = opts.mode ?? FURNISH;
  const random = seededRandom(opts.seed);
  const { width: w, height: h } = info;
  let drawing: string;
  if (mode.mode === 'empty') drawing = await emptySvg(data, w, h, random);
  else if (mode.mode === 'renovate') drawing = renovateSvg(mode.finishes, w, h, random);
  else if (mode.mode === 'exterior') drawing = exteriorSvg(mode.sky, w, h, random);
  else drawing = furnitureSvg(w, h, paletteFor(opts.styleCode, random), random);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="${FONTS}">${drawing}${bandSvg(w, h, BAND_NOTES[mode.mode])}</svg>`;
  return sharp(data)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
