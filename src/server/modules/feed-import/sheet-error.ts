import { groupedCount } from '../../../shared/format';

/*
 * Why a spreadsheet cannot be imported at all (issue 28 → Import from a spreadsheet). Nothing is
 * imported from such a file; a single bad row is a row's reason instead (map-sheet.ts).
 */

/** Largest spreadsheet read, in bytes. */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
/** Most listing rows read from one spreadsheet (as MAX_FEED_PROPERTIES for a feed). */
export const MAX_SHEET_ROWS = 5_000;

export type SheetErrorCode =
  | 'tooBig'
  | 'unzipTooBig'
  | 'tooMany'
  | 'empty'
  | 'notSheet'
  | 'convert'
  | 'damaged'
  | 'noHeader'
  | 'noReference'
  | 'noRows';

/** Spanish answers for a spreadsheet that cannot be imported. */
export const sheetErrorTexts: Record<SheetErrorCode, string> = {
  tooBig: `El archivo supera el tamaño máximo de ${groupedCount.format(MAX_SHEET_BYTES / 1024 / 1024)} MB.`,
  unzipTooBig: 'El contenido del archivo .xlsx es demasiado grande para importarlo.',
  tooMany: `La hoja tiene más de ${groupedCount.format(MAX_SHEET_ROWS)} inmuebles, el máximo que se importa.`,
  empty: 'El archivo está vacío.',
  notSheet: 'El archivo no es una hoja de cálculo. Sube la plantilla en formato .xlsx o CSV.',
  convert:
    'No podemos leer este formato (Excel antiguo .xls, un archivo protegido con contraseña u otro programa). Guarda el archivo como .xlsx o CSV y súbelo de nuevo.',
  damaged:
    'El archivo .xlsx está dañado o incompleto. Ábrelo en Excel, guárdalo de nuevo y vuelve a subirlo.',
  noHeader:
    'No encontramos la fila de encabezados. Usa la plantilla: su primera fila lleva los nombres de las columnas (Referencia, Operación, Tipo, Precio…).',
  noReference: 'Falta la columna «Referencia».',
  noRows: 'La hoja no tiene ningún inmueble: añade una fila por inmueble debajo de los encabezados.',
};

export class SheetError extends Error {
  constructor(
    readonly code: SheetErrorCode,
    /** Technical detail for logs; not shown to the agency. */
    readonly detail?: string,
  ) {
    super(sheetErrorTexts[code]);
    this.name = 'SheetError';
  }
}
