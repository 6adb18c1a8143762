import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../shared/listing-catalog';
import {
  allowedNumbers,
  checkDescription,
  checkTranslation,
  claimedMissingFeatures,
  FEATURE_MENTIONS,
  numbersIn,
} from './fact-check';
import type { AdFacts } from './text-provider';

const flat: AdFacts = {
  useCode: 'residencial',
  operation: 'sale',
  propertyType: 'piso',
  city: 'Valencia',
  zone: 'Ruzafa',
  price: 250_000,
  sqm: 80,
  usableSqm: 72,
  plotSqm: null,
  beds: 2,
  baths: 1,
  floor: '3º',
  features: ['terraza', 'calefaccion'],
  condition: 'good',
  orientation: 's',
  yearBuilt: 1998,
  energy: { status: 'certified', consumption: 'E', emissions: 'D', consumptionKwh: 123.4, emissionsKg: null },
};

const claimed = (text: string, facts: AdFacts = flat) =>
  claimedMissingFeatures(text, facts).map((c) => c.code);

describe('numbers in a text', () => {
  it('reads Spanish and English thousands and decimals alike', () => {
    const values = (t: string) => numbersIn(t).map((n) => n.value);
    expect(values('250.000 € y 1.200 €/mes')).toEqual([250000, 1200]);
    expect(values('€250,000 and €1,200/month')).toEqual([250000, 1200]);
    expect(values('1,5 baños, 1.5 baths, 1.234,5 m²')).toEqual([1.5, 1.5, 1234.5]);
    expect(values('250\u00a0000 €')).toEqual([250000]);
  });

  it('does not take a unit for a figure: m2, 80m2, CO2', () => {
    expect(numbersIn('80 m2, 90m2, 5 kg CO2').map((n) => n.value)).toEqual([80, 90, 5]);
  });

  it("allows the listing's figures and the digits of its floor", () => {
    expect([...allowedNumbers(flat)].sort((a, b) => a - b)).toEqual([1, 2, 3, 72, 80, 123.4, 1998, 250000]);
  });
});

describe('a description checked against the facts', () => {
  it('passes a text that says only what the listing has, figures written the Spanish way', () => {
    const text =
      'Piso en venta en Valencia, zona Ruzafa, por 250.000 €. Tiene 80 m² construidos y 72 m² útiles, ' +
      '2 dormitorios y 1 baño, en la 3ª planta. Cuenta con terraza y calefacción. Construido en 1998, ' +
      'certificado energético E (123,4 kWh/m² año).';
    expect(checkDescription(text, flat)).toEqual([]);
  });

  it('the issue: a listing without a lift is never said to have one', () => {
    const problems = checkDescription('Piso luminoso con Ascensor y terraza.', flat);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('ascensor');
    expect(claimed('Edificio con ascensores modernos.')).toEqual(['ascensor']);
  });

  it('allows a negative mention: "sin ascensor", "no dispone de plaza de garaje", "ni trastero"', () => {
    expect(claimed('Tercer piso sin ascensor.')).toEqual([]);
    expect(claimed('La finca no dispone de plaza de garaje ni trastero.')).toEqual([]);
    expect(claimed('El edificio carece de ascensor.')).toEqual([]);
    // "Sin embargo" negates nothing.
    expect(claimed('Sin embargo, cuenta con ascensor.')).toEqual(['ascensor']);
  });

  it('reads a claim whatever its accents and case', () => {
    expect(claimed('Con PISCINA comunitaria, jardin y balcon.')).toEqual(['balcon', 'piscina', 'jardin']);
    expect(claimed('Dispone de aire acondicionado y vistas al mar.')).toEqual(['aire', 'vistas_mar']);
  });

  it('tells near words apart: an intercom is no concierge, a fitted kitchen is no furnished flat', () => {
    expect(claimed('Portero automático y cocina amueblada.')).toEqual(['cocina_equipada']);
    expect(claimed('Con conserje.')).toEqual(['portero']);
    expect(claimed('Se alquila amueblado.')).toEqual(['amueblado']);
  });

  it("takes no claim from the listing's own names: its type, its rooms, its zone", () => {
    const garage: AdFacts = { ...flat, useCode: 'comercial', propertyType: 'garaje', features: [] };
    expect(claimed('Garaje en venta en Valencia.', garage)).toEqual([]);
    expect(
      claimed('Salón y terraza con luz.', { ...flat, features: [], rooms: ['Salón', 'Terraza'] }),
    ).toEqual([]);
    expect(claimed('Piso en la zona Jardín Botánico.', { ...flat, zone: 'Jardín Botánico' })).toEqual([]);
  });

  it('has a way to read every catalogue feature', () => {
    expect(Object.keys(FEATURE_MENTIONS).sort()).toEqual(FEATURES.map((f) => f.code).sort());
  });

  it('refuses a figure that is not one of the listing', () => {
    const problems = checkDescription('Piso de 85 m² a 5 minutos del metro, reformado en 2020.', flat);
    expect(problems).toEqual([
      'La cifra «85» no es un dato del inmueble.',
      'La cifra «5» no es un dato del inmueble.',
      'La cifra «2020» no es un dato del inmueble.',
    ]);
    expect(checkDescription('Precio: 260.000 €.', flat)).toEqual([
      'La cifra «260.000» no es un dato del inmueble.',
    ]);
  });
});

describe('a translation checked against its source', () => {
  const es = 'Piso de 80 m² por 250.000 €, con 1,5 baños. Gastos: 1.200 €/mes.';

  it('passes the same figures written the English way', () => {
    expect(
      checkTranslation(es, 'An 80 m² flat for €250,000, with 1.5 bathrooms. Fees: €1,200/month.'),
    ).toEqual([]);
  });

  it('names a figure added and a figure lost', () => {
    expect(
      checkTranslation(es, 'An 85 m² flat for €250,000, with 1.5 bathrooms, 5 minutes from the beach.'),
    ).toEqual([
      'La traducción dice «85», una cifra que no está en el texto en español.',
      'La traducción dice «5», una cifra que no está en el texto en español.',
      'Falta la cifra «80» del texto en español.',
      'Falta la cifra «1.200» del texto en español.',
    ]);
  });
});
