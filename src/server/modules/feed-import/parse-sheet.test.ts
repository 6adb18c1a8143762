import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSheet } from './parse-sheet';
import { parseCsv } from './sheet-csv';
import { MAX_SHEET_ROWS, SheetError, sheetErrorTexts } from './sheet-error';
import { writeZip } from './sheet-zip';

/*
 * Builds small .xlsx files by hand for the tests (shared and inline strings, skipped cells, date
 * styles), so what Excel itself writes is covered and not only what our template writer writes.
 * Not used by the app.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

interface TestWorkbook {
  /** The first sheet's <sheetData> content. */
  sheetData: string;
  sharedStrings?: string[];
  /** numFmtId of each cellXfs entry (style index = position). */
  styles?: number[];
  date1904?: boolean;
  /** An extra sheet before the data sheet in the archive, listed after it in the workbook. */
  secondSheetData?: string;
  /** Written before the first sheet's root element. */
  sheetProlog?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function testXlsx(w: TestWorkbook): Buffer {
  const files: { name: string; data: string }[] = [
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><workbookPr${w.date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="Datos" sheetId="1" r:id="rId7"/>${w.secondSheetData ? '<sheet name="Otra" sheetId="2" r:id="rId8"/>' : ''}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="${PKG}"><Relationship Id="rId8" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${RELS}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet2.xml',
      data: `${w.sheetProlog ?? ''}<worksheet xmlns="${MAIN}"><sheetData>${w.sheetData}</sheetData></worksheet>`,
    },
  ];
  if (w.secondSheetData)
    files.push({
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="${MAIN}"><sheetData>${w.secondSheetData}</sheetData></worksheet>`,
    });
  if (w.sharedStrings)
    files.push({
      name: 'xl/sharedStrings.xml',
      data: `<sst xmlns="${MAIN}" count="${w.sharedStrings.length}">${w.sharedStrings.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
    });
  if (w.styles)
    files.push({
      name: 'xl/styles.xml',
      data: `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/></numFmts><cellXfs count="${w.styles.length}">${w.styles.map((id) => `<xf numFmtId="${id}"/>`).join('')}</cellXfs></styleSheet>`,
    });
  return writeZip(files);
}

const csv = (text: string) => Buffer.from(text, 'utf8');

async function refused(bytes: Buffer, code: keyof typeof sheetErrorTexts, filename?: string) {
  const error = await parseSheet(bytes, filename).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SheetError);
  expect((error as SheetError).code).toBe(code);
  expect((error as SheetError).message).toBe(sheetErrorTexts[code]);
}

describe('a CSV as Excel saves it', () => {
  it('reads UTF-8 with BOM, semicolons, CRLF and comma decimals', async () => {
    const sheet = await parseSheet(
      csv(
        '\uFEFFReferencia;Operación;Tipo;Precio (€);Población;Superficie construida (m²);Latitud\r\nA-1;Venta;Ático;250.000 €;Málaga;85,5;36,7213\r\n',
      ),
    );
    expect(sheet.format).toBe('csv');
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: {
          reference: 'A-1',
          operation: 'Venta',
          type: 'Ático',
          price: '250.000 €',
          city: 'Málaga',
          sqm: '85,5',
          lat: '36,7213',
        },
        photos: [],
      },
    ]);
  });

  it('reads Windows-1252 bytes (a Spanish Windows Excel without UTF-8)', async () => {
    // "Población;Baños" / "Málaga" / "250.000 €" in Windows-1252: á = E1, ñ = F1, € = 80.
    const bytes = Buffer.concat([
      Buffer.from('Referencia;Población;Baños;Precio\r\nM-1;Málaga;2;250.000 ', 'latin1'),
      Buffer.from([0x80]),
      Buffer.from('\r\n', 'latin1'),
    ]);
    const [row] = (await parseSheet(bytes)).rows;
    expect(row?.cells).toEqual({ reference: 'M-1', city: 'Málaga', baths: '2', price: '250.000 €' });
  });

  it('keeps quoted delimiters, doubled quotes and line breaks; rows numbered as Excel shows them', async () => {
    const sheet = await parseSheet(
      csv(
        'Referencia,Descripción,Precio\n"A-1","Línea 1\nLínea 2 con ""comillas"", y coma",100000\n\nA-2,Sin comillas,200000\n',
      ),
    );
    expect(sheet.rows.map((r) => [r.row, r.cells.description, r.cells.price])).toEqual([
      [2, 'Línea 1\nLínea 2 con "comillas", y coma', '100000'],
      [4, 'Sin comillas', '200000'],
    ]);
  });

  it('reads tabs in UTF-16 (Excel’s «Texto Unicode») and an Excel «sep=» line', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Referencia\tPrecio\r\nB-1\t90000\r\n', 'utf16le'),
    ]);
    expect((await parseSheet(utf16)).rows[0]?.cells).toEqual({ reference: 'B-1', price: '90000' });
    const sep = csv('sep=,\r\nReferencia,Precio,Población;Provincia\r\nB-2,"90000",Vigo;Pontevedra\r\n');
    const sheet = await parseSheet(sep);
    expect(sheet.ignoredColumns).toEqual(['Población;Provincia']);
    expect(sheet.rows[0]).toMatchObject({ row: 2, cells: { reference: 'B-2', price: '90000' } });
  });

  it('finds the header below a title line and lists the columns it does not know', async () => {
    const sheet = await parseSheet(
      csv(
        'Inmuebles de la agencia;;\n;;\nRef;Precio;Notas internas;Foto 2;Foto 1\nC-1;1;ojo;http://b.jpg;http://a.jpg\n',
      ),
    );
    expect(sheet.columns).toEqual(['reference', 'price', 'photo2', 'photo1']);
    expect(sheet.ignoredColumns).toEqual(['Notas internas']);
    expect(sheet.rows[0]).toEqual({
      row: 4,
      cells: { reference: 'C-1', price: '1' },
      photos: ['http://a.jpg', 'http://b.jpg'],
    });
  });

  it('keeps what Excel keeps around quotes, and an unclosed quote to the end', () => {
    expect(parseCsv('a;"b"c;d"e;\n"f\n').map((r) => r.cells)).toEqual([['a', 'bc', 'd"e', ''], ['f\n']]);
    expect(parseCsv('x,y\r\n\r\n1,2').map((r) => [r.row, ...r.cells])).toEqual([
      [1, 'x', 'y'],
      [3, '1', '2'],
    ]);
  });

  it('splits one «Fotos» cell into URLs', async () => {
    const sheet = await parseSheet(
      csv('Referencia;Precio;Fotos\nD-1;1;"https://x.es/1.jpg, https://x.es/2,3.jpg\nhttps://x.es/4.jpg"\n'),
    );
    expect(sheet.rows[0]?.photos).toEqual([
      'https://x.es/1.jpg',
      'https://x.es/2,3.jpg',
      'https://x.es/4.jpg',
    ]);
  });
});

describe('an .xlsx', () => {
  const shared = [
    'Referencia',
    'Población',
    'Superficie construida (m²)',
    'Disponible desde',
    'MAD-1',
    'Consumo (kWh/m²·año)',
  ];
  const data = [
    // D1 and D2 are absent (Excel skips empty cells); C1 is an inline string.
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Precio</t></is></c>',
    '<c r="E1" t="s"><v>2</v></c><c r="F1" t="s"><v>3</v></c><c r="G1" t="inlineStr"><is><r><t>Exte</t></r><r><t>rior</t></r></is></c>',
    '<c r="H1" t="inlineStr"><is><t>Latitud</t></is></c><c r="I1" t="s"><v>5</v></c></row>',
    '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2" t="inlineStr"><is><t>Madrid</t></is></c><c r="C2"><v>250000</v></c>',
    '<c r="E2" s="0"><v>85.5</v></c><c r="F2" s="1"><v>46419</v></c><c r="G2" t="b"><v>1</v></c><c r="H2"><v>40.416800000000002</v></c><c r="I2"><v>1.125</v></c></row>',
    '<row r="3"><c r="D3" t="s"><v>0</v></c></row>',
    '<row r="5"><c r="A5" t="inlineStr"><is><t>MAD-2</t></is></c><c t="inlineStr"><is><t>Toledo</t></is></c>',
    '<c r="C5" t="str"><f>"A consultar"</f><v>A consultar</v></c><c r="F5" s="2"><v>46419.75</v></c><c r="XFD5"><v>1</v></c></row>',
    '<row r="6"><c r="A6" t="e"><v>#N/A</v></c></row>',
  ].join('');

  it('reads shared and inline strings, skipped cells, numbers, booleans and dates', async () => {
    const sheet = await parseSheet(
      testXlsx({
        sheetData: data,
        sharedStrings: shared,
        styles: [0, 14, 164],
        secondSheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>Otra hoja</t></is></c></row>',
      }),
      'inmuebles.xlsx',
    );
    expect(sheet.format).toBe('xlsx');
    expect(sheet.columns).toEqual([
      'reference',
      'city',
      'price',
      'sqm',
      'availableFrom',
      'exterior',
      'lat',
      'energyConsumptionKwh',
    ]);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: {
          reference: 'MAD-1',
          city: 'Madrid',
          price: '250000',
          sqm: '85,5',
          availableFrom: '2027-02-01',
          exterior: 'TRUE',
          lat: '40,4168',
          // "1.125" would read as 1125 in Spanish: the decimal mark becomes a comma.
          energyConsumptionKwh: '1,125',
        },
        photos: [],
      },
      {
        row: 5,
        cells: { reference: 'MAD-2', city: 'Toledo', price: 'A consultar', availableFrom: '2027-02-01' },
        photos: [],
      },
    ]);
  });

  it('reads a workbook another program wrote (openpyxl: inline strings, character references, a date cell)', async () => {
    const bytes = readFileSync(new URL('../../../../test/fixtures/sheets/openpyxl.xlsx', import.meta.url));
    const sheet = await parseSheet(bytes, 'openpyxl.xlsx');
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: {
          reference: 'VLC-7',
          operation: 'Alquiler',
          type: 'Piso',
          price: '1150',
          city: 'València',
          sqm: '85,5',
          beds: '2',
          exterior: 'TRUE',
          availableFrom: '2027-02-01',
          depositMonths: '2',
          energyStatus: 'En trámite',
          features: 'Ascensor; Balcón',
        },
        photos: ['https://img.example.com/a.jpg'],
      },
      {
        row: 3,
        cells: {
          reference: 'VLC-8',
          operation: 'Venta',
          type: 'Dúplex',
          price: '312000',
          city: 'Gandia',
          beds: '3',
          exterior: 'FALSE',
          features: 'Terraza',
        },
        photos: ['https://img.example.com/b.jpg'],
      },
    ]);
  });

  it('counts dates from 1904 when the workbook says so', async () => {
    const sheet = await parseSheet(
      testXlsx({
        sheetData:
          '<row r="1"><c r="A1" t="inlineStr"><is><t>Referencia</t></is></c><c r="B1" t="inlineStr"><is><t>Disponible desde</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>X</t></is></c><c r="B2" s="1"><v>1</v></c></row>',
        styles: [0, 14],
        date1904: true,
      }),
    );
    expect(sheet.rows[0]?.cells.availableFrom).toBe('1904-01-02');
  });

  it('refuses a DOCTYPE (no entity is ever expanded) and an unknown entity', async () => {
    const row = '<row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row>';
    const doctype = '<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
    await refused(testXlsx({ sheetData: row, sheetProlog: doctype }), 'damaged');
    await refused(testXlsx({ sheetData: row }), 'damaged');
  });
});

describe('files that cannot be imported', () => {
  it('answers in Spanish and imports nothing', async () => {
    await refused(Buffer.alloc(0), 'empty');
    await refused(csv('\uFEFF\r\n  \r\n'), 'empty');
    await refused(csv('%PDF-1.7\n'), 'notSheet');
    await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'notSheet');
    await refused(csv('<!doctype html><html><body>Iniciar sesión</body></html>'), 'notSheet');
    await refused(
      csv('<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"/>'),
      'convert',
    );
    await refused(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'convert',
      'viejo.xls',
    );
    await refused(writeZip([{ name: 'word/document.xml', data: '<w/>' }]), 'notSheet');
    await refused(
      writeZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' }]),
      'convert',
    );
    await refused(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'tooBig');
    await refused(csv('Nombre;Apellidos\nAna;Pérez\n'), 'noHeader');
    await refused(csv('Precio;Población\n100000;Madrid\n'), 'noReference');
    await refused(csv('Referencia;Precio\n;;\n'), 'noRows');
  });

  it('says exactly «Falta la columna «Referencia»» and «Guarda el archivo como .xlsx o CSV»', () => {
    expect(sheetErrorTexts.noReference).toBe('Falta la columna «Referencia».');
    expect(sheetErrorTexts.convert).toContain('Guarda el archivo como .xlsx o CSV');
  });

  it(`takes ${MAX_SHEET_ROWS} rows and refuses one more`, async () => {
    const rows = (n: number) =>
      csv(`Referencia;Precio\n${Array.from({ length: n }, (_, i) => `R-${i};1`).join('\n')}\n`);
    expect((await parseSheet(rows(MAX_SHEET_ROWS))).rows).toHaveLength(MAX_SHEET_ROWS);
    await refused(rows(MAX_SHEET_ROWS + 1), 'tooMany');
    const xlsxRows = Array.from(
      { length: MAX_SHEET_ROWS + 1 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`,
    ).join('');
    await refused(
      testXlsx({
        sheetData: `<row r="1"><c r="A1" t="inlineStr"><is><t>Referencia</t></is></c><c r="B1" t="inlineStr"><is><t>Precio</t></is></c></row>${xlsxRows}`,
      }),
      'tooMany',
    );
  });

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = testXlsx({ sheetData: `<row r="1"/>${' '.repeat(60 * 1024 * 1024)}` });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, 'unzipTooBig');
  });
});
