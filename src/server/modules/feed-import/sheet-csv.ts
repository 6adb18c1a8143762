/*
 * A CSV as Excel writes it (issue 28: "Excel's own files open as they are"): UTF-8 with or
 * without BOM, Windows-1252 (Excel's "CSV" on a Spanish Windows), or UTF-16 with BOM ("Texto
 * Unicode"); separated by ";" (Spanish Excel), "," or tabs; RFC 4180 quotes, CRLF or LF.
 */

/** A row of cells and its number as Excel shows it (the first line is row 1). */
export interface GridRow {
  row: number;
  cells: string[];
}

// Windows-1252's 0x80–0x9F (Node's TextDecoder('windows-1252') decodes them as ISO-8859-1 controls,
// so "250.000 €" would lose its euro sign). Undefined bytes keep their ISO-8859-1 control.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252 bytes → text. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)),
    );
  }
  return text;
}

/** The text of a CSV's bytes: BOM first, then strict UTF-8, else Windows-1252. */
export function decodeCsv(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Bytes that are not UTF-8 come from a Windows Excel: "Málaga" as 4D E1 6C 61 67 61.
    return decodeWindows1252(bytes);
  }
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter of the first line: Excel's "sep=;" line, else the most frequent of ; , and tab. */
export function sniffDelimiter(text: string): { delimiter: string; sepLine: boolean } {
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep?.[1]) return { delimiter: sep[1], sepLine: true };
  // The header line, quotes aside (a quoted header may hold a comma).
  let line = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted) line += ch;
  }
  let best: string = ';';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = line.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return { delimiter: best, sepLine: false };
}

/**
 * RFC 4180 records. A quoted field may hold the delimiter, line breaks and doubled quotes; text
 * after a closing quote, or a quote inside an unquoted field, is kept as it is (Excel does the
 * same). Scans with indexOf and a sticky search, not character by character. `maxRows` stops early.
 */
export function parseCsv(text: string, maxRows = Number.POSITIVE_INFINITY): GridRow[] {
  const { delimiter, sepLine } = sniffDelimiter(text);
  const body = sepLine ? text.slice(text.indexOf('\n') + 1) : text;
  const stop = new RegExp(`[${delimiter.replace(/[\\\]^-]/g, '\\$&')}\\r\\n]`, 'g');
  const endOfField = (from: number) => {
    stop.lastIndex = from;
    return stop.exec(body)?.index ?? body.length;
  };
  const rows: GridRow[] = [];
  let cells: string[] = [];
  let row = 1;
  let i = 0;
  while (rows.length < maxRows) {
    let value = '';
    if (body[i] === '"') {
      let from = i + 1;
      for (;;) {
        const quote = body.indexOf('"', from);
        if (quote < 0) {
          value += body.slice(from);
          i = body.length;
          break;
        }
        value += body.slice(from, quote);
        if (body[quote + 1] !== '"') {
          i = quote + 1;
          break;
        }
        value += '"';
        from = quote + 2;
      }
    }
    const end = endOfField(i);
    value += body.slice(i, end);
    cells.push(value);
    i = end;
    if (body[i] === delimiter) {
      i++;
      continue;
    }
    if (cells.some((c) => c !== '')) rows.push({ row, cells });
    cells = [];
    row++;
    if (i >= body.length) break;
    i += body[i] === '\r' && body[i + 1] === '\n' ? 2 : 1;
    if (i >= body.length) break;
  }
  return rows;
}
