import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';

const UNAVAILABLE = 'Este inmueble no está disponible';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An agency with these published listings (oldest first) and a draft. */
async function agencyWithDraft(name: string, published: string[]) {
  const owner = await signedInOwner(t);
  await owner.client.request('/api/agency', { method: 'PUT', json: { name, city: 'Valencia' } });
  const { agency } = (await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } };
  const create = async (title: string, isPublished: boolean) => {
    const res = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title,
      price: '200000',
      city: 'Valencia',
      published: isPublished,
    });
    expect(res.status).toBe(201);
    return (await res.json()).listing as { slug: string };
  };
  const listings = [];
  for (const title of published) listings.push(await create(title, true));
  const draft = await create('Borrador sin publicar', false);
  return { agencySlug: agency.slug, listings, draft };
}

const visit = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('"No disponible" pages offer the agency’s other listings when the agency is known', () => {
  it('a draft at /l/{slug} and /{agency}/{slug}: 404, the agency’s page and its three newest listings', async () => {
    const { agencySlug, listings, draft } = await agencyWithDraft('Fincas Turia', [
      'Piso en Benimaclet',
      'Ático en Ruzafa',
      'Casa en Godella',
      'Estudio en El Carmen',
    ]);
    for (const path of [`/l/${draft.slug}`, `/${agencySlug}/${draft.slug}`, `/${agencySlug}/no-existe-9`]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain(UNAVAILABLE);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toContain('Otros inmuebles de Fincas Turia');
      expect(html, path).toContain(`href="/agency/${agencySlug}"`);
      expect(html, path).toContain('Ver los inmuebles de Fincas Turia');
      // The newest three, each linking to its page; the oldest is on the agency's page.
      for (const l of listings.slice(1))
        expect(html, `${path} ${l.slug}`).toContain(`href="/${agencySlug}/${l.slug}"`);
      expect(html, path).not.toContain(listings[0]!.slug);
      expect(html, path).not.toContain('Borrador sin publicar');
      expect(html, path).toContain('href="/"');
    }
  });

  it('in English, the same offer in English', async () => {
    const { agencySlug, listings, draft } = await agencyWithDraft('Costa Homes', ['Villa in Jávea']);
    const res = await visit(`/l/${draft.slug}`, { 'accept-language': 'en-GB,en' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('This property is no longer available');
    expect(html).toContain('More properties from Costa Homes');
    expect(html).toContain('See the properties of Costa Homes');
    // English links stay English.
    expect(html).toContain(`href="/${agencySlug}/${listings[0]!.slug}?lang=en"`);
    expect(html).toContain(`href="/agency/${agencySlug}?lang=en"`);
    const pinned = await (await visit(`/l/${draft.slug}?lang=en`)).text();
    expect(pinned).toContain(`href="/agency/${agencySlug}?lang=en"`);
    expect(pinned).toContain(`href="/${agencySlug}/${listings[0]!.slug}?lang=en"`);
  });

  it('an agency with nothing published: its page, no cards', async () => {
    const { agencySlug, draft } = await agencyWithDraft('Inmobiliaria Vacía', []);
    const html = await (await visit(`/l/${draft.slug}`)).text();
    expect(html).toContain(`href="/agency/${agencySlug}"`);
    expect(html).not.toContain('Otros inmuebles de');
  });

  it('no agency known (an unknown listing at /l/): the way home only', async () => {
    for (const path of ['/l/no-existe-123', '/listing/%3Cscript%3E']) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain(UNAVAILABLE);
      expect(html, path).toContain('href="/"');
      expect(html, path).not.toContain('href="/agency/');
    }
  });
});
