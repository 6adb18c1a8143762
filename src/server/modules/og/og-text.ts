/** Text for the SVG of the link-preview card: made safe for XML, measured and wrapped. */

/** XML 1.0 has no place for most control characters: one of them and librsvg refuses the SVG. */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x09 ||
    cp === 0x0a ||
    cp === 0x0d ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    cp >= 0x10000
  );
}

// The installed fonts have no emoji: they would be drawn as empty boxes.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** One line of plain text: valid XML characters only, no emoji, single spaces, at most 300 chars. */
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').slice(0, 600)) {
    if (isXmlChar(ch.codePointAt(0)!)) out += ch;
  }
  return out.replace(EMOJI, '').replace(/\s+/g, ' ').trim().slice(0, 300);
}

// Advance widths (1/1000 em) of Liberation Sans, metric-compatible with Arial and Helvetica, for
// ASCII 32–126. The SVG names Liberation Sans first, so wrapping here matches what librsvg draws.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Common non-ASCII signs in Spanish listings (same width in both weights, near enough). */
const OTHER: Record<string, number> = {
  '\u00a0': 278,
  '€': 556,
  '¿': 611,
  '¡': 333,
  '«': 556,
  '»': 556,
  º: 365,
  ª: 370,
  '²': 333,
  '·': 278,
  '–': 556,
  '—': 1000,
  '‘': 222,
  '’': 278,
  '“': 333,
  '”': 500,
  '…': 1000,
};
/** Anything else (other scripts, symbols): a wide guess, so lines err on the short side. */
const UNKNOWN = 700;

/** Width in pixels of `text` drawn at `size` px, from the font's advance widths. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) {
    // Accented letters are as wide as their base letter: 'Á' → 'A'.
    const base = ch.normalize('NFD')[0]!;
    const code = base.charCodeAt(0);
    units += code >= 32 && code <= 126 ? table[code - 32]! : (OTHER[ch] ?? UNKNOWN);
  }
  return (units * size) / 1000;
}

export interface WrapOptions {
  /** Font size in px. */
  size: number;
  bold?: boolean;
  /** Line width in px. */
  width: number;
  maxLines: number;
}

/**
 * Greedy word wrap into at most `maxLines` lines; text that does not fit ends with an ellipsis.
 * A word longer than a line (a pasted URL, "AAAAAAAA…") is broken between characters.
 */
export function wrapText(text: string, opts: WrapOptions): string[] {
  const fits = (line: string) => textWidth(line, opts.size, opts.bold) <= opts.width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      const chars = [...current];
      let n = chars.length - 1;
      while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
      lines.push(chars.slice(0, n).join(''));
      current = chars.slice(n).join('');
    }
    if (lines.length > opts.maxLines) break;
  }
  if (current) lines.push(current);
  if (lines.length <= opts.maxLines) return lines;
  const kept = lines.slice(0, opts.maxLines);
  kept[kept.length - 1] = ellipsize(`${kept.at(-1)} ${lines[opts.maxLines]}`, opts);
  return kept;
}

/** The longest start of `line` that fits with "…" after it, cut at a word when one is near. */
function ellipsize(line: string, opts: WrapOptions): string {
  const chars = [...line];
  let n = chars.length;
  const withDots = (k: number) => `${chars.slice(0, k).join('').trimEnd()}…`;
  while (n > 0 && textWidth(withDots(n), opts.size, opts.bold) > opts.width) n--;
  const cut = chars.slice(0, n).join('');
  const space = cut.lastIndexOf(' ');
  // Back to the last whole word unless that throws away more than a third of the line.
  const atWord = space > cut.length * 0.66 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
