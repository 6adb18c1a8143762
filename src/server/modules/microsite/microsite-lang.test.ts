import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { agencies, leads, mailOutbox } from '../../db/schema';

// The page cache on: an English answer must never be served to a Spanish visitor, nor the reverse.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MICROSITE_CACHE_MS: '60000', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
let lastIp = 0;

async function ownerWithListing(extra: Record<string, unknown> = {}) {
  const owner = await signedInOwner(t);
  const email = `avisos-${++lastIp}@sol.es`;
  await owner.client.request('/api/agency', {
    method: 'PUT',
    json: { name: 'Inmobiliaria Sol', phone: '612 345 678', email, city: 'Madrid' },
  });
  const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso luminoso en Chamberí',
    price: '350000',
    city: 'Madrid',
    sqm: '85',
    beds: '3',
    baths: '2',
    published: true,
    ...extra,
  });
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  return { ...owner, listing, agencySlug: agency!.slug, email };
}

const visit = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const EN = { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' };

describe('the microsite language', () => {
  it('answers in English when the browser prefers English, in Spanish otherwise', async () => {
    const { listing } = await ownerWithListing();
    const path = `/l/${listing.slug}`;
    const cases: [Record<string, string>, 'es' | 'en'][] = [
      [EN, 'en'],
      [{ 'accept-language': 'en-US' }, 'en'],
      [{ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }, 'es'],
      [{ 'accept-language': 'en;q=0.5,es' }, 'es'],
      [{ 'accept-language': 'fr-FR,de' }, 'es'],
      [{}, 'es'],
    ];
    for (const [headers, lang] of cases) {
      const res = await visit(path, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toContain('Accept-Language');
      const html = await res.text();
      expect(html, JSON.stringify(headers)).toContain(`<html lang="${lang}">`);
      if (lang === 'en') {
        expect(html).toContain('>Bedrooms<');
        expect(html).toContain('I am interested in this property!');
        expect(html).toContain('<title>Piso luminoso en Chamberí · €350,000 · Madrid</title>');
        expect(html).not.toContain('Habitaciones');
      } else {
        expect(html).toContain('>Habitaciones<');
        expect(html).toContain('<title>Piso luminoso en Chamberí · 350.000\u00a0€ · Madrid</title>');
        expect(html).not.toContain('Bedrooms');
      }
      // The listing's own texts stay as the agency typed them.
      expect(html).toMatch(/<h1[^>]*>Piso luminoso en Chamberí<\/h1>/);
    }
  });

  it('lets ?lang= override the header, without Vary on it, and keeps the language in links', async () => {
    const { listing, agencySlug } = await ownerWithListing();
    const en = await visit(`/l/${listing.slug}?lang=en`, { 'accept-language': 'es-ES' });
    expect(en.headers.get('vary')).not.toContain('Accept-Language');
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en" data-lang-pinned="true">');
    expect(enHtml).toContain('>Bedrooms<');
    expect(enHtml).toContain(`href="/agency/${agencySlug}?lang=en"`);
    // The switch: plain links to the same page in each language, the current one marked.
    expect(enHtml).toMatch(/<a href="\?lang=es" hreflang="es" lang="es"[^>]*>/);
    expect(enHtml).toMatch(/<a href="\?lang=en" hreflang="en" lang="en" aria-current="true"/);

    const es = await (await visit(`/l/${listing.slug}?lang=es`, EN)).text();
    expect(es).toContain('<html lang="es" data-lang-pinned="true">');
    expect(es).toContain('>Habitaciones<');
    expect(es).toContain(`href="/agency/${agencySlug}?lang=es"`);

    // An unknown language is ignored: the header decides.
    expect(await (await visit(`/l/${listing.slug}?lang=fr`, EN)).text()).toContain('<html lang="en">');
  });

  it('names each language’s address (hreflang es, en, x-default) and its own canonical', async () => {
    const { listing, agencySlug } = await ownerWithListing();
    for (const path of [`/l/${listing.slug}`, `/agency/${agencySlug}`]) {
      const canonical = `${ORIGIN}${path}`;
      const alternates = [
        `<link rel="alternate" hreflang="es" href="${canonical}">`,
        `<link rel="alternate" hreflang="en" href="${canonical}?lang=en">`,
        `<link rel="alternate" hreflang="x-default" href="${canonical}">`,
      ];
      const es = await (await visit(path)).text();
      expect(es).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(es).toContain('<meta property="og:locale" content="es_ES">');
      for (const link of alternates) expect(es, path).toContain(link);
      // English from the browser's header, at the plain address: that address is its canonical
      // (Lighthouse and search engines refuse a canonical naming another hreflang page).
      const negotiated = await (await visit(path, EN)).text();
      expect(negotiated).toContain('<meta property="og:locale" content="en_GB">');
      expect(negotiated).toContain(`<link rel="canonical" href="${canonical}">`);
      for (const link of alternates) expect(negotiated, path).toContain(link);
      const en = await (await visit(`${path}?lang=en`)).text();
      expect(en).toContain(`<link rel="canonical" href="${canonical}?lang=en">`);
      for (const link of alternates) expect(en, path).toContain(link);
    }
  });

  it('keeps one cached page per language', async () => {
    const { listing } = await ownerWithListing();
    const path = `/l/${listing.slug}`;
    const order: [Record<string, string>, string][] = [
      [EN, '<html lang="en">'],
      [{}, '<html lang="es">'],
      [EN, '<html lang="en">'],
      [{ 'accept-language': 'es' }, '<html lang="es">'],
    ];
    for (const [headers, expected] of order)
      expect(await (await visit(path, headers)).text()).toContain(expected);
    // The ETag differs by language: a browser switching language never gets a 304 of the other one.
    const esTag = (await visit(path)).headers.get('etag')!;
    const enRes = await visit(path, { ...EN, 'if-none-match': esTag });
    expect(enRes.status).toBe(200);
  });

  it('shows the agency page and the unavailable pages in English', async () => {
    const { agencySlug } = await ownerWithListing();
    const agency = await (await visit(`/agency/${agencySlug}`, EN)).text();
    expect(agency).toContain('<title>Inmobiliaria Sol · Properties in Madrid</title>');
    expect(agency).toContain('€350,000');
    expect(agency).toContain('3 beds · 2 bathrooms');
    expect(agency).toContain(`/${agencySlug}/`);
    expect(agency).toMatch(new RegExp(`href="/${agencySlug}/[a-z0-9-]+\\?lang=en"`));

    const gone = await visit('/l/no-existe-123', EN);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This property is no longer available');
    expect(await (await visit('/agency/nadie-123?lang=en')).text()).toContain('Agency not found');
    const qr = await visit('/q/ZZZZZZZZ', EN);
    expect(qr.status).toBe(404);
    const qrHtml = await qr.text();
    expect(qrHtml).toContain('<html lang="en">');
    expect(qrHtml).toContain('This QR code is not linked to any published property.');
  });

  it('answers the page data in the language asked for', async () => {
    const { listing } = await ownerWithListing();
    const res = await visit(`/api/public/listings/no-existe-123?lang=en`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('This property is no longer available');
    expect((await visit(`/api/public/listings/${listing.slug}?lang=en`)).status).toBe(200);
  });

  it("shows the demo in English, its pictures' label included", async () => {
    const html = await (await visit('/demo?lang=en')).text();
    expect(html).toContain('<html lang="en" data-lang-pinned="true">');
    // Drawn by code: an illustration, in English, never "with AI".
    expect(html).toContain('Example illustration · no AI');
    expect(html).not.toContain('Ilustración de ejemplo');
    expect(html).not.toContain('Virtually staged with AI');
    expect(html).toContain('This is a demo:');
    // The energy label follows the page's language too.
    expect(html).toContain('Energy performance certificate');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/demo?lang=en">`);
    const spanish = await (await visit('/demo')).text();
    expect(spanish).toContain('Ilustración de ejemplo · sin IA');
    expect(spanish).not.toContain('Amueblado virtualmente con IA');
  });
});

const RENTAL = {
  operation: 'rent',
  price: '1200',
  reference: 'MAD-0042',
  description: 'Piso exterior y luminoso.\n\nCocina equipada.',
  features: ['calefaccion', 'ascensor'],
  communityFees: '85',
  depositMonths: '2',
  availableFrom: '2025-09-01',
};

describe('a complete ad in English', () => {
  it('shows the English description, features, price a month and costs', async () => {
    const { listing } = await ownerWithListing({
      ...RENTAL,
      descriptionEn: 'Bright flat facing the street.\n\nFitted kitchen.',
    });
    const html = await (await visit(`/l/${listing.slug}?lang=en`)).text();
    expect(html).toContain('<title>Piso luminoso en Chamberí · €1,200/month · Madrid</title>');
    expect(html).toMatch(/data-kind[^>]*>Flat for rent · Ref\. MAD-0042</);
    expect(html).toContain('>€1,200/month<');
    expect(html).toMatch(
      /<div data-description="full"[^>]*><p>Bright flat facing the street\.<\/p><p>Fitted kitchen\.<\/p><\/div>/,
    );
    expect(html).not.toContain('Piso exterior y luminoso.</p>');
    for (const text of [
      '>Key facts<',
      '>Description<',
      '>Features<',
      '>Lift<',
      '>Heating<',
      '>Costs<',
      '>€85/month<',
      '>2 months<',
      '>1 September 2025<',
    ])
      expect(html, text).toContain(text);
    expect(html).toContain(
      '<meta name="description" content="Bright flat facing the street. Fitted kitchen.">',
    );
  });

  it('without an English text: the Spanish one, marked lang="es"', async () => {
    const { listing } = await ownerWithListing(RENTAL);
    const html = await (await visit(`/l/${listing.slug}?lang=en`)).text();
    expect(html).toMatch(
      /<div lang="es" data-description="full"[^>]*><p>Piso exterior y luminoso\.<\/p><p>Cocina equipada\.<\/p><\/div>/,
    );
    expect(html).toContain('<meta name="description" content="Piso exterior y luminoso. Cocina equipada.">');
    // The Spanish page shows it as its own: no lang attribute.
    const es = await (await visit(`/l/${listing.slug}`)).text();
    expect(es).toMatch(/<div data-description="full"[^>]*><p>Piso exterior y luminoso\.<\/p>/);
    expect(es).toContain('>Gastos de comunidad<');
  });
});

describe('a lead sent in English', () => {
  const send = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
    t.client().post(`/api/public/listings/${slug}/leads`, body, {
      'x-forwarded-for': `198.51.100.${++lastIp % 250}`,
      ...headers,
    });
  const buyer = {
    firstName: 'John',
    lastName: 'Smith',
    contactMethod: 'email',
    email: 'john@example.co.uk',
    consent: true,
    useCode: 'residencial',
  };

  it('gets its validation messages in English (the page sends its language; else Accept-Language)', async () => {
    const { listing } = await ownerWithListing();
    const bad = { ...buyer, firstName: '', email: 'nope', consent: false };
    const res = await send(listing.slug, { ...bad, lang: 'en' });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      firstName: 'Your first name is required.',
      consent: 'You must agree to be contacted and accept the privacy policy.',
    });
    expect(error.message).toBe('Your first name is required.');
    const email = await (await send(listing.slug, { ...buyer, email: 'nope', lang: 'en' })).json();
    expect(email.error.fields).toEqual({ email: 'Enter a valid e-mail address.' });
    const byHeader = await (await send(listing.slug, bad, EN)).json();
    expect(byHeader.error.fields.firstName).toBe('Your first name is required.');
    const spanish = await (await send(listing.slug, bad)).json();
    expect(spanish.error.fields.firstName).toBe('El nombre es obligatorio.');
  });

  it('is stored with the buyer’s language, and the agency’s alert says so', async () => {
    const { listing, email, client } = await ownerWithListing();
    const res = await send(listing.slug, { ...buyer, lang: 'en' });
    expect(res.status).toBe(201);
    const { id, message } = await res.json();
    expect(message).toBe('Request sent! The agency will get in touch with you soon.');
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.payload.buyer_lang).toBe('en');
    const list = await (await client.get('/api/leads')).json();
    expect(list.leads.map((l: { lang: string }) => l.lang)).toEqual(['en']);
    await t.deps.jobs.drain();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.text).toContain('Idioma: Inglés: ha visto el microsite en inglés, respóndele en inglés');
  });

  it('without JavaScript: the form’s language decides the answer and its messages', async () => {
    const { listing } = await ownerWithListing();
    const res = await t.app.request(`/l/${listing.slug}/solicitud`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: new URLSearchParams({ firstName: 'John', contactMethod: 'email', lang: 'en' }).toString(),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Your last name is required.');
    expect(html).toContain('You must agree to be contacted and accept the privacy policy.');
    expect(html).toContain('First name *');
    expect(html).toContain('name="lang" value="en"');
    // The switch leads to the listing's own address, not back to the form's.
    expect(html).toContain(`href="/l/${listing.slug}?lang=es" hreflang="es"`);
  });
});
