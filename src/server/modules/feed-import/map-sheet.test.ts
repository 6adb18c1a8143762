import { describe, expect, it } from 'vitest';
import { listingInputSchema } from '../../../shared/listings';
import { type MappedRow, mapSheetRow, type SheetMapOptions } from './map-sheet';
import type { SheetRow } from './parse-sheet';
import type { FieldKey } from './sheet-columns';
import { amountOf, dateOf } from './sheet-values';

const row = (
  cells: Partial<Record<FieldKey, string | undefined>> = {},
  photos: string[] = [],
  n = 7,
): SheetRow => {
  const all: Partial<Record<FieldKey, string | undefined>> = {
    reference: 'MAD-1',
    operation: 'Venta',
    type: 'Piso',
    price: '250.000 €',
    city: 'Madrid',
    energyConsumption: 'C',
    energyEmissions: 'D',
    ...cells,
  };
  // A cell the sheet leaves empty is absent, as parse-sheet gives it.
  const present = Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined);
  return { row: n, cells: Object.fromEntries(present), photos };
};

const options: SheetMapOptions = { maxPhotos: 12 };
const map = (cells?: Parameters<typeof row>[0], photos?: string[], o: Partial<SheetMapOptions> = {}) =>
  mapSheetRow(row(cells, photos), { ...options, ...o });

function ok(m: MappedRow) {
  if (!m.ok) throw new Error(m.reason);
  return { ...m, values: listingInputSchema.parse(m.input) };
}
const reason = (m: MappedRow) => (m.ok ? null : m.reason);

describe('a spreadsheet row', () => {
  it('maps a full row, reading Spanish numbers, yes/no and catalogue labels', () => {
    const m = ok(
      map({
        title: 'Ático con vistas',
        type: 'ático',
        address: 'Calle de Ponzano 12, 3º B',
        sqm: '85,5',
        usableSqm: '1.234,56',
        plotSqm: '250000',
        beds: '3',
        baths: '2',
        floor: '3ª',
        exterior: 'sí',
        yearBuilt: '1965',
        condition: 'A reformar',
        orientation: 'Sur-este',
        communityFees: '120 €/mes',
        ibi: '480 €',
        energyStatus: 'Tiene certificado',
        energyConsumptionKwh: '185,5',
        energyEmissionsKg: '39,2',
        features: 'Ascensor; terraza, Aire acondicionado\nPortero',
        description: 'Luminoso.\n\nReformado.',
        descriptionEn: 'Bright.',
        lat: '40,4378',
        lng: '-3.7005',
        published: 'SI',
      }),
    );
    expect(m.key).toBe('MAD-1');
    expect(m.row).toBe(7);
    expect(m.notes).toEqual([]);
    expect(m.values).toMatchObject({
      title: 'Ático con vistas',
      operation: 'sale',
      propertyType: 'atico',
      useCode: 'residencial',
      price: 250000,
      city: 'Madrid',
      address: 'Calle de Ponzano 12, 3º B',
      sqm: 86,
      usableSqm: 1235,
      plotSqm: 250000,
      beds: 3,
      baths: 2,
      floor: '3ª',
      exterior: true,
      yearBuilt: 1965,
      condition: 'to_reform',
      orientation: 'se',
      communityFees: 120,
      ibi: 480,
      energyStatus: 'certified',
      energyConsumption: 'C',
      energyEmissions: 'D',
      energyConsumptionKwh: 185.5,
      energyEmissionsKg: 39.2,
      features: ['ascensor', 'terraza', 'aire', 'portero'],
      description: 'Luminoso.\n\nReformado.',
      descriptionEn: 'Bright.',
      lat: 40.4378,
      lng: -3.7005,
      published: true,
      reference: 'MAD-1',
      addressPrivacy: 'zone',
    });
  });

  it('maps a rent with its deposit and date, and titles it like a feed when the title is empty', () => {
    const m = ok(
      map({
        operation: 'alquiler',
        price: '1.200',
        depositMonths: '2 meses',
        availableFrom: '1/2/2027',
        type: 'Casa o chalet',
        city: 'Sevilla',
      }),
    );
    expect(m.values).toMatchObject({
      operation: 'rent',
      propertyType: 'casa',
      price: 1200,
      depositMonths: 2,
      availableFrom: '2027-02-01',
      title: 'Casa o chalet en alquiler en Sevilla',
    });
    expect(ok(map({ operation: 'Alquiler', availableFrom: '46419' })).values.availableFrom).toBe(
      '2027-02-01',
    );
  });

  it('says why a row is refused, with the row number Excel shows', () => {
    expect(map({ reference: undefined })).toEqual({
      ok: false,
      key: null,
      row: 7,
      reason: 'Fila 7: falta la referencia',
    });
    const cases: [Parameters<typeof row>[0], string][] = [
      [{ reference: 'R'.repeat(51) }, 'la referencia supera 50 caracteres'],
      [{ operation: undefined }, 'falta la operación (venta o alquiler)'],
      [{ operation: 'Traspaso' }, 'operación «Traspaso» no válida (venta o alquiler)'],
      [{ type: undefined }, 'falta el tipo de inmueble'],
      [{ price: undefined }, 'falta el precio'],
      [{ price: 'mucho' }, 'Precio: Introduce un número.'],
      [{ price: '250.000,50' }, 'Precio: El precio va sin céntimos: por ejemplo, 245000 o 245.000.'],
      [{ price: '-5' }, 'Precio: El número no puede ser negativo.'],
      [{ city: undefined }, 'falta la población'],
      [{ exterior: 'quizá' }, 'Exterior: escribe «Sí» o «No».'],
      [{ published: 'mañana' }, 'Publicado: escribe «Sí» o «No».'],
      [{ condition: 'Regular' }, 'Estado: Elige «Obra nueva», «Buen estado» o «A reformar».'],
      [{ orientation: 'Arriba' }, 'Orientación: Elige una orientación de la lista.'],
      [
        { energyStatus: 'Quizá' },
        'Certificado energético: Elige «Tiene certificado», «En trámite» o «Exento».',
      ],
      [{ energyConsumption: 'H' }, 'Consumo (letra): La letra debe ser de la A a la G.'],
      [
        { energyStatus: 'Tiene certificado', energyConsumption: undefined },
        'Consumo (letra): Elige la letra de consumo (de la A a la G).',
      ],
      [
        { depositMonths: '2' },
        'Fianza: La fianza y la fecha de disponibilidad solo se indican en un alquiler.',
      ],
      [
        { operation: 'Alquiler', availableFrom: '31/02/2027' },
        'Disponible desde: Indica una fecha válida (día, mes y año).',
      ],
      [{ beds: '2,5' }, 'Dormitorios: Introduce un número entero, sin decimales.'],
      [{ title: 'T'.repeat(161) }, 'Título: Máximo 160 caracteres.'],
    ];
    for (const [cells, why] of cases) {
      const m = map(cells);
      expect(reason(m), why).toBe(`Fila 7: ${why}`);
      if (!m.ok && cells?.reference === undefined) expect(m.key).toBe('MAD-1');
    }
  });

  it('maps an unknown type to the nearest and says so', () => {
    const castle = ok(map({ type: 'Castillo' }));
    expect(castle.values.propertyType).toBe('piso');
    expect(castle.notes).toContain('Fila 7: tipo «Castillo» importado como Piso');
    const shop = ok(
      map({ type: 'Tienda de barrio', energyConsumption: undefined, energyEmissions: undefined }),
    );
    expect(shop.values).toMatchObject({ propertyType: 'local', useCode: 'comercial', published: true });
    expect(ok(map({ type: 'Bungalow' })).values.propertyType).toBe('casa');
  });

  it('brings a dwelling without an energy certificate in as Borrador, with the feed’s note', () => {
    const m = ok(map({ energyConsumption: undefined, energyEmissions: 'X' }));
    expect(m.values).toMatchObject({ published: false, energyStatus: null, energyEmissions: null });
    expect(m.notes).toEqual([
      'Fila 7: certificado energético sin indicar',
      'Fila 7: se importa como Borrador hasta indicar el certificado energético',
    ]);
    const pending = ok(map({ energyStatus: 'En trámite', energyConsumption: undefined }));
    expect(pending.values).toMatchObject({
      published: true,
      energyStatus: 'in_progress',
      energyConsumption: null,
    });
    expect(ok(map({ energyStatus: 'exento' })).values).toMatchObject({
      energyStatus: 'exempt',
      energyEmissions: null,
    });
  });

  it('takes «a consultar» as a price on request', () => {
    const m = ok(map({ price: 'A consultar' }));
    expect(m.values.price).toBeNull();
    expect(m.notes).toContain('Fila 7: precio a consultar');
  });

  it('keeps http(s) photo URLs only, in order, up to the plan’s limit', () => {
    const m = ok(
      map(
        {},
        [
          'https://img.example.com/1.jpg',
          'ftp://img.example.com/x.jpg',
          'javascript:alert(1)',
          'http://img.example.com/2.jpg',
          'https://img.example.com/1.jpg',
          'https://img.example.com/3.jpg',
        ],
        { maxPhotos: 2 },
      ),
    );
    expect(m.photos).toEqual(['https://img.example.com/1.jpg', 'http://img.example.com/2.jpg']);
    expect(m.notes).toEqual([
      'Fila 7: 2 fotos no son direcciones web (http o https): no se importan',
      'Fila 7: se importan las primeras 2 de 3 fotos',
    ]);
  });

  it('keeps features outside the catalogue apart, and notes bad coordinates and long descriptions', () => {
    const m = ok(
      map({
        features: 'Ascensor; Sauna, piscina; Sauna',
        lat: '40,4',
        lng: undefined,
        description: `${'palabra '.repeat(600)}`,
      }),
    );
    expect(m.values.features).toEqual(['ascensor', 'piscina']);
    expect(m.unknownFeatures).toEqual(['Sauna']);
    expect(m.values).toMatchObject({ lat: null, lng: null });
    expect(m.values.description?.length).toBeLessThanOrEqual(4000);
    expect(m.notes).toEqual([
      'Fila 7: coordenadas no válidas: se importa sin ubicación en el mapa',
      'Fila 7: características fuera del catálogo: Sauna',
      'Fila 7: descripción en español recortada a 4.000 caracteres',
    ]);
  });

  it('honours the agency’s choices: drafts, address privacy, «Publicado: No»', () => {
    expect(ok(map({}, [], { published: false })).values.published).toBe(false);
    expect(ok(map({ published: 'No' })).values.published).toBe(false);
    expect(ok(map({}, [], { addressPrivacy: 'exact' })).values.addressPrivacy).toBe('exact');
  });

  it('versions a row by what it gives, not by how it is written or where it sits', () => {
    const version = (m: MappedRow) => ok(m).version;
    const a = version(map({ price: '250000' }));
    expect(version(map({ price: '250.000 €' }))).toBe(a);
    expect(version(mapSheetRow(row({ price: '250000' }, [], 40), options))).toBe(a);
    expect(version(map({ price: '250001' }))).not.toBe(a);
    expect(version(map({ price: '250000' }, ['https://x.es/1.jpg']))).not.toBe(a);
    expect(version(map({ price: '250000', features: 'Sauna' }))).not.toBe(a);
  });
});

describe('cell readers', () => {
  it('reads amounts with units and dates as people type them', () => {
    expect(
      ['250.000 €', '€ 250.000', '250.000 EUR', '85,5 m²', '85,5m2', '3 meses', '120 €/mes', '480 €/año'].map(
        amountOf,
      ),
    ).toEqual(['250.000', '250.000', '250.000', '85,5', '85,5', '3', '120', '480']);
    expect(['01/02/2027', '1-2-27', '2027-2-1', '2027-02-01', '45658', 'pronto'].map(dateOf)).toEqual([
      '2027-02-01',
      '2027-02-01',
      '2027-02-01',
      '2027-02-01',
      '2025-01-01',
      'pronto',
    ]);
  });
});
