/** Colour maths for agency branding: readable text whatever colour the agency picks (WCAG 2.x). */

const HEX = /^#([0-9a-f]{6})$/i;

export const isHexColor = (value: string) => HEX.test(value);

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function inkOn(background: string): '#ffffff' | '#111111' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/**
 * The colour itself when it already reaches `ratio` against `against`, else the same hue darkened
 * (or lightened, on a dark background) just enough: brand-coloured text and buttons stay legible.
 */
export function readableOn(color: string, against = '#ffffff', ratio = 4.5): string {
  const safe = isHexColor(color) ? color : '#e56665';
  if (contrastRatio(safe, against) >= ratio) return safe.toLowerCase();
  const towards = relativeLuminance(against) > 0.5 ? 0 : 255;
  const start = channels(safe);
  for (let step = 1; step <= 20; step++) {
    const mixed = toHex(start.map((c) => c + (towards - c) * (step / 20)));
    if (contrastRatio(mixed, against) >= ratio) return mixed;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
