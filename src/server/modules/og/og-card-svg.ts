import { DEFAULT_PRIMARY_COLOR } from '../../../shared/agency';
import { inkOn, isHexColor, readableOn } from '../../../shared/color';
import { formatListingPrice } from '../../../shared/format';
import { escapeHtml } from '../../lib/html';
import { cleanText, wrapText } from './og-text';
import { OG_IMAGE_HEIGHT as H, type OgInput, OG_IMAGE_WIDTH as W } from './og-version';

export const ogTexts = {
  wordmark: 'Escaparate',
  notFound: 'Imagen no encontrada',
} as const;

/** Liberation Sans first: og-text.ts measures with its widths. DejaVu Sans is the fallback. */
const FONTS = `'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif`;
const MARGIN = 64;
const STRIP = 12;
const TEXT_WIDTH = W - 2 * MARGIN;

interface Lines {
  price: string | null;
  title: string[];
  city: string | null;
}

/** Agency colour, only ever a `#rrggbb` (it lands in an attribute), else the default. */
export const brandColor = (color: string) =>
  isHexColor(color) ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR;

function linesOf(input: OgInput, titleSize: number, titleLines: number): Lines {
  const city = cleanText(input.city ?? '');
  const title = cleanText(input.title);
  return {
    price: formatListingPrice(input.price, input.operation),
    title: wrapText(title, { size: titleSize, bold: true, width: TEXT_WIDTH, maxLines: titleLines }),
    city: city ? wrapText(city, { size: 30, width: TEXT_WIDTH - 34, maxLines: 1 })[0]! : null,
  };
}

const text = (x: number, y: number, size: number, attrs: string, value: string) =>
  `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeHtml(value)}</text>`;

/** A map pin in front of the city name; `y` is the text baseline. */
const pin = (x: number, y: number, fill: string) =>
  `<path transform="translate(${x} ${y - 27})" fill="${fill}" d="M11 0C4.9 0 0 4.9 0 11c0 8.2 11 19 11 19s11-10.8 11-19C22 4.9 17.1 0 11 0zm0 15a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"/>`;

// Cap height and descender depth of Liberation Sans, as fractions of the font size.
const CAP = 0.72;
const DESCENT = 0.21;

/**
 * Price, title and city stacked upwards from `bottom` (the lowest baseline), left-aligned at the
 * margin. Returns the SVG elements and the y of the block's top (for the gradient behind it).
 */
function textBlock(lines: Lines, o: { bottom: number; ink: string; soft: string; titleSize: number }) {
  const parts: string[] = [];
  /** Top of the capitals drawn last; null before the first line. */
  let top: number | null = null;
  const baselineAbove = (size: number, gap: number, descends: boolean) =>
    top === null ? o.bottom : Math.round(top - gap - (descends ? size * DESCENT : 0));

  if (lines.city) {
    const y = baselineAbove(30, 0, true);
    parts.push(pin(MARGIN, y, o.soft), text(MARGIN + 34, y, 30, `fill="${o.soft}"`, lines.city));
    top = y - 30 * CAP;
  }
  let y = baselineAbove(o.titleSize, 18, true);
  for (const line of [...lines.title].reverse()) {
    parts.push(text(MARGIN, y, o.titleSize, `font-weight="700" fill="${o.ink}"`, line));
    top = y - o.titleSize * CAP;
    y -= Math.round(o.titleSize * 1.22);
  }
  if (lines.price) {
    const y = baselineAbove(88, 28, false);
    parts.push(text(MARGIN, y, 88, `font-weight="700" fill="${o.ink}" letter-spacing="-1"`, lines.price));
    top = y - 88 * CAP;
  }
  return { svg: parts.join('\n'), top: top ?? o.bottom };
}

const svgDocument = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONTS}">\n${body}\n</svg>`;

/** A short bar of the agency's colour above the text block (lightened if it would vanish in the shade). */
const accent = (top: number, fill: string) =>
  `<rect x="${MARGIN}" y="${Math.round(top - 34)}" width="72" height="7" rx="3.5" fill="${fill}"/>`;

/**
 * The layer drawn over the cover photo: a dark gradient rising from the bottom behind the text,
 * the text in white, and the agency's colour in a strip along the bottom edge and an accent bar.
 */
export function photoOverlaySvg(input: OgInput): string {
  const brand = brandColor(input.primaryColor);
  const lines = linesOf(input, 42, 2);
  const block = textBlock(lines, {
    bottom: H - STRIP - 42,
    ink: '#ffffff',
    soft: 'rgba(255,255,255,0.9)',
    titleSize: 42,
  });
  // Eased stops, starting well above the text: no visible edge, and white text stays legible
  // even over a white wall or a bright sky.
  const from = Math.max(0, Math.min(block.top - 150, H - 300));
  const stops = [
    [0, 0],
    [0.25, 0.28],
    [0.5, 0.58],
    [0.75, 0.76],
    [1, 0.86],
  ]
    .map(([at, alpha]) => `<stop offset="${at}" stop-color="#000" stop-opacity="${alpha}"/>`)
    .join('');
  return svgDocument(`<defs><linearGradient id="shade" gradientUnits="userSpaceOnUse" x1="0" y1="${from}" x2="0" y2="${H}">${stops}</linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<rect y="${H - STRIP}" width="${W}" height="${STRIP}" fill="${brand}"/>
${accent(block.top, readableOn(brand, '#000000', 3))}
${block.svg}`);
}

/** `hex` mixed with black: 0 leaves it, 1 is black. */
function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A house outline, large and faint, in the top-right corner of the card without a photo. */
const house = (stroke: string) =>
  `<path transform="translate(905 60)" fill="none" stroke="${stroke}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.16" d="M10 100 L120 10 L230 100 M35 80 V210 H205 V80 M95 210 V150 H145 V210"/>`;

/** The whole card when the listing has no photo: the agency's colour, the text and the wordmark. */
export function fallbackCardSvg(input: OgInput): string {
  const bg = brandColor(input.primaryColor);
  const deep = darken(bg, 0.35);
  // Large bold text needs 3:1; judged against the darker end, where most of the text sits.
  const ink = inkOn(deep);
  const soft = ink === '#ffffff' ? 'rgba(255,255,255,0.88)' : 'rgba(17,17,17,0.8)';
  const lines = linesOf(input, 46, 3);
  const block = textBlock(lines, { bottom: H - STRIP - 46, ink, soft, titleSize: 46 });
  return svgDocument(`<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect y="${H - STRIP}" width="${W}" height="${STRIP}" fill="#000" fill-opacity="0.2"/>
${house(ink)}
${text(MARGIN, 64 + 30, 32, `font-weight="700" fill="${ink}" letter-spacing="0.5"`, ogTexts.wordmark)}
${block.svg}`);
}
