/**
 * Reads a PDF as simple-pdf writes it (one uncompressed content stream): checks the structure a
 * reader relies on (header, every xref offset pointing at its object, startxref at the xref) and
 * returns the text shown, one Tj string a line, unescaped and decoded from WinAnsi.
 */
export function readSimplePdf(pdf: Buffer): { text: string; objects: number } {
  const s = pdf.toString('latin1');
  if (!s.startsWith('%PDF-1.')) throw new Error('no %PDF- header');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(s)?.[1]);
  if (s.slice(startxref, startxref + 5) !== 'xref\n') throw new Error('startxref does not point at the xref');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(s.slice(startxref)) ?? [];
  if (first !== '0') throw new Error('xref does not start at object 0');
  const entries = s
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(size));
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    if (!s.startsWith(`${i + 1} 0 obj\n`, offset)) throw new Error(`object ${i + 1} is not at ${offset}`);
  });
  const stream = /\/Length (\d+) >>\nstream\n/.exec(s);
  if (!stream) throw new Error('no content stream');
  const body = s.slice(stream.index + stream[0].length, stream.index + stream[0].length + Number(stream[1]));
  if (!s.startsWith('\nendstream', stream.index + stream[0].length + Number(stream[1])))
    throw new Error('the stream length is wrong');
  const win: Record<string, string> = { '\x80': '€', '\x96': '–', '\x97': '—' };
  const text = [...body.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => m[1]!.replace(/\\(.)/g, '$1').replace(/[\x80\x96\x97]/g, (c) => win[c]!))
    .join('\n');
  return { text, objects: Number(size) - 1 };
}
