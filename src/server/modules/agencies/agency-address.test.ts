import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { agencySlugSchema, agencyTexts } from '../../../shared/agency';
import { agencySlug } from './agency-slug';

let t: TestApp;
beforeAll(async () => {
  // A long-lived page cache, as in production under load: a new address must not wait for it.
  t = await createTestApp({ env: { MICROSITE_CACHE_MS: '60000' } });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
let n = 0;
/** A slug no other test of this run uses. */
const fresh = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

const me = async (owner: Owner) => (await (await owner.client.get('/api/me')).json()).agency;
const save = (owner: Owner, json: Record<string, unknown>) =>
  owner.client.request('/api/agency', { method: 'PUT', json: { name: 'Fincas Albero', ...json } });
const visit = (path: string) => t.app.request(path);

async function ownerWithListing() {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso con patio',
    city: 'Sevilla',
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { slug: string; qrCode: string } };
  return { owner, listing, oldSlug: (await me(owner)).slug as string };
}

describe('changing the public address', () => {
  it('moves the agency page and its listings; old URLs answer 301 to the new ones; QR codes still work', async () => {
    const { owner, listing, oldSlug } = await ownerWithListing();
    // Rendered (and cached) at the old address before the change.
    expect((await visit(`/agency/${oldSlug}`)).status).toBe(200);
    expect((await visit(`/${oldSlug}/${listing.slug}`)).status).toBe(200);

    const slug = fresh('fincas-albero');
    const res = await save(owner, { slug });
    expect(res.status).toBe(200);
    expect((await res.json()).agency.slug).toBe(slug);
    expect((await me(owner)).slug).toBe(slug);

    const agencyPage = await visit(`/agency/${oldSlug}`);
    expect(agencyPage.status).toBe(301);
    expect(agencyPage.headers.get('location')).toBe(`/agency/${slug}`);
    const listingPage = await visit(`/${oldSlug}/${listing.slug}?utm_source=cartel`);
    expect(listingPage.status).toBe(301);
    expect(listingPage.headers.get('location')).toBe(`/${slug}/${listing.slug}?utm_source=cartel`);

    expect((await visit(`/agency/${slug}`)).status).toBe(200);
    expect((await visit(`/${slug}/${listing.slug}`)).status).toBe(200);
    const html = await (await visit(`/agency/${slug}`)).text();
    expect(html).toContain(`href="/${slug}/${listing.slug}"`);

    const scan = await visit(`/q/${listing.qrCode}`);
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe(`/l/${listing.slug}`);
    expect((await visit(`/l/${listing.slug}`)).status).toBe(200);
  });

  it('sends every old address straight to the current one, and lets the agency take an old one back', async () => {
    const { owner, listing, oldSlug } = await ownerWithListing();
    const second = fresh('segunda');
    const third = fresh('tercera');
    expect((await save(owner, { slug: second })).status).toBe(200);
    expect((await save(owner, { slug: third })).status).toBe(200);
    for (const old of [oldSlug, second]) {
      expect((await visit(`/agency/${old}`)).headers.get('location')).toBe(`/agency/${third}`);
      expect((await visit(`/${old}/${listing.slug}`)).headers.get('location')).toBe(
        `/${third}/${listing.slug}`,
      );
    }
    expect((await save(owner, { slug: oldSlug })).status).toBe(200);
    expect((await visit(`/agency/${oldSlug}`)).status).toBe(200);
    expect((await visit(`/agency/${third}`)).headers.get('location')).toBe(`/agency/${oldSlug}`);
  });

  it('keeps an address one agency’s: another cannot take its current nor its old ones (Spanish 409)', async () => {
    const a = await ownerWithListing();
    const b = await signedInOwner(t);
    const bBefore = await me(b);
    const current = fresh('actual');
    expect((await save(a.owner, { slug: current })).status).toBe(200);
    for (const slug of [current, a.oldSlug]) {
      const res = await save(b, { slug });
      expect(res.status, slug).toBe(409);
      const body = await res.json();
      expect(body.error.message).toBe(agencyTexts.slugTaken);
      expect(body.error.fields.slug).toBe(agencyTexts.slugTaken);
    }
    // Nothing of the refused save is stored, and A's old URL still leads to A.
    expect(await me(b)).toEqual(bBefore);
    expect((await visit(`/agency/${a.oldSlug}`)).headers.get('location')).toBe(`/agency/${current}`);
  });

  it('refuses reserved words and malformed addresses in Spanish', async () => {
    const owner = await signedInOwner(t);
    const before = (await me(owner)).slug;
    const cases: [string, string][] = [
      ['dashboard', agencyTexts.slugReserved],
      ['Agency', agencyTexts.slugReserved],
      ['qr-generator', agencyTexts.slugReserved],
      ['fincas albero', agencyTexts.slugFormat],
      ['fincas--albero', agencyTexts.slugFormat],
      ['-fincas', agencyTexts.slugFormat],
      ['fíncas', agencyTexts.slugFormat],
      ['ab', agencyTexts.slugLength],
      ['a'.repeat(61), agencyTexts.slugLength],
    ];
    for (const [slug, message] of cases) {
      const res = await save(owner, { slug });
      expect(res.status, slug).toBe(422);
      expect((await res.json()).error.fields.slug, slug).toBe(message);
    }
    expect((await me(owner)).slug).toBe(before);
  });

  it('accepts an address typed with capitals and spaces around it, stored lower-case', async () => {
    const owner = await signedInOwner(t);
    const slug = fresh('luna');
    const res = await save(owner, { slug: `  ${slug.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect((await res.json()).agency.slug).toBe(slug);
  });

  it('only moves the caller’s own agency, and tells the dashboard its public origin', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const aBefore = await me(a);
    const slug = fresh('solo-b');
    expect((await save(b, { slug, id: aBefore.id })).status).toBe(200);
    expect((await me(a)).slug).toBe(aBefore.slug);
    expect((await me(b)).slug).toBe(slug);
    expect((await (await a.client.get('/api/me')).json()).publicUrl).toBe(t.deps.env.PUBLIC_URL);
  });

  it('makes addresses for new agencies that the form accepts as they are', () => {
    for (const name of ['Mi Agencia', 'Dashboard', 'A', 'x'.repeat(80), 'Ñandú & Cía']) {
      expect(agencySlugSchema.safeParse(agencySlug(name)).success, name).toBe(true);
    }
  });
});
