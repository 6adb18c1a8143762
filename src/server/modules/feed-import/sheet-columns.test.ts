import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS } from '../../../shared/listings';
import { parseSheet } from './parse-sheet';
import { columnLabel, columnOf, SHEET_COLUMNS } from './sheet-columns';
import { templateCsv, templateXlsx } from './sheet-template';

describe('the template columns', () => {
  it('recognises every header of the template as its own column', () => {
    for (const c of SHEET_COLUMNS) expect(columnOf(c.header), c.header).toBe(c.key);
  });

  it('reads back every column of both templates, none ignored', async () => {
    for (const bytes of [templateCsv(), templateXlsx()]) {
      const sheet = await parseSheet(bytes);
      expect(sheet.columns).toEqual(SHEET_COLUMNS.map((c) => c.key));
      expect(sheet.ignoredColumns).toEqual([]);
    }
  });

  it('has one column per photo the model allows and no postal code (the model has none)', () => {
    expect(SHEET_COLUMNS.filter((c) => c.key.startsWith('photo'))).toHaveLength(MAX_PHOTOS);
    expect(columnOf('Código postal')).toBeUndefined();
  });

  it('is tolerant of case, accents, spaces, units and synonyms', () => {
    const cases: [string, string][] = [
      ['REFERENCIA', 'reference'],
      ['  ref ', 'reference'],
      ['Reference', 'reference'],
      ['operacion', 'operation'],
      ['Tipo de inmueble', 'type'],
      ['Precio', 'price'],
      ['price', 'price'],
      ['Precio €', 'price'],
      ['Precio (EUR)', 'price'],
      ['poblacion', 'city'],
      ['Municipio', 'city'],
      ['Superficie construida', 'sqm'],
      ['Superficie construida m2', 'sqm'],
      ['superficie construida (m2)', 'sqm'],
      ['Superficie útil m²', 'usableSqm'],
      ['Parcela', 'plotSqm'],
      ['Nº de dormitorios', 'beds'],
      ['Habitaciones', 'beds'],
      ['banos', 'baths'],
      ['Exterior', 'exterior'],
      ['Año construcción', 'yearBuilt'],
      ['Gastos de comunidad', 'communityFees'],
      ['IBI', 'ibi'],
      ['Fianza', 'depositMonths'],
      ['Certificado energético', 'energyStatus'],
      ['Consumo', 'energyConsumption'],
      ['Letra de emisiones', 'energyEmissions'],
      ['Consumo kWh/m2·año', 'energyConsumptionKwh'],
      ['Emisiones (kg CO2/m2 año)', 'energyEmissionsKg'],
      ['caracteristicas', 'features'],
      ['Description', 'descriptionEn'],
      ['Latitude', 'lat'],
      ['lon', 'lng'],
      ['Publicado', 'published'],
      ['foto1', 'photo1'],
      ['Photo 12', 'photo12'],
      ['Imagen 15', 'photo15'],
      ['Fotos', 'photos'],
    ];
    for (const [header, key] of cases) expect(columnOf(header), header).toBe(key);
    expect(columnOf('Notas internas')).toBeUndefined();
    expect(columnOf('Foto 0')).toBeUndefined();
  });

  it('names columns in reasons without their units', () => {
    expect(columnLabel('price')).toBe('Precio');
    expect(columnLabel('sqm')).toBe('Superficie construida');
    expect(columnLabel('photo3')).toBe('Foto 3');
  });
});
