import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createAgentMember } from '../../../../test/support/agents';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import {
  createTestApp,
  signedInOwner,
  TEST_ORIGIN,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import { type PortalFeedSettings, portalFeedApi, portalFeedTexts } from '../../../shared/portal-feed';
import { teamTexts } from '../../../shared/team';
import { agencies, agencyFeeds, listings } from '../../db/schema';
import { kyeroDate, kyeroFeedXml, xmlText } from './kyero-xml';
import { provinceOf } from './load-feed-listings';
import { warmFeeds } from './warm-feeds';

const XSD = readFileSync(join(__dirname, '../../../../test/fixtures/kyero/kyeroV3.0.xsd'), 'utf8');

/** libxml2's own schema validation (WebAssembly): the errors, empty when the feed is valid. */
async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'kyeroV3.0.xsd', contents: XSD }],
  });
  return result.errors.map((e) => e.rawMessage);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rental = {
  operation: 'rent',
  propertyType: 'atico',
  reference: 'MAD-0042',
  title: 'Ático con terraza en Chamberí',
  price: '1.200',
  address: 'Calle de Ponzano 12, 5º B',
  city: 'Madrid',
  sqm: '85',
  usableSqm: '74',
  beds: '2',
  baths: '1',
  description: 'Ático luminoso & tranquilo.\n\nTerraza de 20 m² <con vistas>.',
  descriptionEn: 'A bright penthouse.\n\nA 20 m² terrace with views.',
  features: ['terraza', 'ascensor', 'aire'],
  condition: 'good',
  depositMonths: '2',
  addressPrivacy: 'street',
  lat: '40.438912',
  lng: '-3.701234',
  energyStatus: 'in_progress',
};

const sale = {
  operation: 'sale',
  propertyType: 'casa',
  title: 'Chalet con piscina en Jávea',
  price: '450000',
  address: 'Carrer de la Mar 7',
  city: 'Jávea',
  sqm: '210',
  plotSqm: '900',
  beds: '4',
  baths: '3',
  description: 'Chalet de obra nueva con piscina.',
  features: ['piscina', 'jardin'],
  condition: 'new',
  addressPrivacy: 'exact',
  lat: '38.789123',
  lng: '0.180456',
  energyStatus: 'certified',
  energyConsumption: 'B',
  energyEmissions: 'C',
};

async function createListing(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/listings', body);
  expect(res.status).toBe(201);
  return (await res.json()).listing as { id: string; slug: string; qrCode: string };
}

async function feedUrlOf(client: TestClient): Promise<string> {
  const res = await client.post(portalFeedApi.rotate, {});
  expect(res.status).toBe(200);
  const body = (await res.json()) as PortalFeedSettings;
  expect(body.url).toMatch(/^http:\/\/localhost:3000\/feeds\/kyero\/[A-Za-z0-9_-]{43}\.xml$/);
  return body.url!;
}

/** GETs an absolute feed URL from the app, as a portal would (no session). */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.request(url.replace(TEST_ORIGIN, ''), { headers });

async function feedDoc(url: string) {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  const xml = await res.text();
  return { res, xml, doc: new JSDOM(xml, { contentType: 'application/xml' }).window.document };
}

const propertyWithId = (doc: Document, id: string) =>
  [...doc.querySelectorAll('property')].find((p) => p.querySelector(':scope > id')?.textContent === id);
const text = (el: Element | undefined, selector: string) => el?.querySelector(selector)?.textContent ?? null;

describe('the Kyero feed', () => {
  it('maps a complete rental and a sale element by element, valid against the Kyero v3 XSD', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const rent = await createListing(client, rental);
    const photoA = await uploadPhoto(client, rent.id, await makeJpeg(1600, 1200, 20));
    const photoB = await uploadPhoto(client, rent.id, await makeJpeg(1600, 1200, 200));
    const house = await createListing(client, sale);
    const draft = await createListing(client, {
      title: 'Borrador secreto',
      city: 'Madrid',
      published: false,
    });
    const draftPhoto = await uploadPhoto(client, draft.id, await makeJpeg(800, 600, 90));

    const before = (await (await client.get(portalFeedApi.settings)).json()) as PortalFeedSettings;
    expect(before).toEqual({ allowed: true, url: null, created_at: null });
    const url = await feedUrlOf(client);
    const settings = (await (await client.get(portalFeedApi.settings)).json()) as PortalFeedSettings;
    expect(settings.url).toBe(url);

    const { res, xml, doc } = await feedDoc(url);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(doc.querySelector('kyero > feed_version')?.textContent).toBe('3');
    expect(doc.querySelector('kyero > feed_generated')?.textContent).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    expect(doc.querySelectorAll('property')).toHaveLength(2);
    expect(xml).not.toContain('Borrador secreto');
    expect(xml).not.toContain(draftPhoto);

    const r = propertyWithId(doc, rent.id);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, rent.id));
    expect(text(r, 'date')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(text(r, 'ref')).toBe('MAD-0042');
    expect(text(r, 'price')).toBe('1200');
    expect(text(r, 'currency')).toBe('EUR');
    expect(text(r, 'price_freq')).toBe('month');
    expect(text(r, 'new_build')).toBe('0');
    expect(text(r, 'type')).toBe('penthouse');
    expect(text(r, 'town')).toBe('Madrid');
    expect(text(r, 'province')).toBe('Madrid');
    expect(text(r, 'country')).toBe('Spain');
    // 'street': the point as the public page rounds it (~100 m), never the exact one.
    expect(text(r, 'location > latitude')).toBe('40.439000');
    expect(text(r, 'location > longitude')).toBe('-3.701000');
    expect(xml).not.toContain('40.438912');
    expect(text(r, 'beds')).toBe('2');
    expect(text(r, 'baths')).toBe('1');
    expect(text(r, 'pool')).toBe('0');
    expect(text(r, 'surface_area > built')).toBe('85');
    expect(r?.querySelector('surface_area > plot')).toBeNull();
    expect(text(r, 'energy_rating > consumption')).toBe('X');
    expect(text(r, 'energy_rating > emissions')).toBe('X');
    expect(text(r, 'url > es')).toBe(`${TEST_ORIGIN}/l/${rent.slug}`);
    expect(text(r, 'url > en')).toBe(`${TEST_ORIGIN}/l/${rent.slug}?lang=en`);
    expect(text(r, 'desc > es')).toBe(rental.description);
    expect(xml).toContain('Ático luminoso &amp; tranquilo.\n\nTerraza de 20 m² &lt;con vistas&gt;.');
    expect(text(r, 'desc > en')).toBe(rental.descriptionEn);
    expect([...r!.querySelectorAll('features > feature')].map((f) => f.textContent)).toEqual([
      'Lift',
      'Terrace',
      'Air conditioning',
    ]);
    const images = [...r!.querySelectorAll('images > image')];
    expect(images.map((i) => i.getAttribute('id'))).toEqual(['1', '2']);
    const imageUrls = images.map((i) => i.querySelector('url')!.textContent!);
    expect(imageUrls[0]).toContain(`/feeds/photos/${photoA}/`);
    expect(imageUrls[1]).toContain(`/feeds/photos/${photoB}/`);
    expect(row!.published).toBe(true);

    // Each image is a full-size JPEG anyone can fetch, like the microsite's photos.
    const img = await t.app.request(imageUrls[0]!.replace(TEST_ORIGIN, ''));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    // Encoded once and kept beside the listing's photos: the next request reads the same bytes back.
    const kept = (await t.deps.storage.list()).filter((k) => k.includes('/feed/'));
    expect(kept).toEqual([expect.stringMatching(new RegExp(`^listings/${rent.id}/feed/${photoA}-`))]);
    const again = await t.app.request(imageUrls[0]!.replace(TEST_ORIGIN, ''));
    expect(
      Buffer.from(await again.arrayBuffer()).equals(
        Buffer.from(await (await t.deps.storage.get(kept[0]!))!.body),
      ),
    ).toBe(true);
    // A wrong version or a draft's photo is not there.
    expect(
      (await t.app.request(imageUrls[0]!.replace(/\/[^/]+\.jpg$/, '/AAAAAAAAAAAAAAAA.jpg'))).status,
    ).toBe(404);
    expect((await t.app.request(`/feeds/photos/${draftPhoto}/AAAAAAAAAAAAAAAA.jpg`)).status).toBe(404);

    const s = propertyWithId(doc, house.id);
    expect(text(s, 'ref')).toBe(house.qrCode);
    expect(text(s, 'price')).toBe('450000');
    expect(text(s, 'price_freq')).toBe('sale');
    expect(text(s, 'new_build')).toBe('1');
    expect(text(s, 'type')).toBe('villa');
    expect(text(s, 'town')).toBe('Jávea');
    expect(text(s, 'province')).toBe('Alicante/Alacant');
    // 'exact': the point itself.
    expect(text(s, 'location > latitude')).toBe('38.789123');
    expect(text(s, 'pool')).toBe('1');
    expect(text(s, 'surface_area > built')).toBe('210');
    expect(text(s, 'surface_area > plot')).toBe('900');
    expect(text(s, 'energy_rating > consumption')).toBe('B');
    expect(text(s, 'energy_rating > emissions')).toBe('C');
    expect(text(s, 'desc > es')).toBe(sale.description);
    expect(s?.querySelector('desc > en')).toBeNull();
    expect(s?.querySelector('images')?.children).toHaveLength(0);
  });

  it('a zone-only listing gives the ~1 km cell; no price is "x"; it stays valid', async () => {
    const { client } = await signedInOwner(t, 'plus');
    const zone = await createListing(client, {
      ...rental,
      reference: '',
      price: '',
      addressPrivacy: 'zone',
    });
    // A character XML 1.0 forbids, written past the API (an import, psql): dropped from the feed.
    await t.db
      .update(listings)
      .set({ description: 'Texto con un carácter prohibido: \u0001 y fin.' })
      .where(eq(listings.id, zone.id));
    const url = await feedUrlOf(client);
    const { xml, doc } = await feedDoc(url);
    expect(await xsdErrors(xml)).toEqual([]);
    const p = propertyWithId(doc, zone.id);
    expect(text(p, 'price')).toBe('x');
    expect(text(p, 'location > latitude')).toBe('40.440000');
    expect(text(p, 'location > longitude')).toBe('-3.700000');
    expect(text(p, 'ref')).toBe(zone.qrCode);
    expect(text(p, 'desc > es')).toBe('Texto con un carácter prohibido:  y fin.');
  });

  it('a town the gazetteer does not know takes the agency’s province; no town at all is left out', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    await t.db.update(agencies).set({ city: 'Valencia' }).where(eq(agencies.id, agencyId));
    const hamlet = await createListing(client, { ...sale, city: 'Caserío Inventado' });
    const nowhere = await createListing(client, { ...sale, title: 'Sin ciudad', city: '' });
    const { xml, doc } = await feedDoc(await feedUrlOf(client));
    expect(await xsdErrors(xml)).toEqual([]);
    expect(text(propertyWithId(doc, hamlet.id), 'province')).toBe('Valencia/València');
    expect(propertyWithId(doc, nowhere.id)).toBeUndefined();
  });

  it('serves only its own agency: another token shows only that agency’s listings', async () => {
    const a = await signedInOwner(t, 'pro');
    const b = await signedInOwner(t, 'plus');
    const la = await createListing(a.client, { ...rental, reference: 'A-1', title: 'Piso de la agencia A' });
    const lb = await createListing(b.client, { ...sale, title: 'Casa de la agencia B' });
    const [urlA, urlB] = [await feedUrlOf(a.client), await feedUrlOf(b.client)];
    const feedA = await feedDoc(urlA);
    const feedB = await feedDoc(urlB);
    expect([...feedA.doc.querySelectorAll('property > id')].map((e) => e.textContent)).toEqual([la.id]);
    expect([...feedB.doc.querySelectorAll('property > id')].map((e) => e.textContent)).toEqual([lb.id]);
    expect(feedA.xml).not.toContain('agencia B');
  });

  it('rotating makes the old URL 404 at once; unknown and malformed tokens are 404', async () => {
    const { client, agencyId } = await signedInOwner(t, 'plus');
    await createListing(client, rental);
    const first = await feedUrlOf(client);
    expect((await fetchFeed(first)).status).toBe(200);
    const second = await feedUrlOf(client);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    const [row] = await t.db.select().from(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
    expect(`${TEST_ORIGIN}/feeds/kyero/${row!.token}.xml`).toBe(second);
    expect((await t.app.request(`/feeds/kyero/${'A'.repeat(43)}.xml`)).status).toBe(404);
    expect((await t.app.request('/feeds/kyero/nope.xml')).status).toBe(404);
    expect((await t.app.request(`/feeds/kyero/${row!.token}.json`)).status).toBe(404);
  });

  it('the Smart plan has no feed; a plan that loses it answers 404 and the settings say so', async () => {
    const smart = await signedInOwner(t, 'smart');
    expect(await (await smart.client.get(portalFeedApi.settings)).json()).toEqual({
      allowed: false,
      url: null,
      created_at: null,
    });
    const refused = await smart.client.post(portalFeedApi.rotate, {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({
      code: 'plan_limit',
      message: portalFeedTexts.planRequired,
    });

    const plus = await signedInOwner(t, 'plus');
    await createListing(plus.client, rental);
    const url = await feedUrlOf(plus.client);
    expect((await fetchFeed(url)).status).toBe(200);
    await t.db.update(agencies).set({ currentPlan: 'smart' }).where(eq(agencies.id, plus.agencyId));
    expect((await fetchFeed(url)).status).toBe(404);
    const settings = (await (await plus.client.get(portalFeedApi.settings)).json()) as PortalFeedSettings;
    expect(settings).toMatchObject({ allowed: false, url: null });
  });

  it('an agent can neither see nor change the link', async () => {
    const { agencyId } = await signedInOwner(t, 'pro');
    const { user } = await createAgentMember(t.db, agencyId);
    const agent = t.client();
    await agent.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    for (const res of [await agent.get(portalFeedApi.settings), await agent.post(portalFeedApi.rotate, {})]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(teamTexts.ownerOnly);
    }
    expect(await t.db.select().from(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId))).toEqual([]);
  });

  it('answers 304 to its ETag, and changes after a price edit and after unpublishing', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const one = await createListing(client, rental);
    const two = await createListing(client, { ...sale, title: 'Otro chalet' });
    const url = await feedUrlOf(client);
    const first = await fetchFeed(url);
    const etag = first.headers.get('etag')!;
    const again = await fetchFeed(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Served from the cache: the same bytes, feed_generated included.
    expect(await (await fetchFeed(url)).text()).toBe(await first.text());

    const edited = await client.request(`/api/listings/${one.id}`, {
      method: 'PUT',
      json: { ...rental, price: '1.350' },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await fetchFeed(url, { 'if-none-match': etag });
    expect(afterEdit.status).toBe(200);
    const editedDoc = new JSDOM(await afterEdit.text(), { contentType: 'application/xml' }).window.document;
    expect(text(propertyWithId(editedDoc, one.id), 'price')).toBe('1350');

    const unpublished = await client.request(`/api/listings/${two.id}`, {
      method: 'PUT',
      json: { ...sale, title: 'Otro chalet', published: false },
    });
    expect(unpublished.status).toBe(200);
    const { doc } = await feedDoc(url);
    expect([...doc.querySelectorAll('property > id')].map((e) => e.textContent)).toEqual([one.id]);
  });
});

describe('after a start', () => {
  it('every feed is built ahead: the first portal GET gets the one the warm-up built', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const one = await createListing(client, rental);
    const url = await feedUrlOf(client);
    const tokens = await t.db.select().from(agencyFeeds);
    const built = await warmFeeds(t.app, t.deps);
    expect(built).toBeGreaterThanOrEqual(1);
    expect(built).toBeLessThanOrEqual(tokens.length); // a plan without a feed answers 404: not built
    const warmedBy = kyeroDate(new Date());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { doc } = await feedDoc(url);
    expect(doc.querySelector('kyero > feed_generated')!.textContent! <= warmedBy).toBe(true);
    expect(propertyWithId(doc, one.id)).toBeDefined();
  });
});

describe('the XML itself', () => {
  it('escapes markup and drops characters XML 1.0 forbids', () => {
    expect(xmlText('a & b < c > "d" \'e\' \u0000\u0001\u000b\ufffe f\tg\nh')).toBe(
      'a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;  f\tg\nh',
    );
  });

  it('the validator refuses what the XSD does not allow (a type with digits, a WebP image)', async () => {
    const broken = kyeroFeedXml(
      [
        {
          id: 'x1',
          date: '2026-11-28 10:00:00',
          ref: 'R1',
          price: 1,
          priceFreq: 'sale',
          newBuild: false,
          type: '3 beds',
          town: 'Madrid',
          province: 'Madrid',
          location: null,
          beds: null,
          baths: null,
          pool: false,
          surface: { built: null, plot: null },
          energy: null,
          url: { es: 'http://a.es/l/x', en: 'http://a.es/l/x?lang=en' },
          desc: { es: 'x', en: null },
          features: [],
          images: ['http://a.es/uploads/x.webp'],
        },
      ],
      new Date(),
    );
    const errors = await xsdErrors(broken);
    expect(errors.join('\n')).toMatch(/type/);
    expect(errors.join('\n')).toMatch(/url/);
  });

  it('an agency with nothing published gets the bare root', () => {
    expect(kyeroFeedXml([], new Date('2026-11-28T10:00:00Z'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version><feed_generated>2026-11-28 10:00:00</feed_generated></kyero></root>\n',
    );
  });

  it('finds the province from a post code, the town or a town named like its province', async () => {
    expect(await provinceOf('Madrid', null)).toBe('Madrid');
    expect(await provinceOf('Algún sitio', 'Calle Mayor 3, 46001')).toBe('Valencia/València');
    expect(await provinceOf('Sevilla', 'Calle Sierpes 4')).toBe('Sevilla');
    expect(await provinceOf('Lugar que no existe', null)).toBeNull();
  });
});
