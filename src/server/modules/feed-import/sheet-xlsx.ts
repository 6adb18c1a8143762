import { posix } from 'node:path';
import type { GridRow } from './sheet-csv';
import { SheetError } from './sheet-error';
import { attribute, walkXml } from './sheet-xml';
import { zipReader } from './sheet-zip';

/*
 * The first worksheet of an .xlsx as rows of display strings. Numbers keep Excel's value with a
 * decimal comma ("85,5"), so the es-ES reading of the mapper never takes "85.125" for 85 125;
 * a date-formatted number becomes an ISO date ("2027-02-01"); booleans become "TRUE"/"FALSE".
 */

/** Columns beyond this are ignored (a stray cell at XFD1 must not make every row 16 384 wide). */
const MAX_COLUMNS = 512;

const REL = 'http://schemas.openxmlformats.org/';

type Zip = ReturnType<typeof zipReader>;

interface Relationship {
  id: string;
  type: string;
  target: string;
}

function relationships(zip: Zip, part: string): Relationship[] {
  const path = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
  const xml = zip.read(path);
  const found: Relationship[] = [];
  if (!xml) return found;
  walkXml(xml, path, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      const target = a.Target.startsWith('/')
        ? a.Target.slice(1)
        : posix.normalize(posix.join(posix.dirname(part), a.Target));
      found.push({ id: a.Id, type: a.Type ?? '', target });
    },
  });
  return found;
}

const ofType = (rels: Relationship[], kind: string) =>
  rels.find((r) => r.type.startsWith(REL) && r.type.endsWith(`/${kind}`))?.target;

function sharedStrings(zip: Zip, path: string): string[] {
  const xml = zip.read(path);
  const strings: string[] = [];
  if (!xml) return strings;
  let current: string | null = null;
  let inT = false;
  let phonetic = 0;
  walkXml(xml, path, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inT = true;
    },
    close(name) {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inT = false;
    },
    text(t) {
      if (inT && phonetic === 0 && current !== null) current += t;
    },
  });
  return strings;
}

const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57, 58]);

/** Whether each cell style (the `s` of a cell) shows a number as a date. */
function dateStyles(zip: Zip, path: string | undefined): boolean[] {
  const xml = path ? zip.read(path) : undefined;
  if (!xml || !path) return [];
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inXfs = false;
  walkXml(xml, path, {
    open(name, a) {
      if (name === 'numFmt') {
        // Quoted text, [colours/locales] and escaped or padding characters aside, d m y h s mean a date.
        const code = (a.formatCode ?? '').replace(/"[^"]*"|\[[^\]]*\]|[\\_*]./g, '');
        custom.set(Number(a.numFmtId), /[dmyhs]/i.test(code));
      } else if (name === 'cellXfs') inXfs = true;
      else if (name === 'xf' && inXfs) {
        const id = Number(a.numFmtId ?? 0);
        styles.push(custom.get(id) ?? BUILTIN_DATES.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inXfs = false;
    },
  });
  return styles;
}

/** An Excel serial day → "YYYY-MM-DD" (1900 system with its phantom 29 February 1900, or 1904). */
export function serialToIso(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const day = Math.floor(serial);
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, day >= 61 ? 30 : 31);
  return new Date(epoch + day * 86_400_000).toISOString().slice(0, 10);
}

/** "85.5" → "85,5"; Excel's float noise ("85.499999999999986") rounded away. */
const spanishNumber = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n)) return v.trim();
  return String(Number(n.toPrecision(15))).replace('.', ',');
};

function columnIndex(ref: string | undefined): number | null {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(ref ?? '')?.[1]?.toUpperCase();
  if (!letters) return null;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

class Enough extends Error {}

/** The first sheet's non-empty rows, at most `maxRows`. */
export function readXlsx(bytes: Buffer, maxRows: number): GridRow[] {
  const zip = zipReader(bytes);
  const rootRels = relationships(zip, '');
  const workbook = ofType(rootRels, 'officeDocument') ?? 'xl/workbook.xml';
  if (!zip.has(workbook)) {
    const mimetype = zip.read('mimetype')?.toString('latin1') ?? '';
    if (mimetype.includes('spreadsheet') || zip.has('Index/Document.iwa'))
      throw new SheetError('convert', mimetype || 'Numbers');
    throw new SheetError('notSheet', 'zip without a workbook');
  }

  let firstSheetRel: string | undefined;
  let date1904 = false;
  walkXml(zip.read(workbook) as Buffer, workbook, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = /^(1|true)$/.test(a.date1904 ?? '');
      if (name === 'sheet' && firstSheetRel === undefined) firstSheetRel = attribute(a, 'id', true);
    },
  });
  const rels = relationships(zip, workbook);
  const sheetPath = rels.find((r) => r.id === firstSheetRel)?.target;
  if (!sheetPath || !zip.has(sheetPath)) throw new SheetError('damaged', 'first sheet missing');
  const strings = sharedStrings(zip, ofType(rels, 'sharedStrings') ?? 'xl/sharedStrings.xml');
  const isDate = dateStyles(zip, ofType(rels, 'styles'));

  const rows: GridRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let col = -1;
  let type = '';
  let style = 0;
  let value = '';
  let inValue = false;
  let phonetic = 0;

  const cellText = (): string => {
    switch (type) {
      case 's':
        return strings[Number(value)] ?? '';
      case 'inlineStr':
      case 'str':
        return value;
      case 'b':
        return value.trim() === '1' ? 'TRUE' : 'FALSE';
      case 'd':
        return value.trim().slice(0, 10);
      case 'e':
        return '';
      default: {
        if (value.trim() === '') return '';
        if (isDate[style]) return serialToIso(Number(value), date1904) ?? spanishNumber(value);
        return spanishNumber(value);
      }
    }
  };

  try {
    walkXml(zip.read(sheetPath) as Buffer, sheetPath, {
      open(name, a) {
        if (name === 'row') {
          rowNumber = Number(a.r) || rowNumber + 1;
          cells = [];
          col = -1;
        } else if (name === 'c') {
          col = columnIndex(a.r) ?? col + 1;
          type = a.t ?? 'n';
          style = Number(a.s ?? 0);
          value = '';
        } else if (name === 'v' || (name === 't' && type === 'inlineStr')) inValue = true;
        else if (name === 'rPh') phonetic++;
      },
      close(name) {
        if (name === 'v' || name === 't') inValue = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && col < MAX_COLUMNS) {
          const text = cellText();
          if (text !== '') {
            while (cells.length < col) cells.push('');
            cells[col] = text;
          }
        } else if (name === 'row' && cells.some((c) => c.trim() !== '')) {
          rows.push({ row: rowNumber, cells });
          if (rows.length >= maxRows) throw new Enough();
        }
      },
      text(t) {
        if (inValue && phonetic === 0) value += t;
      },
    });
  } catch (e) {
    if (!(e instanceof Enough)) throw e;
  }
  return rows;
}
