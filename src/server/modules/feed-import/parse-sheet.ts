import { columnOf, type FieldKey, photoNumber, type SheetKey } from './sheet-columns';
import { decodeCsv, type GridRow, parseCsv } from './sheet-csv';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS, SheetError } from './sheet-error';
import { readXlsx } from './sheet-xlsx';

/*
 * A spreadsheet upload (issue 28 → Import from a spreadsheet) → one row of strings per listing,
 * keyed by the template's columns. .xlsx or CSV, told apart by their bytes, not their name.
 * Throws SheetError (Spanish) for a file nothing can be imported from.
 */

/** One listing row: its cells by column and its photo URLs in column order (not yet checked). */
export interface SheetRow {
  /** The row number Excel shows (the header is usually row 1). */
  row: number;
  cells: Partial<Record<FieldKey, string>>;
  photos: string[];
}

export interface ParsedSheet {
  format: 'csv' | 'xlsx';
  rows: SheetRow[];
  /** The columns recognised, in sheet order. */
  columns: SheetKey[];
  /** Headers not recognised (or repeated), for the preview. */
  ignoredColumns: string[];
}

/** The header may sit below a title line or two. */
const HEADER_SEARCH = 10;

const starts = (bytes: Buffer, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);

function sniff(bytes: Buffer, filename: string): 'xlsx' | 'csv' {
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04) || starts(bytes, 0x50, 0x4b, 0x05, 0x06)) return 'xlsx';
  // OLE compound file: Excel 97–2003 .xls, or an .xlsx encrypted with a password.
  if (starts(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) throw new SheetError('convert', 'OLE');
  const utf16 = starts(bytes, 0xff, 0xfe) || starts(bytes, 0xfe, 0xff);
  if (!utf16 && bytes.subarray(0, 8192).includes(0)) throw new SheetError('notSheet', 'binary');
  if (
    /\.(xls|xlsb|ods|numbers)$/i.test(filename) &&
    !utf16 &&
    bytes.subarray(0, 8192).toString('latin1').trimStart().startsWith('<')
  )
    throw new SheetError('convert', 'markup saved as a spreadsheet');
  return 'csv';
}

function csvGrid(bytes: Buffer, maxRows: number): GridRow[] {
  const text = decodeCsv(bytes);
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  if (head === '') throw new SheetError('empty');
  if (head.startsWith('<')) {
    // Excel 2003 XML ("Hoja de cálculo XML 2003") or a web page.
    if (text.includes('urn:schemas-microsoft-com:office:spreadsheet'))
      throw new SheetError('convert', 'SpreadsheetML');
    throw new SheetError('notSheet', 'markup');
  }
  if (head.startsWith('%pdf') || head.startsWith('{')) throw new SheetError('notSheet', head.slice(0, 8));
  return parseCsv(text, maxRows);
}

const recognised = (cells: string[]) => new Set(cells.map(columnOf).filter((k) => k !== undefined));

export async function parseSheet(bytes: Buffer, filename = ''): Promise<ParsedSheet> {
  if (bytes.length === 0) throw new SheetError('empty');
  if (bytes.length > MAX_SHEET_BYTES) throw new SheetError('tooBig');
  const format = sniff(bytes, filename);
  // Room for title lines and rows of notes beside the listings; a sheet that fills it all is too
  // long (never cut silently).
  const maxRows = MAX_SHEET_ROWS * 2;
  const grid = format === 'xlsx' ? readXlsx(bytes, maxRows) : csvGrid(bytes, maxRows);
  if (grid.length === 0) throw new SheetError('empty');
  if (grid.length >= maxRows) throw new SheetError('tooMany');

  const headerAt = grid.slice(0, HEADER_SEARCH).findIndex((r) => recognised(r.cells).size >= 2);
  const header = grid[headerAt];
  if (!header) throw new SheetError('noHeader');

  const keys: (SheetKey | undefined)[] = [];
  const columns: SheetKey[] = [];
  const ignoredColumns: string[] = [];
  for (const cell of header.cells) {
    const key = columnOf(cell);
    const fresh = key !== undefined && !columns.includes(key);
    keys.push(fresh ? key : undefined);
    if (fresh) columns.push(key);
    else if (cell.trim() !== '') ignoredColumns.push(cell.trim());
  }
  if (!columns.includes('reference')) throw new SheetError('noReference');

  const rows: SheetRow[] = [];
  for (const { row, cells } of grid.slice(headerAt + 1)) {
    const values: Partial<Record<FieldKey, string>> = {};
    const photos: { n: number; url: string }[] = [];
    cells.forEach((raw, i) => {
      const key = keys[i];
      const value = raw.trim();
      if (!key || value === '') return;
      const n = photoNumber(key);
      if (n !== null) photos.push({ n, url: value });
      else if (key === 'photos') {
        for (const url of value.split(/[\s;|]+|,(?=\s*https?:)/i)) if (url) photos.push({ n: 1000, url });
      } else values[key as FieldKey] = value;
    });
    if (Object.keys(values).length === 0 && photos.length === 0) continue;
    if (rows.length === MAX_SHEET_ROWS) throw new SheetError('tooMany');
    rows.push({ row, cells: values, photos: photos.sort((a, b) => a.n - b.n).map((p) => p.url) });
  }
  if (rows.length === 0) throw new SheetError('noRows');
  return { format, rows, columns, ignoredColumns };
}
