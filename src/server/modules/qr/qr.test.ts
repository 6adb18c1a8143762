import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { qrSessions } from '../../db/schema';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const BOTS = {
  whatsapp: 'WhatsApp/2.24.8.85 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  twitter: 'Twitterbot/1.0',
  imessage:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
};
const UNAVAILABLE = 'Este inmueble no está disponible';
/** The page's heading, whatever its classes. */
const HEADING = new RegExp(`<h1[^>]*>${UNAVAILABLE}</h1>`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CreatedListing {
  id: string;
  slug: string;
  qrCode: string;
  title: string;
}

async function ownerWithListing(body: Record<string, unknown> = {}) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Ático con terraza en Malasaña',
    price: '350000',
    city: 'Madrid',
    ...body,
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: CreatedListing };
  return { ...owner, listing };
}

/** A visitor's request: no cookies, a user agent. */
const visit = (path: string, userAgent?: string, method = 'GET') =>
  t.app.request(path, { method, headers: userAgent === undefined ? {} : { 'user-agent': userAgent } });

const scansOf = (listingId: string) =>
  t.db.select().from(qrSessions).where(eq(qrSessions.listingId, listingId));

async function decodeSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

describe('GET /qr-generator/:code', () => {
  it('returns an SVG that decodes to {PUBLIC_URL}/q/{qr_code}', async () => {
    const { listing } = await ownerWithListing();
    const res = await visit(`/qr-generator/${listing.qrCode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="qr-atico-con-terraza-en-malasana.svg"',
    );
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(await decodeSvg(svg)).toBe(`${t.deps.env.PUBLIC_URL}/q/${listing.qrCode}`);
    expect(t.deps.env.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('accepts a lower-case code and always encodes the canonical upper-case one', async () => {
    const { listing } = await ownerWithListing({ published: false });
    const res = await visit(`/qr-generator/${listing.qrCode.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(await decodeSvg(await res.text())).toBe(`${t.deps.env.PUBLIC_URL}/q/${listing.qrCode}`);
  });

  it('answers 404 JSON for unknown or malformed codes', async () => {
    for (const code of ['00000000', 'abc', '..%2F..%2Fx', 'ABCDEFGHJ']) {
      const res = await visit(`/qr-generator/${code}`);
      expect(res.status, code).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });
});

describe('GET /q/:code', () => {
  it('counts a phone scan once per request and redirects to the microsite', async () => {
    const { listing, agencyId } = await ownerWithListing();
    const res = await visit(`/q/${listing.qrCode}`, IPHONE);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/l/${listing.slug}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The code in the scanned URL never leaks cross-origin (see the report on Referrer-Policy).
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const rows = await scansOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agencyId, listingId: listing.id, deviceClass: 'mobile' });

    expect((await visit(`/q/${listing.qrCode}`, WINDOWS)).status).toBe(302);
    const after = await scansOf(listing.id);
    expect(after).toHaveLength(2);
    expect(after.map((r) => r.deviceClass).sort()).toEqual(['desktop', 'mobile']);
  });

  it('redirects link-preview bots without counting them', async () => {
    const { listing } = await ownerWithListing();
    for (const [name, ua] of Object.entries(BOTS)) {
      const res = await visit(`/q/${listing.qrCode}`, ua);
      expect(res.status, name).toBe(302);
      expect(res.headers.get('location')).toBe(`/l/${listing.slug}`);
    }
    expect(await scansOf(listing.id)).toHaveLength(0);
  });

  it('counts a scan without a user agent as device class other', async () => {
    const { listing } = await ownerWithListing();
    expect((await visit(`/q/${listing.qrCode}`)).status).toBe(302);
    expect((await visit(`/q/${listing.qrCode}`, 'curl/8.5.0')).status).toBe(302);
    expect((await scansOf(listing.id)).map((r) => r.deviceClass)).toEqual(['other', 'other']);
  });

  it('accepts a lower-case code', async () => {
    const { listing } = await ownerWithListing();
    const res = await visit(`/q/${listing.qrCode.toLowerCase()}`, IPHONE);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/l/${listing.slug}`);
    expect(await scansOf(listing.id)).toHaveLength(1);
  });

  it('does not count HEAD requests', async () => {
    const { listing } = await ownerWithListing();
    const res = await visit(`/q/${listing.qrCode}`, IPHONE, 'HEAD');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/l/${listing.slug}`);
    expect((await visit('/q/00000000', IPHONE, 'HEAD')).status).toBe(404);
    expect(await scansOf(listing.id)).toHaveLength(0);
  });

  it('counts a scan of a draft but never gives its slug (made from the title) away', async () => {
    const { listing } = await ownerWithListing({ published: false, title: 'Chalet secreto en Pozuelo' });
    for (const method of ['GET', 'HEAD']) {
      const res = await visit(`/q/${listing.qrCode}`, IPHONE, method);
      expect(res.status, method).toBe(404);
      expect(res.headers.get('location'), method).toBeNull();
      const html = await res.text();
      expect(html).not.toContain(listing.slug);
      expect(html).not.toMatch(/chalet|pozuelo/i);
      if (method === 'GET') expect(html).toMatch(HEADING);
    }
    expect(await scansOf(listing.id)).toHaveLength(1);
  });

  it('redirects once the draft is published, and names a published listing’s file by its title', async () => {
    const { client, listing } = await ownerWithListing({
      published: false,
      title: 'Chalet secreto en Pozuelo',
    });
    const draftSvg = await visit(`/qr-generator/${listing.qrCode}`);
    expect(draftSvg.headers.get('content-disposition')).toBe(
      `inline; filename="qr-${listing.qrCode.toLowerCase()}.svg"`,
    );
    const res = await client.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { energyStatus: 'in_progress', title: listing.title, published: true },
    });
    expect(res.status).toBe(200);
    const scan = await visit(`/q/${listing.qrCode}`, IPHONE);
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe(`/l/${listing.slug}`);
    expect((await visit(`/qr-generator/${listing.qrCode}`)).headers.get('content-disposition')).toBe(
      'inline; filename="qr-chalet-secreto-en-pozuelo.svg"',
    );
  });

  it('answers an unknown code with the branded Spanish 404 page: logo, favicon, footer, a link home', async () => {
    const before = (await t.db.select().from(qrSessions)).length;
    const res = await visit('/q/00000000', IPHONE);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${UNAVAILABLE}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toMatch(HEADING);
    expect(html).toContain('Este código QR no está vinculado a ningún inmueble publicado.');
    expect(html).toContain('Qué puedes hacer');
    // The product's wordmark in a header link home, the microsite's footer, a button home.
    expect(html).toMatch(/<header[^>]*>.*<a href="\/"><svg[^>]*aria-label="Escaparate"/s);
    expect(html).toMatch(/<footer[^>]*>.*href="\/privacy".*Microsite creado con Escaparate/s);
    expect(html).toMatch(/<a href="\/" class="[^"]*">Volver al inicio<\/a>/);
    // Nothing to run: no script, not even the microsite's page data.
    expect(html).not.toContain('<script');
    // No agency is named for a code no listing has.
    expect(html).not.toContain('/agency/');
    expect((await t.db.select().from(qrSessions)).length).toBe(before);
  });

  it('points a scan of a draft at the agency’s published listings (the poster names the agency anyway)', async () => {
    const { client, listing } = await ownerWithListing({ published: false, title: 'Dúplex en Triana' });
    const { agency } = (await (await client.get('/api/me')).json()) as {
      agency: { slug: string; name: string };
    };
    const res = await visit(`/q/${listing.qrCode}`, IPHONE);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(HEADING);
    expect(html).toContain(`href="/agency/${agency.slug}"`);
    expect(html).toContain(`Ver los inmuebles de ${agency.name}`);
    expect(html).not.toContain(listing.slug);
    expect(html).not.toContain('<script');
  });

  it('answers malformed codes with 404', async () => {
    for (const path of ['/q/abc', '/q/ABCDEFGHJ', '/q/..%2F..%2Fx', '/q/%3Cscript%3E', '/q/ABCD-EFG']) {
      const res = await visit(path, IPHONE);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain(UNAVAILABLE);
    }
    // Normalised by the URL parser to /x: never reaches the QR route, still a 404.
    expect((await visit('/q/../../x', IPHONE)).status).toBe(404);
    expect(t.logs.some((l) => l.msg === 'page not found' && l.path === '/x')).toBe(true);
  });

  it('leads to the agency page once the listing is deleted (the poster is still on the wall)', async () => {
    const { client, listing } = await ownerWithListing();
    const { agency } = (await (await client.get('/api/me')).json()) as { agency: { slug: string } };
    expect((await visit(`/q/${listing.qrCode}`, IPHONE)).status).toBe(302);
    expect((await client.request(`/api/listings/${listing.id}`, { method: 'DELETE' })).status).toBe(204);
    const res = await visit(`/q/${listing.qrCode}`, IPHONE);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/agency/${agency.slug}`);
    expect((await t.app.request(`/agency/${agency.slug}`)).status).toBe(200);
    // The code can still be printed again.
    expect((await visit(`/qr-generator/${listing.qrCode}`)).status).toBe(200);
  });
});

describe('scans in the dashboard and in the database', () => {
  it('a scan is a view of the page it opens: two people (one twice), the preview bot not; 0 % without leads', async () => {
    const { client, listing } = await ownerWithListing();
    for (const ua of [IPHONE, IPHONE, WINDOWS, BOTS.whatsapp]) await visit(`/q/${listing.qrCode}`, ua);
    const { listings } = await (await client.get('/api/listings')).json();
    const view = listings.find((l: { id: string }) => l.id === listing.id);
    expect(view.kpis).toEqual({ views: 2, leads: 0, conversionPct: 0 });
    expect(await scansOf(listing.id)).toHaveLength(3);
  });

  it('stores no IP address, nor any column that could hold one', async () => {
    const { listing } = await ownerWithListing();
    await visit(`/q/${listing.qrCode}`, IPHONE);
    const [row] = await scansOf(listing.id);
    expect(Object.keys(row!).sort()).toEqual(
      ['agencyId', 'createdAt', 'deviceClass', 'id', 'listingId', 'updatedAt'].sort(),
    );
    const columns = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'qr_sessions' order by column_name`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'agency_id',
      'created_at',
      'device_class',
      'id',
      'listing_id',
      'updated_at',
    ]);
  });
});
