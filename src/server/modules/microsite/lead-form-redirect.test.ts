import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { leads } from '../../db/schema';
import { isLeadSentToken, LEAD_SENT_TTL_S, leadSentToken } from './lead-sent-token';

const ORIGIN = 'http://localhost:3000';
const SENT = '¡Solicitud enviada! Nos pondremos en contacto contigo pronto.';
const SENT_EN = 'Request sent! The agency will get in touch with you soon.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publishedListing() {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso con balcón en Lavapiés',
    city: 'Madrid',
    published: true,
  });
  expect(res.status).toBe(201);
  return (await res.json()).listing as { id: string; slug: string };
}

const person = {
  firstName: 'Lucía',
  lastName: 'García',
  contactMethod: 'email',
  email: 'lucia.garcia@example.es',
  consent: 'on',
};
const post = (slug: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.request(`/l/${slug}/solicitud`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const leadCount = async (listingId: string) =>
  (await t.db.select().from(leads).where(eq(leads.listingId, listingId))).length;

describe('the lead form without JavaScript: Post/Redirect/Get', () => {
  it('a sent form answers 303 to a GET address that shows the same confirmation and stores nothing again', async () => {
    const listing = await publishedListing();
    const res = await post(listing.slug, person);
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = res.headers.get('location')!;
    const url = new URL(location, ORIGIN);
    expect(url.pathname).toBe(`/l/${listing.slug}/solicitud`);
    // Nothing of the buyer in the address: only the token (and the language when needed).
    expect([...url.searchParams.keys()]).toEqual(['enviada']);
    for (const personal of ['Luc', 'Garc', 'lucia', 'example'])
      expect(decodeURIComponent(location)).not.toContain(personal);
    expect(await leadCount(listing.id)).toBe(1);

    // A reload, back and forward: the same page, never a second lead.
    for (let i = 0; i < 3; i++) {
      const page = await get(location);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain(SENT);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('lucia.garcia@example.es');
      // "Cerrar" leads back to the listing.
      expect(html).toContain(`href="/l/${listing.slug}"`);
    }
    expect(await leadCount(listing.id)).toBe(1);
  });

  it('keeps the form’s language: English in the address when the browser would not choose it', async () => {
    const listing = await publishedListing();
    const english = await post(listing.slug, { ...person, lang: 'en' }, { 'accept-language': 'es-ES,es' });
    expect(english.status).toBe(303);
    const location = english.headers.get('location')!;
    expect(new URL(location, ORIGIN).searchParams.get('lang')).toBe('en');
    const html = await (await get(location, { 'accept-language': 'es-ES,es' })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(SENT_EN);

    // An English browser that sent the English form: its header gives the language back.
    const byHeader = await post(
      listing.slug,
      { ...person, email: 'lucia.2@example.es', lang: 'en' },
      { 'accept-language': 'en-GB,en' },
    );
    const plain = byHeader.headers.get('location')!;
    expect(new URL(plain, ORIGIN).searchParams.has('lang')).toBe(false);
    expect(await (await get(plain, { 'accept-language': 'en-GB,en' })).text()).toContain(SENT_EN);

    // Spanish chosen on an English browser: said in the address.
    const spanish = await post(
      listing.slug,
      { ...person, email: 'lucia.3@example.es', lang: 'es' },
      { 'accept-language': 'en-GB,en' },
    );
    const es = spanish.headers.get('location')!;
    expect(new URL(es, ORIGIN).searchParams.get('lang')).toBe('es');
    expect(await (await get(es, { 'accept-language': 'en-GB,en' })).text()).toContain(SENT);
    expect(await leadCount(listing.id)).toBe(3);
  });

  it('errors still answer with the form and what was typed, not a redirect', async () => {
    const listing = await publishedListing();
    const res = await post(listing.slug, { ...person, consent: '' });
    expect(res.status).toBe(422);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('value="Lucía"');
    expect(html).toContain('value="lucia.garcia@example.es"');
    expect(html).toContain('Debes aceptar que te contacten y la política de privacidad.');
    expect(await leadCount(listing.id)).toBe(0);
  });

  it('an address without a genuine, fresh token of this listing leads to the listing', async () => {
    const listing = await publishedListing();
    const other = await publishedListing();
    const base = `/l/${listing.slug}/solicitud`;
    const cases = [
      base,
      `${base}?enviada=abc`,
      `${base}?enviada=${leadSentToken(t.deps.secret, other.slug)}`,
      `${base}?enviada=${leadSentToken('otro-secreto-de-32-caracteres-xx', listing.slug)}`,
      `${base}?enviada=${leadSentToken(t.deps.secret, listing.slug, Date.now() - (LEAD_SENT_TTL_S + 5) * 1000)}`,
    ];
    for (const path of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/l/${listing.slug}`);
    }
    const english = await get(`${base}?lang=en`);
    expect(english.headers.get('location')).toBe(`/l/${listing.slug}?lang=en`);
    expect(await leadCount(listing.id)).toBe(0);
  });

  it('a listing unpublished since the post: its token shows the unavailable page', async () => {
    const owner = await signedInOwner(t);
    const created = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Borrador',
      published: false,
    });
    const draft = (await created.json()).listing as { slug: string };
    const res = await get(`/l/${draft.slug}/solicitud?enviada=${leadSentToken(t.deps.secret, draft.slug)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Este inmueble no está disponible');
  });
});

describe('the token of the "sent" page', () => {
  const secret = 'un-secreto-de-prueba-de-32-caracteres';
  it('is the listing’s, signed, and expires', () => {
    const now = Date.UTC(2026, 10, 28, 6, 0, 0);
    const token = leadSentToken(secret, 'piso-1', now);
    expect(isLeadSentToken(secret, 'piso-1', token, now)).toBe(true);
    expect(isLeadSentToken(secret, 'piso-1', token, now + LEAD_SENT_TTL_S * 1000)).toBe(true);
    expect(isLeadSentToken(secret, 'piso-1', token, now + (LEAD_SENT_TTL_S + 1) * 1000)).toBe(false);
    expect(isLeadSentToken(secret, 'piso-2', token, now)).toBe(false);
    expect(isLeadSentToken(`${secret}x`, 'piso-1', token, now)).toBe(false);
    const [issued, sig] = token.split('.');
    // Another time with the same signature does not pass.
    const later = (Number.parseInt(issued!, 36) + 60).toString(36);
    expect(isLeadSentToken(secret, 'piso-1', `${later}.${sig}`, now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${token}.x`, `${issued}.`, 'z'.repeat(80)])
      expect(isLeadSentToken(secret, 'piso-1', bad, now)).toBe(false);
  });
});
