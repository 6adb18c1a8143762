import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { ENERGY_COLORS } from '../../../shared/energy-label';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An agency with one published listing per certificate given. */
async function agencyWith(certificates: Record<string, unknown>[]) {
  const owner = await signedInOwner(t);
  const { agency } = (await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } };
  const slugs: string[] = [];
  for (const [i, energy] of certificates.entries()) {
    const res = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: `Piso ${i + 1}`,
      city: 'Madrid',
      ...energy,
    });
    expect(res.status).toBe(201);
    slugs.push((await res.json()).listing.slug);
  }
  return { agencySlug: agency.slug, slugs };
}

const html = async (path: string) => {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};

describe('the energy label on the microsite (Real Decreto 390/2021)', () => {
  it('draws the A→G scale with the listing’s letters marked, in Spanish, without images', async () => {
    const { slugs } = await agencyWith([
      {
        energyStatus: 'certified',
        energyConsumption: 'B',
        energyEmissions: 'F',
        energyConsumptionKwh: '48,3',
        energyEmissionsKg: '9',
      },
    ]);
    const page = await html(`/l/${slugs[0]}`);
    expect(page).toContain('data-energy-label="certified"');
    expect(page).toMatch(/<h2 id="energy-title"[^>]*>Certificado energético<\/h2>/);
    expect(page).toContain('Consumo de energía');
    expect(page).toContain('Emisiones');
    // Seven bars in the EU colours in each of the two scales.
    for (const color of Object.values(ENERGY_COLORS)) {
      expect(page.split(`background-color:${color}`).length - 1, color).toBe(2);
    }
    // The arrow sits on B (consumption, with its figure) and on F (emissions).
    const arrows = [
      ...page.matchAll(/data-energy-active[^>]*><span[^>]*>([A-G])<\/span>(?:<span[^>]*>([^<]*)<\/span>)?/g),
    ];
    expect(arrows.map((m) => [m[1], m[2] ?? null])).toEqual([
      ['B', '48,3'],
      ['F', '9'],
    ]);
    expect(page).toContain('Consumo de energía: letra B (48,3 kWh/m²·año)');
    expect(page).toContain('Emisiones: letra F (9 kg CO₂/m²·año)');
    expect(page).not.toMatch(/<img[^>]*energ/i);
  });

  it('says "En trámite" or "Exento", and shows nothing when the agency gave nothing', async () => {
    const { slugs } = await agencyWith([
      { energyStatus: 'in_progress' },
      { energyStatus: 'exempt' },
      { useCode: 'comercial', energyStatus: '' },
    ]);
    const pending = await html(`/l/${slugs[0]}`);
    expect(pending).toContain('data-energy-label="in_progress"');
    expect(pending).toContain('En trámite');
    expect(pending).not.toContain('data-energy-scale');
    expect(await html(`/l/${slugs[1]}`)).toContain(
      'Este inmueble está exento de certificado de eficiencia energética.',
    );
    const none = await html(`/l/${slugs[2]}`);
    expect(none).not.toContain('data-energy-label');
  });

  it('marks each card of the agency page with its letters', async () => {
    const { agencySlug } = await agencyWith([
      { energyStatus: 'certified', energyConsumption: 'A', energyEmissions: 'C' },
      { energyStatus: 'in_progress' },
    ]);
    const page = await html(`/agency/${agencySlug}`);
    expect(page.split('data-energy-label="certified"').length - 1).toBe(1);
    expect(page).toContain('Certificado energético: Consumo de energía: letra A, Emisiones: letra C');
    const raised = [...page.matchAll(/data-energy-active[^>]*>([A-G])</g)].map((m) => m[1]);
    expect(raised).toEqual(['A', 'C']);
    expect(page).toMatch(/data-energy-label="in_progress"[^>]*>Certificado energético:.*En trámite/s);
  });
});
