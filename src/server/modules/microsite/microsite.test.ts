import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { agencies, leads } from '../../db/schema';

const HOSTILE = '</title><script>alert(1)</script> "Ático" & <b>';
const UNAVAILABLE = 'Este inmueble no está disponible';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Created {
  id: string;
  slug: string;
}

async function ownerWithListing(body: Record<string, unknown> = {}) {
  const owner = await signedInOwner(t);
  await owner.client.request('/api/agency', {
    method: 'PUT',
    json: { name: 'Inmobiliaria Sol', phone: '612 345 678', email: 'hola@sol.es', city: 'Madrid' },
  });
  const { agency } = (await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } };
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso luminoso en Chamberí',
    price: '350000',
    address: 'Calle de Fuencarral 120',
    city: 'Madrid',
    sqm: '85',
    beds: '3',
    baths: '2',
    floor: '4º',
    exterior: true,
    lat: '40.4290',
    lng: '-3.7020',
    published: true,
    ...body,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: Created };
  return { ...owner, agencySlug: agency.slug, listing };
}

const visit = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('the microsite HTML', () => {
  it('serves the same page at /l/{slug}, /listing/{slug} and /{agencySlug}/{listingSlug}', async () => {
    const { listing, agencySlug } = await ownerWithListing();
    for (const path of [`/l/${listing.slug}`, `/listing/${listing.slug}`, `/${agencySlug}/${listing.slug}`]) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<title>Piso luminoso en Chamberí · 350.000\u00a0€ · Madrid</title>');
      expect(html).toMatch(/<h1[^>]*>Piso luminoso en Chamberí<\/h1>/);
      expect(html).toContain('350.000\u00a0€');
      for (const spec of [
        '85 m²',
        'Habitaciones',
        '>3<',
        'Baños',
        '>2<',
        '4º',
        'Calle de Fuencarral, Madrid',
      ])
        expect(html, spec).toContain(spec);
      // The address privacy defaults to the street: the number stays in the dashboard.
      expect(html).not.toContain('Fuencarral 120');
      expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=40.429000,-3.702000');
      expect(html).toContain('href="tel:612345678"');
      expect(html).toContain('https://wa.me/34612345678?text=');
      expect(html).toContain(
        '<meta property="og:title" content="Piso luminoso en Chamberí · 350.000\u00a0€ · Madrid">',
      );
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/l/${listing.slug}">`);
      expect(html).toContain(
        `<meta property="og:image" content="http://localhost:3000/og/${listing.slug}.jpg`,
      );
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain('<script type="module" src="/assets/microsite-test.js"></script>');
      // The form works without JavaScript.
      expect(html).toContain(`action="/l/${listing.slug}/solicitud"`);
    }
  });

  it('offers WhatsApp for a mobile number only: a landline gets a call link, no wa.me', async () => {
    const { client, listing } = await ownerWithListing();
    const json = { name: 'Inmobiliaria Sol', phone: '91 234 56 78', email: 'hola@sol.es', city: 'Madrid' };
    expect((await client.request('/api/agency', { method: 'PUT', json })).status).toBe(200);
    const html = await (await visit(`/l/${listing.slug}`)).text();
    expect(html).toContain('href="tel:912345678"');
    expect(html).not.toContain('wa.me');
  });

  it('escapes every value: a hostile title stays text in the title, the meta tags, the body and the data', async () => {
    const { listing } = await ownerWithListing({ title: HOSTILE });
    const html = await (await visit(`/l/${listing.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ático&quot; &amp; &lt;b&gt;',
    );
    expect(html).toContain(
      'content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ático&quot; &amp; &lt;b&gt;',
    );
    const data = html.match(/<script type="application\/json" id="microsite-data">([\s\S]*?)<\/script>/)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</');
    expect(JSON.parse(data!).listing.title).toBe(HOSTILE);
  });

  it('gives the photos a srcset, prioritises the first and lazy-loads the rest', async () => {
    const { client, listing } = await ownerWithListing();
    for (const hue of [10, 120, 240]) await uploadPhoto(client, listing.id, await makeJpeg(1200, 900, hue));
    const html = await (await visit(`/l/${listing.slug}`)).text();
    const all = html.match(/<img [^>]*srcset="[^"]+"[^>]*>/gi) ?? [];
    const imgs = all.filter((img) => img.includes('sizes="(min-width: 1152px) 728px'));
    expect(imgs).toHaveLength(3);
    expect(imgs[0]).toMatch(/fetchpriority="high"/i);
    expect(imgs[0]).toMatch(/loading="eager"/);
    // Every width: 768 is what a 412-px phone at DPR 1.75 takes for the full-width photo.
    expect(imgs[0]).toMatch(/ 160w, .* 480w, .* 768w, .* 960w/);
    for (const img of imgs.slice(1)) expect(img).toMatch(/loading="lazy"/);
    // The 80-px thumbnails offer the small widths only, at their own size.
    const thumbs = all.filter((img) => img.includes('sizes="80px"'));
    expect(thumbs).toHaveLength(3);
    for (const img of thumbs) {
      expect(img).toMatch(/srcset="[^" ]+ 160w, [^" ]+ 480w"/);
      expect(img).toMatch(/loading="lazy"/);
    }
    expect(html).toContain('1 / 3');
  });

  it('answers unpublished, unknown and foreign-agency listings with 404 and a link home', async () => {
    const { listing } = await ownerWithListing({ published: false });
    const other = await ownerWithListing();
    for (const path of [
      `/l/${listing.slug}`,
      '/l/no-existe-123',
      '/listing/%3Cscript%3E',
      `/${other.agencySlug}/${listing.slug}`,
    ]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain(UNAVAILABLE);
      expect(html).toContain('href="/"');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('never takes a reserved first segment as an agency slug', async () => {
    const { listing, agencyId } = await ownerWithListing();
    await t.db.update(agencies).set({ slug: 'pricing' }).where(eq(agencies.id, agencyId));
    const res = await visit(`/pricing/${listing.slug}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Piso luminoso');
    expect((await visit(`/dashboard/${listing.slug}`)).status).toBe(404);
    // A first segment that is no agency is the app's ordinary 404 page, logged.
    expect((await visit(`/nadie-000/${listing.slug}`)).status).toBe(404);
    expect(t.logs.some((l) => l.msg === 'page not found' && l.path === `/nadie-000/${listing.slug}`)).toBe(
      true,
    );
  });

  it('answers a returning visitor with 304 when nothing changed', async () => {
    const { listing } = await ownerWithListing();
    const first = await visit(`/l/${listing.slug}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // Browsers revalidate every time; a CDN may keep it a minute (and serve it stale while it asks).
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect((await visit(`/l/${listing.slug}`, { 'if-none-match': etag! })).status).toBe(304);
    // Phones on mobile data get it compressed: the same document, a fraction of the bytes.
    const html = await first.text();
    const zipped = await visit(`/l/${listing.slug}`, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(html);
    const brotli = await visit(`/l/${listing.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('etag')).toBe(etag);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(html);
  });

  it('serves the page data as JSON for navigations inside the microsite', async () => {
    const { listing } = await ownerWithListing();
    const res = await visit(`/api/public/listings/${listing.slug}`);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ kind: 'listing', listing: { slug: listing.slug, price: 350000 } });
    expect(page.agency).toMatchObject({ name: 'Inmobiliaria Sol', showContact: true });
    expect(page.agency).not.toHaveProperty('id');
    expect((await visit('/api/public/listings/no-existe')).status).toBe(404);
  });
});

/** A description over the fold: three paragraphs, a line break, and HTML typed by the agency. */
const LONG_DESCRIPTION = [
  `Piso exterior de tres dormitorios en la mejor zona de Chamberí. ${'Suelos de roble, ventanas nuevas y mucha luz. '.repeat(8)}`.trim(),
  'Cocina equipada.\nBaño reformado en 2022.',
  `<b>Sin</b> <script>alert(1)</script> comisión. ${'Cerca del metro y de los colegios del barrio. '.repeat(5)}`.trim(),
].join('\n\n');

const RENTAL = {
  operation: 'rent',
  propertyType: 'piso',
  reference: 'MAD-0042',
  price: '1200',
  description: LONG_DESCRIPTION,
  features: ['calefaccion', 'ascensor', 'terraza'],
  usableSqm: '78',
  yearBuilt: '1965',
  condition: 'good',
  orientation: 's',
  communityFees: '85',
  ibi: '420',
  depositMonths: '2',
  availableFrom: '2025-09-01',
};

/** The text of the page's body, tags stripped and spaces collapsed (what a reader sees, folded or not). */
const textOf = (html: string) =>
  html
    .slice(html.indexOf('<body>'), html.indexOf('<script', html.indexOf('<body>')))
    .replace(/<[^>]+>/g, ' ')
    // Collapses spaces and line breaks, not the no-break spaces of prices.
    .replace(/[ \t\r\n]+/g, ' ');

describe('a complete ad on the microsite', () => {
  it('a rental: the price a month everywhere, the type and ref under the title', async () => {
    const { listing } = await ownerWithListing(RENTAL);
    const html = await (await visit(`/l/${listing.slug}`)).text();
    expect(html).toContain('<title>Piso luminoso en Chamberí · 1.200\u00a0€/mes · Madrid</title>');
    expect(html).toContain('content="Piso luminoso en Chamberí · 1.200\u00a0€/mes · Madrid"');
    // In the body (phone price, desktop box, sticky bar) and in the link preview's alt text.
    expect(html.match(/>1\.200\u00a0€\/mes</g)).toHaveLength(3);
    expect(html).toContain(
      '<meta property="og:image:alt" content="Piso luminoso en Chamberí, 1.200\u00a0€/mes">',
    );
    expect(html).not.toMatch(/>1\.200\u00a0€</);
    expect(html).toMatch(/<p [^>]*data-kind[^>]*>Piso en alquiler · Ref\. MAD-0042<\/p>/);
  });

  it('shows the facts and costs the agency gave, and the price per m² of a sale only', async () => {
    const { listing } = await ownerWithListing(RENTAL);
    const text = textOf(await (await visit(`/l/${listing.slug}`)).text());
    for (const fact of [
      'Datos clave',
      'Superficie construida 85 m²',
      'Superficie útil 78 m²',
      'Año de construcción 1965',
      'Estado Buen estado',
      'Orientación Sur',
      'Costes',
      'Gastos de comunidad 85\u00a0€/mes',
      'IBI 420\u00a0€/año',
      'Fianza 2 meses',
      'Disponible desde 1 de septiembre de 2025',
    ])
      expect(text, fact).toContain(fact);
    expect(text).not.toContain('Precio por m²');
    expect(text).not.toContain('Parcela');
    // Real Decreto 390/2021: a certificate still being issued says so.
    expect(text).toContain('Certificado energético En trámite');

    const { listing: sale } = await ownerWithListing({
      price: '425000',
      sqm: '170',
      plotSqm: '600',
      propertyType: 'casa',
    });
    const saleText = textOf(await (await visit(`/l/${sale.slug}`)).text());
    expect(saleText).toContain('Precio por m² 2.500\u00a0€/m²');
    expect(saleText).toContain('Parcela 600 m²');
    expect(saleText).toContain('Casa o chalet en venta');
    for (const absent of [
      'Costes',
      'Fianza',
      'Disponible desde',
      'Superficie útil',
      'Descripción',
      'Leer más',
    ])
      expect(saleText, absent).not.toContain(absent);

    const { listing: onRequest } = await ownerWithListing({ price: '' });
    const onRequestHtml = await (await visit(`/l/${onRequest.slug}`)).text();
    expect(onRequestHtml).toContain('>Precio a consultar<');
    expect(textOf(onRequestHtml)).not.toContain('Precio por m²');
  });

  it('folds a long description behind "Leer más" in plain HTML, paragraphs and line breaks kept, never its HTML', async () => {
    const { listing } = await ownerWithListing(RENTAL);
    const html = await (await visit(`/l/${listing.slug}`)).text();
    const section = html.slice(html.indexOf('id="description-title"'), html.indexOf('id="features-title"'));
    expect(section).toMatch(/<div [^>]*data-description="folded"/);
    // The whole text is in the page (clipped by CSS, not removed): nothing is lost to a screen reader.
    expect(section.match(/<p>/g)).toHaveLength(3);
    expect(section).toContain('<p>Cocina equipada.<br/>Baño reformado en 2022.</p>');
    expect(section).toContain('Cerca del metro y de los colegios del barrio.</p>');
    expect(section).toMatch(
      /&lt;b(&gt;|>)Sin&lt;\/b(&gt;|>) &lt;script(&gt;|>)alert\(1\)&lt;\/script(&gt;|>) comisión\./,
    );
    expect(html).not.toContain('<b>Sin</b>');
    expect(html).not.toContain('<script>alert(1)');
    // A checkbox in its label unfolds it with CSS only; its name says what it does.
    expect(section).toMatch(
      /<label [^>]*><input type="checkbox" class="peer sr-only"\/><span [^>]*>Leer más<\/span>/,
    );
    expect(section).toContain('group-has-checked:max-h-none');

    const { listing: short } = await ownerWithListing({ description: 'Piso reformado.\nListo para entrar.' });
    const shortHtml = await (await visit(`/l/${short.slug}`)).text();
    expect(shortHtml).toMatch(
      /<div [^>]*data-description="full"[^>]*><p>Piso reformado\.<br\/>Listo para entrar\.<\/p><\/div>/,
    );
    expect(shortHtml).not.toContain('Leer más');
  });

  it('lists the features in the catalogue order with their Spanish labels', async () => {
    const { listing } = await ownerWithListing(RENTAL);
    const html = await (await visit(`/l/${listing.slug}`)).text();
    expect([...html.matchAll(/data-feature="([a-z_]+)"/g)].map((m) => m[1])).toEqual([
      'ascensor',
      'terraza',
      'calefaccion',
    ]);
    expect(textOf(html)).toContain('Características Ascensor Terraza Calefacción');
  });

  it('feeds the meta and Open Graph description from the description, cut at a word', async () => {
    const { listing } = await ownerWithListing(RENTAL);
    const html = await (await visit(`/l/${listing.slug}`)).text();
    const meta = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    expect(meta).toMatch(
      /^Piso exterior de tres dormitorios en la mejor zona de Chamberí\. Suelos de roble, .*[a-z]…$/,
    );
    expect(meta!.length).toBeLessThanOrEqual(160);
    expect(LONG_DESCRIPTION.replace(/\s+/g, ' ')).toContain(meta!.slice(0, -1));
    expect(html).toContain(`<meta property="og:description" content="${meta}">`);

    // Without a description: the facts, with the price a month.
    const { listing: bare } = await ownerWithListing({ operation: 'rent', price: '950' });
    expect(await (await visit(`/l/${bare.slug}`)).text()).toContain(
      '<meta name="description" content="950\u00a0€/mes · 85 m² · 3 habitaciones · 2 baños · Madrid. Fotos, ubicación y contacto con Inmobiliaria Sol.">',
    );
  });
});

describe('the agency page', () => {
  it('shows the agency and its published listings, newest first, linking to /{agency}/{listing}', async () => {
    const { client, agencySlug, listing: older } = await ownerWithListing({ title: 'Local en Ruzafa' });
    const { listing: newer } = (await (
      await client.post('/api/listings', {
        energyStatus: 'in_progress',
        title: 'Chalet en Pozuelo',
        price: '900000',
        published: true,
      })
    ).json()) as { listing: Created };
    await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Borrador secreto',
      published: false,
    });
    const res = await visit(`/agency/${agencySlug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Inmobiliaria Sol<\/h1>/);
    expect(html).toContain('href="mailto:hola@sol.es"');
    expect(html).not.toContain('Borrador secreto');
    expect(html.indexOf(`href="/${agencySlug}/${newer.slug}"`)).toBeGreaterThan(-1);
    expect(html.indexOf(`href="/${agencySlug}/${newer.slug}"`)).toBeLessThan(
      html.indexOf(`href="/${agencySlug}/${older.slug}"`),
    );
    expect(html).toContain('900.000\u00a0€');
  });

  it('says when there is nothing to show and when the agency does not exist', async () => {
    const owner = await signedInOwner(t);
    const { agency } = (await (await owner.client.get('/api/me')).json()) as { agency: { slug: string } };
    const empty = await visit(`/agency/${agency.slug}`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('No hay propiedades disponibles en este momento');

    const missing = await visit('/agency/no-existe-000');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('Agencia no encontrada');
    expect(html).toContain('La agencia que buscas no existe o ha sido eliminada.');
    expect(html).toContain('Volver al inicio');
  });
});

describe('the lead form without JavaScript', () => {
  const post = (slug: string, fields: Record<string, string>, origin = 'http://localhost:3000') =>
    t.app.request(`/l/${slug}/solicitud`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'user-agent': 'Lynx/2.9' },
      body: new URLSearchParams(fields).toString(),
    });
  const leadsOf = (listingId: string) => t.db.select().from(leads).where(eq(leads.listingId, listingId));

  it('stores the lead and redirects (303) to the page saying it was sent', async () => {
    const { listing } = await ownerWithListing();
    const res = await post(listing.slug, {
      firstName: 'Lucía',
      lastName: 'García',
      contactMethod: 'email',
      email: 'lucia@example.es',
      consent: 'on',
      useCode: 'residencial',
      website: '',
    });
    expect(res.status).toBe(303);
    const sent = await visit(res.headers.get('location')!);
    expect(await sent.text()).toContain('¡Solicitud enviada! Nos pondremos en contacto contigo pronto.');
    const [lead] = await leadsOf(listing.id);
    expect(lead).toMatchObject({ firstName: 'Lucía', status: 'new', source: 'direct', consentGdpr: true });
    expect(lead?.payload).toMatchObject({ contact_method: 'email', user_agent: 'Lynx/2.9' });
  });

  it('with WhatsApp chosen, an invalid e-mail left in the hidden field is not stored', async () => {
    const { listing } = await ownerWithListing();
    const fields = { firstName: 'Lucía', lastName: 'García', contactMethod: 'whatsapp', consent: 'on' };
    const res = await post(listing.slug, { ...fields, email: 'no-es-email', phone: '612 345 678' });
    expect(res.status).toBe(303);
    const [lead] = await leadsOf(listing.id);
    expect([lead?.email, lead?.phone]).toEqual([null, '612345678']);
  });

  it('keeps what was typed and says what is missing, storing nothing', async () => {
    const { listing } = await ownerWithListing();
    const res = await post(listing.slug, {
      firstName: 'Lucía',
      lastName: '',
      contactMethod: 'whatsapp',
      phone: '',
      email: 'lucia@example.es',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('value="Lucía"');
    expect(html).toContain('value="lucia@example.es"');
    expect(html).toContain('Los apellidos son obligatorios.');
    expect(html).toContain('Debes aceptar que te contacten y la política de privacidad.');
    const noPhone = await post(listing.slug, {
      firstName: 'Lucía',
      lastName: 'García',
      contactMethod: 'whatsapp',
      phone: '',
      consent: 'on',
    });
    expect(noPhone.status).toBe(422);
    expect(await noPhone.text()).toContain('Indica tu teléfono para que te escriban por WhatsApp.');
    expect(await leadsOf(listing.id)).toHaveLength(0);
  });

  it('flags a filled honeypot (answered as sent), refuses other sites, and answers unknown listings with 404', async () => {
    const { listing } = await ownerWithListing();
    const valid = { firstName: 'Bot', lastName: 'Bot', email: 'bot@example.es', consent: 'on' };
    const trapped = await post(listing.slug, { ...valid, website: 'http://spam.example' });
    expect(trapped.status).toBe(303);
    const sent = await visit(trapped.headers.get('location')!);
    expect(await sent.text()).toContain('¡Solicitud enviada! Nos pondremos en contacto contigo pronto.');
    expect((await post(listing.slug, { ...valid, firstName: 'Otro' }, 'https://evil.example')).status).toBe(
      403,
    );
    expect((await leadsOf(listing.id)).map((l) => [l.firstName, l.suspicion])).toEqual([['Bot', 'honeypot']]);
    expect((await post('no-existe-1', valid)).status).toBe(404);
  });
});
