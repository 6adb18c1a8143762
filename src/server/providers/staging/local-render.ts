import { seededRandom } from '../../lib/seeded-random';
import { loadSharp } from '../../lib/sharp';

/**
 * The local test provider's picture: the input photo with furniture shapes drawn over it in the
 * style's colours and a band that says it is a test render made without AI, so before and after
 * differ at a glance and nobody takes it for a real staging. Same input, style and seed → the
 * same bytes (libvips encodes deterministically; the layout comes from a seeded generator).
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
const BAND_NOTE = 'Proveedor de prueba local: muebles dibujados, no generados';
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
function bandSvg(w: number, h: number): string {
  const bandH = Math.max(48, Math.round(h * 0.12));
  const right = w - Math.round(w * 0.03);
  // Both lines fit in 45 % of the width (about 0.6 em a character), so a portrait photo keeps them too.
  const title = Math.round(Math.min(bandH * 0.36, (w * 0.45) / (BAND_TEXT.length * 0.6)));
  const note = Math.round(Math.min(bandH * 0.2, (w * 0.45) / (BAND_NOTE.length * 0.52)));
  return `
  <rect x="0" y="0" width="${w}" height="${bandH}" fill="#111111" opacity="0.82"/>
  <rect x="0" y="${bandH - Math.max(3, bandH * 0.05)}" width="${w}" height="${Math.max(3, bandH * 0.05)}" fill="#e56665"/>
  <text x="${right}" y="${bandH * 0.5}" text-anchor="end" fill="#ffffff" font-size="${title}" font-weight="700">${BAND_TEXT}</text>
  <text x="${right}" y="${bandH * 0.82}" text-anchor="end" fill="#f0f0f0" font-size="${note}">${BAND_NOTE}</text>`;
}

/** The test render of a photo, as JPEG. */
export async function drawTestRender(opts: {
  image: Buffer;
  seed: number;
  styleCode: string | undefined;
}): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(opts.image)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(opts.seed);
  const palette = paletteFor(opts.styleCode, random);
  const { width: w, height: h } = info;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="${FONTS}">${furnitureSvg(w, h, palette, random)}${bandSvg(w, h)}</svg>`;
  return sharp(data)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
