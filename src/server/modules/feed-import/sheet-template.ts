import { energyTexts } from '../../../shared/energy-certificate';
import { ENERGY_LETTERS } from '../../../shared/energy-label';
import {
  CONDITIONS,
  conditionLabels,
  ORIENTATIONS,
  operationLabels,
  orientationLabels,
  PROPERTY_TYPES,
} from '../../../shared/listing-catalog';
import { type FieldKey, SHEET_COLUMNS } from './sheet-columns';
import { writeXlsx, type XlsxCell } from './sheet-xlsx-write';

/*
 * The downloadable template (issue 28 → Import from a spreadsheet): the columns of sheet-columns.ts
 * and one example row, a flat for sale in Madrid. The CSV is what Spanish Excel opens as columns
 * (UTF-8 with BOM, ";"); the .xlsx adds a bold header, widths, drop-down lists and an
 * «Instrucciones» sheet.
 */

const YES_NO = ['Sí', 'No'];

/** Drop-down values of the columns that have a closed list. */
const LISTS: Partial<Record<FieldKey, string[]>> = {
  operation: [operationLabels.sale.es, operationLabels.rent.es],
  type: PROPERTY_TYPES.map((t) => t.es),
  exterior: YES_NO,
  condition: CONDITIONS.map((c) => conditionLabels[c].es),
  orientation: ORIENTATIONS.map((o) => orientationLabels[o].es),
  energyStatus: Object.values(energyTexts.statuses),
  energyConsumption: [...ENERGY_LETTERS],
  energyEmissions: [...ENERGY_LETTERS],
  published: YES_NO,
};

const headers = () => SHEET_COLUMNS.map((c) => c.header);
const example = (): XlsxCell[] => SHEET_COLUMNS.map((c) => c.example);

const csvField = (v: XlsxCell): string => {
  // Spanish Excel reads "40,4378" as a number and "40.4378" as text.
  const s = typeof v === 'number' ? String(v).replace('.', ',') : (v ?? '');
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The CSV template: UTF-8 with BOM, ";" separated, CRLF, header and example row. */
export function templateCsv(): Buffer {
  const lines = [headers(), example()].map((row) => row.map(csvField).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function instructions(): XlsxCell[][] {
  const photos = SHEET_COLUMNS.filter((c) => c.key.startsWith('photo'));
  const rows: XlsxCell[][] = [['Columna', 'Obligatoria', 'Qué escribir']];
  for (const c of SHEET_COLUMNS) {
    if (c.key.startsWith('photo') && c !== photos[0]) continue;
    const name = c === photos[0] ? `${photos[0]?.header} … ${photos.at(-1)?.header}` : c.header;
    rows.push([name, c.required ? 'Sí' : 'No', c.help]);
  }
  rows.push(
    [],
    ['Cómo se importa'],
    [
      '',
      '',
      'Una fila por inmueble, debajo de los encabezados. No cambies los encabezados; las columnas que no uses pueden quedar vacías.',
    ],
    [
      '',
      '',
      'Antes de guardar nada verás una vista previa: inmuebles nuevos, actualizados, sin cambios y filas con errores, con el motivo de cada una.',
    ],
    [
      '',
      '',
      'Al importar de nuevo, cada fila actualiza el inmueble con la misma referencia; los inmuebles que no están en la hoja no se tocan.',
    ],
    [
      '',
      '',
      'También puedes guardar la hoja como CSV (separado por punto y coma o por comas) y subirla igual.',
    ],
  );
  return rows;
}

/** The .xlsx template: «Inmuebles» (header and example row) and «Instrucciones». */
export function templateXlsx(): Buffer {
  const lists = SHEET_COLUMNS.flatMap((c, column) => {
    const values = LISTS[c.key as FieldKey];
    return values ? [{ column, values }] : [];
  });
  const wrap = SHEET_COLUMNS.flatMap((c, i) =>
    c.key === 'description' || c.key === 'descriptionEn' ? [i] : [],
  );
  return writeXlsx([
    {
      name: 'Inmuebles',
      rows: [headers(), example()],
      widths: SHEET_COLUMNS.map((c) => Math.max(c.width, c.header.length + 2)),
      header: true,
      wrap,
      lists,
    },
    { name: 'Instrucciones', rows: instructions(), widths: [28, 12, 110], header: true, wrap: [2] },
  ]);
}
