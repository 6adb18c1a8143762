import { describe, expect, it } from 'vitest';
import { listingInputSchema } from '../../../../shared/listings';
import { RENTAL } from '../test-listings';
import { FIELD_SECTION, SECTIONS, sectionsWithErrors, toForm, toSchemaInput } from './listing-form-values';

describe('listing form values', () => {
  it('a saved rental reads back into the form and saves again unchanged', () => {
    const form = toForm(RENTAL);
    expect(form).toMatchObject({
      operation: 'rent',
      propertyType: 'piso',
      reference: 'MAD-ALQ-7',
      price: '1200',
      usableSqm: '72',
      depositMonths: '2',
      availableFrom: '2026-09-01',
      addressPrivacy: 'exact',
      energyConsumptionKwh: '97,4',
    });
    // Exterior is the Básico checkbox: the grid leaves the feature out, and saving keeps it.
    expect(form.features).toEqual(['ascensor', 'terraza', 'calefaccion']);
    const saved = listingInputSchema.parse(toSchemaInput(form, RENTAL.features));
    expect(saved).toMatchObject({
      operation: 'rent',
      propertyType: 'piso',
      reference: 'MAD-ALQ-7',
      price: 1200,
      description: RENTAL.description,
      descriptionEn: 'Bright.',
      features: ['ascensor', 'terraza', 'calefaccion', 'exterior'],
      ...RENTAL.facts,
      addressPrivacy: 'exact',
      lat: 40.4187,
      lng: -3.6743,
      energyStatus: 'certified',
      energyConsumptionKwh: 97.4,
    });
  });

  it('a new listing starts as a published sale of a piso, address shown to the street', () => {
    expect(toForm()).toMatchObject({
      operation: 'sale',
      useCode: 'residencial',
      propertyType: 'piso',
      published: true,
      features: [],
      addressPrivacy: 'street',
      energyStatus: '',
    });
  });

  it('what the choices leave out is not sent: a sale has no fianza or date, a flat no plot', () => {
    const typed = { ...toForm(RENTAL), operation: 'sale' as const, plotSqm: '300' };
    const input = toSchemaInput(typed);
    expect([input.depositMonths, input.availableFrom, input.plotSqm]).toEqual(['', '', '']);
    expect(listingInputSchema.safeParse(input).success).toBe(true);
    // Without the form's help, the schema refuses the fianza of a sale: the reason to drop it.
    expect(listingInputSchema.safeParse(typed).success).toBe(false);
    const house = toSchemaInput({ ...typed, propertyType: 'casa' });
    expect(house.plotSqm).toBe('300');
    // The form keeps them meanwhile: switching back to a rent finds them.
    expect(typed.depositMonths).toBe('2');
  });

  it('knows the section of every field, and lists the sections with errors in the form order', () => {
    expect(new Set(Object.values(FIELD_SECTION))).toEqual(new Set(SECTIONS));
    expect(sectionsWithErrors(['energyStatus', 'reference', 'depositMonths'])).toEqual([
      'basic',
      'costs',
      'energy',
    ]);
    expect(sectionsWithErrors(['descriptionEn'])).toEqual(['description']);
    expect(sectionsWithErrors(['lng', 'unknown'])).toEqual(['location']);
    expect(sectionsWithErrors([])).toEqual([]);
  });

  it('the schema refuses to publish a dwelling without its energy state, on that field', () => {
    const result = listingInputSchema.safeParse(toSchemaInput({ ...toForm(), title: 'Piso' }));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(sectionsWithErrors(paths ?? [])).toEqual(['energy']);
  });
});
