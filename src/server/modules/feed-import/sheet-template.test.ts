import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { energyTexts } from '../../../shared/energy-certificate';
import { FEATURES, PROPERTY_TYPES } from '../../../shared/listing-catalog';
import { listingInputSchema } from '../../../shared/listings';
import { mapSheetRow } from './map-sheet';
import { parseSheet } from './parse-sheet';
import { SHEET_COLUMNS } from './sheet-columns';
import { templateCsv, templateXlsx } from './sheet-template';
import { walkXml } from './sheet-xml';
import { zipReader } from './sheet-zip';

const mapped = async (bytes: Buffer) => {
  const { rows } = await parseSheet(bytes);
  expect(rows).toHaveLength(1);
  const m = mapSheetRow(rows[0]!, { maxPhotos: 12 });
  if (!m.ok) throw new Error(m.reason);
  return m;
};

/** The text of every cell of a worksheet part, row by row. */
function sheetText(xml: Buffer): string[][] {
  const rows: string[][] = [];
  let inT = false;
  walkXml(xml, 'sheet', {
    open(name) {
      if (name === 'row') rows.push([]);
      if (name === 't' || name === 'v') inT = true;
    },
    close(name) {
      if (name === 't' || name === 'v') inT = false;
    },
    text(t) {
      if (inT) rows.at(-1)?.push(t);
    },
  });
  return rows;
}

describe('the CSV template', () => {
  it('is UTF-8 with BOM, ";" separated, CRLF: what Spanish Excel opens as columns', () => {
    const bytes = templateCsv();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(SHEET_COLUMNS.map((c) => c.header).join(';'));
    expect(lines[1]).toContain(';40,4378;-3,7005;');
  });

  it('reads back as a valid, published flat for sale in Madrid, with nothing to note', async () => {
    const m = await mapped(templateCsv());
    expect(m.notes).toEqual([]);
    expect(listingInputSchema.parse(m.input)).toMatchObject({
      reference: 'MAD-0001',
      operation: 'sale',
      propertyType: 'piso',
      city: 'Madrid',
      price: 385000,
      published: true,
      energyStatus: 'certified',
      energyConsumptionKwh: 185.5,
    });
    expect(m.photos).toHaveLength(2);
  });
});

describe('the .xlsx template', () => {
  it('reads back exactly as the CSV does (same listing, same version)', async () => {
    const [fromXlsx, fromCsv] = await Promise.all([mapped(templateXlsx()), mapped(templateCsv())]);
    expect(fromXlsx.input).toEqual(fromCsv.input);
    expect(fromXlsx.version).toBe(fromCsv.version);
  });

  it('is a well-formed workbook: sheets Inmuebles and Instrucciones, bold frozen header, widths, lists', () => {
    const bytes = templateXlsx();
    expect(templateXlsx().equals(bytes)).toBe(true);
    const zip = zipReader(bytes);
    for (const name of zip.names()) walkXml(zip.read(name) as Buffer, name, {});
    expect(zip.names()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    const workbook = zip.read('xl/workbook.xml')?.toString() ?? '';
    expect(workbook).toMatch(/<sheet name="Inmuebles" sheetId="1" r:id="rId1"\/><sheet name="Instrucciones"/);
    expect(zip.read('xl/styles.xml')?.toString()).toContain('<b/>');
    const sheet = zip.read('xl/worksheets/sheet1.xml')?.toString() ?? '';
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Referencia</t>');
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toContain('<col min="1" max="1" width="14" customWidth="1"/>');
    expect(sheet).toContain('<formula1>&quot;Venta,Alquiler&quot;</formula1>');
    expect(sheetText(zip.read('xl/worksheets/sheet1.xml') as Buffer)[0]).toEqual(
      SHEET_COLUMNS.map((c) => c.header),
    );
  });

  it('explains each column and its allowed values in «Instrucciones»', () => {
    const zip = zipReader(templateXlsx());
    const rows = sheetText(zip.read('xl/worksheets/sheet2.xml') as Buffer);
    const text = rows.flat().join('\n');
    for (const c of SHEET_COLUMNS.filter((c) => !c.key.startsWith('photo'))) expect(text).toContain(c.header);
    expect(text).toContain('Foto 1 … Foto 12');
    for (const t of PROPERTY_TYPES) expect(text).toContain(`«${t.es}»`);
    for (const f of FEATURES) expect(text).toContain(`«${f.es}»`);
    for (const s of Object.values(energyTexts.statuses)) expect(text).toContain(`«${s}»`);
    expect(text).toContain('«Venta» o «Alquiler»');
  });

  const office = ['libreoffice', 'soffice'].find((bin) => spawnSync(bin, ['--version']).status === 0);
  it.skipIf(!office)('opens in LibreOffice (converted to CSV and read back)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plantilla-'));
    try {
      writeFileSync(join(dir, 'plantilla.xlsx'), templateXlsx());
      const run = spawnSync(
        office as string,
        ['--headless', '--convert-to', 'csv', '--outdir', dir, join(dir, 'plantilla.xlsx')],
        {
          timeout: 120_000,
        },
      );
      expect(run.status).toBe(0);
      const m = await mapped(readFileSync(join(dir, 'plantilla.csv')));
      expect(m.key).toBe('MAD-0001');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
