import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';

/**
 * A small flowing-text writer over pdf-lib for A4 documents: a cursor that moves down the page,
 * word wrapping, and a new page when the next block does not fit. Text is made safe for the
 * standard fonts first (winAnsiSafe): pdf-lib throws on a character its font cannot encode.
 */

export const INK = rgb(0.12, 0.13, 0.15);
export const MUTED = rgb(0.4, 0.42, 0.46);
export const LINE = rgb(0.78, 0.8, 0.83);

const MARGIN = 56;
const [PAGE_W, PAGE_H] = PageSizes.A4;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Extra points before the next line. */
  after?: number;
}

/**
 * The text in characters the font can draw: Helvetica's WinAnsi covers Spanish (á é í ó ú ñ ü
 * ¿ ¡ º ª €); anything else loses its accent when it has one (ő → o) and becomes "?" otherwise
 * (an emoji, a name in another script). The signed data keeps the original; only the drawing
 * changes. Line breaks and other control characters become spaces.
 */
export function winAnsiSafe(text: string, font: PDFFont): string {
  const known = charsetOf(font);
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) out += ' ';
    else if (known.has(cp)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

export class PageWriter {
  page!: PDFPage;
  y = 0;
  readonly left = MARGIN;
  readonly width = PAGE_W - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = PAGE_H - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Lines of at most `width` points, broken between words (a long word is cut where it must be). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style.bold);
    const size = style.size ?? 10;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of winAnsiSafe(text, font).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) line = next;
      else {
        if (line) lines.push(line);
        let rest = word;
        while (!fits(rest)) {
          let cut = rest.length - 1;
          while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** The points a paragraph takes (to keep a block on one page). */
  measure(text: string, style: TextStyle = {}, width = this.width): number {
    const size = style.size ?? 10;
    return this.wrap(text, width, style).length * size * 1.35 + (style.after ?? 4);
  }

  /** A wrapped paragraph at the cursor (or at `x` within `width`), moving the cursor down. */
  paragraph(text: string, style: TextStyle = {}, x = this.left, width = this.width): void {
    const size = style.size ?? 10;
    const leading = size * 1.35;
    for (const line of this.wrap(text, width, style)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x,
        y: this.y + size * 0.25,
        size,
        font: this.font(style.bold),
        color: style.color ?? INK,
      });
    }
    this.y -= style.after ?? 4;
  }

  /** "Label: value" on one line with the label in grey, the value wrapped beside it. */
  field(label: string, value: string, labelWidth = 120): void {
    const lines = this.wrap(value, this.width - labelWidth, { size: 10 });
    this.ensure(lines.length * 13.5);
    const top = this.y;
    this.paragraph(label, { size: 9, color: MUTED, after: 0 }, this.left, labelWidth - 8);
    const afterLabel = this.y;
    this.y = top;
    this.paragraph(value, { size: 10, after: 0 }, this.left + labelWidth, this.width - labelWidth);
    this.y = Math.min(this.y, afterLabel) - 3;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 10;
    this.paragraph(text.toUpperCase(), { size: 9, bold: true, color: MUTED, after: 2 });
    this.rule();
    this.y -= 4;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
  }
}

export { MARGIN, PAGE_H, PAGE_W };
