/**
 * A one-page A4 PDF of text lines in Helvetica, written by hand (no PDF dependency): enough for a
 * test invoice. Text is WinAnsi-encoded (Latin-1 plus € and the dashes), uncompressed.
 */

export interface PdfLine {
  text: string;
  /** Points from the left and from the bottom of the page (A4 is 595 × 842). */
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

// WinAnsiEncoding's characters outside Latin-1 that an invoice may need.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

/** A PDF literal string: WinAnsi bytes, with `\`, `(` and `)` escaped; other characters become `?`. */
function literal(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? (ch.codePointAt(0)! <= 0xff ? ch.codePointAt(0)! : 0x3f);
    if (code < 0x20) continue;
    const c = String.fromCharCode(code);
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** A document-information string (PDFDocEncoding, not WinAnsi): UTF-16BE with its byte-order mark. */
const utf16 = (text: string) =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

export function renderPdf(lines: PdfLine[], title: string): Buffer {
  const content = lines
    .map((l) => `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 10} Tf ${l.x} ${l.y} Td ${literal(l.text)} Tj ET`)
    .join('\n');
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${utf16(title)} /Producer (Escaparate) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
