import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import { lastMailTo } from '../../../../test/support/factories';
import { makeJpeg } from '../../../../test/support/images';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import {
  type ImportPreview,
  type ImportRun,
  type ImportState,
  importApi,
  importTexts,
} from '../../../shared/imports';
import { teamTexts } from '../../../shared/team';
import { importSources, listingPhotos, listings, mailOutbox } from '../../db/schema';
import { runDepsOf } from './feed-import-workers';
import { FAILURES_BEFORE_MAIL, runScheduledSync, syncFailureTexts } from './feed-sync';
import { feedErrorTexts } from './parse-kyero';
import { templateCsv } from './sheet-template';

interface FeedProperty {
  id: string;
  date: string;
  ref?: string;
  price?: string;
  town?: string;
  type?: string;
  freq?: string;
  energy?: [string, string] | null;
  photos?: string[];
  features?: string[];
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function feedXml(props: FeedProperty[]): string {
  const body = props
    .map((p) => {
      const energy =
        p.energy === null
          ? ''
          : `<energy_rating><consumption>${(p.energy ?? ['D', 'E'])[0]}</consumption><emissions>${(p.energy ?? ['D', 'E'])[1]}</emissions></energy_rating>`;
      const images = (p.photos ?? [])
        .map((u, i) => `<image id="${i + 1}"><url>${xmlEscape(u)}</url></image>`)
        .join('');
      const features = (p.features ?? []).map((f) => `<feature>${xmlEscape(f)}</feature>`).join('');
      return `<property><id>${p.id}</id><date>${p.date}</date>${p.ref ? `<ref>${p.ref}</ref>` : ''}${
        p.price === undefined ? '<price>200000</price>' : p.price ? `<price>${p.price}</price>` : ''
      }<currency>EUR</currency><price_freq>${p.freq ?? 'sale'}</price_freq><type>${p.type ?? 'Apartment'}</type><town>${
        p.town ?? 'Madrid'
      }</town><province>Madrid</province><country>Spain</country><beds>2</beds><baths>1</baths><surface_area><built>80</built></surface_area>${energy}<desc><es>Piso de prueba ${p.id}.</es><en>Test flat ${p.id}.</en></desc><features>${features}</features><images>${images}</images></property>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version></kyero>\n${body}\n</root>`;
}

/** The agency's CRM: a feed and its photos on 127.0.0.1, counting what it is asked. */
class FeedServer {
  server!: Server;
  base = '';
  feed = '';
  /** Photo bytes by name; a name's ETag changes with its version. */
  photos = new Map<string, { bytes: Buffer; version: number }>();
  photoGets = 0;
  photoBodies = 0;
  authSeen: (string | undefined)[] = [];

  async start() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/feed.xml') {
        res.writeHead(200, { 'content-type': 'application/xml' }).end(this.feed);
      } else if (url.pathname === '/private.xml') {
        this.authSeen.push(req.headers.authorization);
        if (req.headers.authorization !== `Basic ${Buffer.from('crm:s3cret').toString('base64')}`)
          res.writeHead(401, { 'www-authenticate': 'Basic' }).end('no');
        else res.writeHead(200, { 'content-type': 'application/xml' }).end(this.feed);
      } else if (url.pathname === '/login') {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!DOCTYPE html><html><body><form>Acceso</form></body></html>');
      } else if (url.pathname === '/empty.xml') {
        res
          .writeHead(200)
          .end('<?xml version="1.0"?><root><kyero><feed_version>3</feed_version></kyero></root>');
      } else if (url.pathname.startsWith('/img/')) {
        this.photoGets++;
        const photo = this.photos.get(url.pathname.slice(5));
        if (!photo) return void res.writeHead(404).end();
        const etag = `"${url.pathname.slice(5)}-${photo.version}"`;
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
        this.photoBodies++;
        res.writeHead(200, { 'content-type': 'image/jpeg', etag }).end(photo.bytes);
      } else res.writeHead(404).end('not found');
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  img(name: string) {
    return `${this.base}/img/${name}`;
  }

  async addPhoto(name: string, hue: number) {
    const old = this.photos.get(name);
    this.photos.set(name, { bytes: await makeJpeg(320, 240, hue), version: (old?.version ?? 0) + 1 });
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

let t: TestApp;
const crm = new FeedServer();
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } });
  await crm.start();
  for (const [i, name] of ['a1.jpg', 'a2.jpg', 'b1.jpg', 'c1.jpg'].entries())
    await crm.addPhoto(name, 20 + i * 60);
});
afterAll(async () => {
  await crm.close();
  await t.close();
});
beforeEach(() => {
  crm.photoGets = 0;
  crm.photoBodies = 0;
});

async function preview(
  client: TestClient,
  body: unknown,
): Promise<{
  status: number;
  json: ImportPreview & { error?: { message: string; fields?: Record<string, string> } };
}> {
  const res = await client.post(importApi.preview, body);
  return { status: res.status, json: await res.json() };
}

/** "Importar" on a preview, then the queued job runs: the finished run. */
async function importPreview(
  client: TestClient,
  previewId: string,
  extra: Record<string, unknown> = {},
): Promise<ImportRun> {
  const res = await client.post(importApi.runs, { preview_id: previewId, ...extra });
  expect(res.status).toBe(202);
  const { run } = (await res.json()) as { run: ImportRun };
  expect(run.status).toBe('queued');
  await t.deps.jobs.drain();
  return ((await (await client.get(importApi.run(run.id))).json()) as { run: ImportRun }).run;
}

const agencyListings = (agencyId: string) =>
  t.db.select().from(listings).where(eq(listings.agencyId, agencyId)).orderBy(asc(listings.createdAt));

const photosOf = (listingId: string) =>
  t.db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));

describe('import from a feed URL', () => {
  it('previews without writing, imports, then a second sync changes nothing and downloads nothing', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([
      {
        id: 'A-1',
        date: '2026-11-01 10:00:00',
        ref: 'MAD-1',
        photos: [crm.img('a1.jpg'), crm.img('a2.jpg')],
        features: ['Lift', 'Gated community'],
      },
      { id: 'B-2', date: '2026-11-01 10:00:00', ref: 'MAD-2', type: 'Castle', photos: [crm.img('b1.jpg')] },
      { id: 'C-3', date: '2026-11-01 10:00:00', ref: 'MAD-3', price: '' },
      { id: 'D-4', date: '2026-11-01 10:00:00', ref: 'MAD-4', energy: null },
    ]);
    const p = await preview(client, { url: `${crm.base}/feed.xml` });
    expect(p.status).toBe(200);
    expect(p.json.total).toBe(4);
    expect(p.json.new.map((i) => i.key)).toEqual(['A-1', 'B-2', 'D-4']);
    expect(p.json.invalid).toEqual(['Propiedad C-3: falta el precio']);
    expect(p.json.notes.join('\n')).toMatch(/Propiedad B-2: tipo 'Castle' importado como piso/);
    expect(p.json.notes.join('\n')).toMatch(/Propiedad D-4: se importa como Borrador/);
    expect(p.json.photos).toBe(3);
    // A preview writes nothing and downloads no photo.
    expect(await agencyListings(agencyId)).toHaveLength(0);
    expect(crm.photoGets).toBe(0);

    const run = await importPreview(client, p.json.preview_id, { schedule: 'hourly' });
    expect(run.status).toBe('done');
    expect(run.counts).toMatchObject({
      created: 3,
      updated: 0,
      invalid: 1,
      photos_downloaded: 3,
      drafted: 1,
    });
    expect(run.errors).toEqual(['Propiedad C-3: falta el precio']);
    const rows = (await agencyListings(agencyId)).sort((x, y) => x.feedId!.localeCompare(y.feedId!));
    expect(rows.map((r) => [r.feedId, r.reference, r.published, r.addressPrivacy])).toEqual([
      ['A-1', 'MAD-1', true, 'zone'],
      ['B-2', 'MAD-2', true, 'zone'],
      ['D-4', 'MAD-4', false, 'zone'],
    ]);
    const a = rows[0]!;
    expect(a.features).toContain('ascensor');
    expect(a.description).toContain('Otras características: Gated community.');
    expect(a.descriptionEn).toBe('Test flat A-1.');
    const aPhotos = await photosOf(a.id);
    expect(aPhotos.map((ph) => ph.sourceUrl)).toEqual([crm.img('a1.jpg'), crm.img('a2.jpg')]);
    expect(aPhotos[0]!.derivatives.length).toBeGreaterThan(0);
    // The feed URL is now the agency's source, on its schedule.
    const state = (await (await client.get(importApi.state)).json()) as ImportState;
    expect(state.source).toMatchObject({ url: `${crm.base}/feed.xml`, schedule: 'hourly', failures: 0 });
    expect(state.runs[0]!.id).toBe(run.id);
    expect(state.active).toBeNull();

    // Nothing changed in the feed: "Sincronizar ahora" leaves every listing and photo alone.
    crm.photoGets = 0;
    const sync = await client.post(importApi.sync, {});
    expect(sync.status).toBe(202);
    await t.deps.jobs.drain();
    const second = ((await (await client.get(importApi.state)).json()) as ImportState).runs[0]!;
    expect(second.status).toBe('done');
    expect(second.counts).toMatchObject({ created: 0, updated: 0, unchanged: 3, photos_downloaded: 0 });
    expect(crm.photoGets).toBe(0);
  });

  it('updates on a new date keeping slug and QR code, re-downloads only changed photos, drafts what left', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    const first = [
      { id: 'K-1', date: '2026-11-01 10:00:00', ref: 'K1', photos: [crm.img('a1.jpg'), crm.img('a2.jpg')] },
      { id: 'K-2', date: '2026-11-01 10:00:00', ref: 'K2', photos: [crm.img('b1.jpg')] },
    ];
    crm.feed = feedXml(first);
    await importPreview(client, (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id);
    const k1 = (await agencyListings(agencyId)).find((l) => l.feedId === 'K-1');
    const before = await photosOf(k1!.id);
    // The agency edits the title and the street address by hand: a feed update keeps them.
    await t.db
      .update(listings)
      .set({ title: 'Mi título', address: 'Calle Mayor 1' })
      .where(eq(listings.id, k1!.id));

    await crm.addPhoto('a2.jpg', 200); // new bytes behind the same URL
    crm.feed = feedXml([
      {
        ...first[0]!,
        date: '2026-11-05 10:00:00',
        price: '190000',
        photos: [crm.img('c1.jpg'), crm.img('a1.jpg'), crm.img('a2.jpg')],
      },
    ]);
    const p = await preview(client, { url: `${crm.base}/feed.xml` });
    expect(p.json.updated.map((i) => i.key)).toEqual(['K-1']);
    expect(p.json.left.map((i) => i.key)).toEqual(['K-2']);
    crm.photoGets = 0;
    crm.photoBodies = 0;
    const run = await importPreview(client, p.json.preview_id);
    expect(run.counts).toMatchObject({ updated: 1, left: 1, photos_downloaded: 2, photos_kept: 1 });
    // a1 answered 304; a2 and c1 were sent.
    expect(crm.photoGets).toBe(3);
    expect(crm.photoBodies).toBe(2);

    const rows = await agencyListings(agencyId);
    const k1After = rows.find((l) => l.feedId === 'K-1');
    const k2After = rows.find((l) => l.feedId === 'K-2');
    expect(k1After).toMatchObject({
      slug: k1!.slug,
      qrCode: k1!.qrCode,
      price: 190000,
      title: 'Mi título',
      address: 'Calle Mayor 1',
    });
    expect(k2After!.published).toBe(false);
    const after = await photosOf(k1!.id);
    expect(after.map((ph) => ph.sourceUrl)).toEqual([
      crm.img('c1.jpg'),
      crm.img('a1.jpg'),
      crm.img('a2.jpg'),
    ]);
    expect(after[1]!.id).toBe(before[0]!.id); // kept, not downloaded again
    expect(after[2]!.id).not.toBe(before[1]!.id); // replaced
  });

  it('replaces a changed photo of a listing at its plan photo limit', async () => {
    const { client, agencyId } = await signedInOwner(t, 'smart'); // 6 photos per listing
    const names = ['m1.jpg', 'm2.jpg', 'm3.jpg', 'm4.jpg', 'm5.jpg', 'm6.jpg'];
    for (const [i, name] of names.entries()) await crm.addPhoto(name, 10 + i * 50);
    const photos = names.map((n) => crm.img(n));
    crm.feed = feedXml([{ id: 'M-1', date: '2026-11-01 10:00:00', photos }]);
    await importPreview(client, (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id);
    const [listing] = await agencyListings(agencyId);
    expect(await photosOf(listing!.id)).toHaveLength(6);

    await crm.addPhoto('m3.jpg', 300);
    crm.feed = feedXml([{ id: 'M-1', date: '2026-11-02 10:00:00', photos }]);
    const run = await importPreview(
      client,
      (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id,
    );
    expect(run.errors).toEqual([]);
    expect(run.counts).toMatchObject({ updated: 1, photos_downloaded: 1, photos_kept: 5 });
    const after = await photosOf(listing!.id);
    expect(after.map((p) => p.sourceUrl)).toEqual(photos);
  });

  it('"Dejarlos como están" leaves listings that left the feed published', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([
      { id: 'L-1', date: '2026-11-01 10:00:00' },
      { id: 'L-2', date: '2026-11-01 10:00:00' },
    ]);
    await importPreview(client, (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id);
    crm.feed = feedXml([{ id: 'L-1', date: '2026-11-01 10:00:00' }]);
    const run = await importPreview(
      client,
      (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id,
      {
        left_action: 'keep',
      },
    );
    expect(run.counts.left).toBe(0);
    expect((await agencyListings(agencyId)).map((l) => l.published)).toEqual([true, true]);
  });

  it('links an existing listing with the same reference instead of duplicating it', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    const made = await client.post('/api/listings', {
      title: 'Piso a mano',
      price: '100000',
      city: 'Madrid',
      reference: 'ref-77',
      operation: 'sale',
      propertyType: 'piso',
      energyStatus: 'in_progress',
    });
    expect(made.status).toBe(201);
    crm.feed = feedXml([{ id: 'X-77', date: '2026-11-01 10:00:00', ref: 'REF-77', price: '150000' }]);
    const p = await preview(client, { url: `${crm.base}/feed.xml` });
    expect(p.json.new).toHaveLength(0);
    expect(p.json.updated).toHaveLength(1);
    expect(p.json.linked).toBe(1);
    await importPreview(client, p.json.preview_id);
    const rows = await agencyListings(agencyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ feedId: 'X-77', price: 150000, title: 'Piso a mano' });
  });

  it('past the plan published limit, the rest come in as Borrador and the preview says so', async () => {
    const { client, agencyId } = await signedInOwner(t, 'plus'); // 5 published
    crm.feed = feedXml(Array.from({ length: 7 }, (_, i) => ({ id: `P-${i}`, date: '2026-11-01 10:00:00' })));
    const p = await preview(client, { url: `${crm.base}/feed.xml` });
    expect(p.json.beyond_limit).toBe(2);
    expect(p.json.published_limit).toBe(5);
    expect(p.json.notes[0]).toBe('Tu plan permite 5 inmuebles publicados: 2 entran como Borrador.');
    await importPreview(client, p.json.preview_id);
    const rows = await agencyListings(agencyId);
    expect(rows.filter((r) => r.published)).toHaveLength(5);
    expect(rows).toHaveLength(7);
    const firstDraft = rows.find((r) => !r.published)!;
    const firstPublished = rows.find((r) => r.published)!;

    // A published one leaves the feed and a draft changes: the freed place goes to the draft.
    crm.feed = feedXml(
      Array.from({ length: 7 }, (_, i) => ({
        id: `P-${i}`,
        date: `P-${i}` === firstDraft.feedId ? '2026-11-09 10:00:00' : '2026-11-01 10:00:00',
      })).filter((p) => p.id !== firstPublished.feedId),
    );
    const again = await importPreview(
      client,
      (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id,
    );
    expect(again.counts).toMatchObject({ updated: 1, left: 1, drafted: 0 });
    const after = await agencyListings(agencyId);
    expect(after.find((r) => r.id === firstDraft.id)!.published).toBe(true);
    expect(after.find((r) => r.id === firstPublished.id)!.published).toBe(false);
    expect(after.filter((r) => r.published)).toHaveLength(5);
  });

  it('sends the feed credentials, keeps the password sealed, and reuses it when left empty', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([{ id: 'S-1', date: '2026-11-01 10:00:00' }]);
    const wrong = await preview(client, { url: `${crm.base}/private.xml`, username: 'crm', password: 'bad' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.fields?.url).toBe(
      'El servidor del feed pide usuario y contraseña, o los indicados no son correctos.',
    );
    const ok = await preview(client, { url: `${crm.base}/private.xml`, username: 'crm', password: 's3cret' });
    expect(ok.status).toBe(200);
    await importPreview(client, ok.json.preview_id);
    const [source] = await t.db.select().from(importSources).where(eq(importSources.agencyId, agencyId));
    expect(source!.passwordSealed).not.toContain('s3cret');
    const again = await preview(client, { url: `${crm.base}/private.xml`, username: 'crm' });
    expect(again.status).toBe(200);
    const state = (await (await client.get(importApi.state)).json()) as ImportState;
    expect(state.source).toMatchObject({ username: 'crm', has_password: true });
    expect(JSON.stringify(state)).not.toContain('s3cret');
  });

  it('a bad feed gets a clear Spanish answer and changes nothing', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([{ id: 'Z-1', date: '2026-11-01 10:00:00' }]);
    await importPreview(client, (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id);
    const cases: [string, string][] = [
      [`${crm.base}/login`, feedErrorTexts.notXml],
      [`${crm.base}/nope.xml`, 'El servidor respondió que el feed no existe (404).'],
      [`${crm.base}/empty.xml`, feedErrorTexts.empty],
      ['http://127.0.0.1:1/feed.xml', 'No se pudo conectar con el servidor del feed: rechazó la conexión'],
    ];
    for (const [url, message] of cases) {
      const p = await preview(client, { url });
      expect(p.status, url).toBe(422);
      expect(p.json.error?.message, url).toBe(message);
    }
    const invalid = await preview(client, { url: 'ftp://example.com/feed.xml' });
    expect(invalid.json.error?.fields?.url).toBe(importTexts.urlInvalid);
    // The saved feed now answers an empty file: the scheduled sync fails and drafts nothing.
    crm.feed = '<?xml version="1.0"?><root><kyero><feed_version>3</feed_version></kyero></root>';
    await client.post(importApi.sync, {});
    await t.deps.jobs.drain();
    const run = ((await (await client.get(importApi.state)).json()) as ImportState).runs[0]!;
    expect(run).toMatchObject({ status: 'failed', error: feedErrorTexts.empty });
    expect((await agencyListings(agencyId)).map((l) => l.published)).toEqual([true]);
  });

  it('refuses private addresses unless the development switch is on', async () => {
    const strict = await createTestApp();
    try {
      const { client } = await signedInOwner(strict, 'pro');
      const res = await client.post(importApi.preview, { url: `${crm.base}/feed.xml` });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toBe(
        'La dirección apunta a una red privada: solo se admiten direcciones públicas de Internet',
      );
    } finally {
      await strict.close();
    }
  });
});

describe('scheduled sync', () => {
  it('runs at its time, moves the next run on, and e-mails the owner once after three failures', async () => {
    const { client, agencyId, user } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([{ id: 'H-1', date: '2026-11-01 10:00:00' }]);
    await importPreview(client, (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id, {
      schedule: 'daily',
    });
    const deps = { ...runDepsOf(t.deps), mailer: t.deps.mailer, publicUrl: 'http://localhost:3000' };
    const nextAt = async () =>
      (await t.db.select().from(importSources).where(eq(importSources.agencyId, agencyId)))[0]!;

    // A job for a time that is no longer the source's does nothing.
    expect(await runScheduledSync(deps, { agencyId, at: '2020-01-01T00:00:00.000Z' })).toBeNull();

    crm.feed = '<html><body>Inicia sesión</body></html>';
    for (let i = 1; i <= FAILURES_BEFORE_MAIL + 1; i++) {
      const source = await nextAt();
      const run = await runScheduledSync(deps, { agencyId, at: source.nextRunAt!.toISOString() });
      expect(run).toMatchObject({ status: 'failed', scheduled: true });
      const after = await nextAt();
      expect(after.failures).toBe(i);
      expect(after.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
      const mail = await lastMailTo(t.db, user.email);
      if (i < FAILURES_BEFORE_MAIL) expect(mail?.subject).not.toBe(syncFailureTexts.subject);
      else expect(mail?.subject).toBe(syncFailureTexts.subject);
    }
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.subject, syncFailureTexts.subject)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${crm.base}/feed.xml`);

    // Fixed: the next sync succeeds and the count starts again.
    crm.feed = feedXml([{ id: 'H-1', date: '2026-11-01 10:00:00' }]);
    const ok = await runScheduledSync(deps, { agencyId, at: (await nextAt()).nextRunAt!.toISOString() });
    expect(ok?.status).toBe('done');
    expect(await nextAt()).toMatchObject({ failures: 0, failureMailAt: null });
  });

  it('PUT changes the schedule and left action; DELETE stops syncing but keeps the listings', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([{ id: 'Q-1', date: '2026-11-01 10:00:00' }]);
    await importPreview(client, (await preview(client, { url: `${crm.base}/feed.xml` })).json.preview_id);
    const put = await client.request(importApi.source, {
      method: 'PUT',
      json: { schedule: 'off', left_action: 'keep', address_privacy: 'street' },
    });
    expect(put.status).toBe(200);
    expect((await put.json()).source).toMatchObject({
      schedule: 'off',
      left_action: 'keep',
      next_run_at: null,
    });
    const del = await client.request(importApi.source, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(((await (await client.get(importApi.state)).json()) as ImportState).source).toBeNull();
    expect(await agencyListings(agencyId)).toHaveLength(1);
    expect((await client.post(importApi.sync, {})).status).toBe(404);
  });
});

describe('uploaded files', () => {
  const upload = (client: TestClient, name: string, bytes: Buffer | string) => {
    const form = new FormData();
    form.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
    return client.request(importApi.preview, { method: 'POST', body: form });
  };

  it('a Kyero XML file imports like the feed, but is not saved as a source', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    const res = await upload(client, 'export.xml', feedXml([{ id: 'F-1', date: '2026-11-01 10:00:00' }]));
    expect(res.status).toBe(200);
    const p = (await res.json()) as ImportPreview;
    expect(p.source).toEqual({ kind: 'feed_file', name: 'export.xml' });
    await importPreview(client, p.preview_id);
    expect((await agencyListings(agencyId)).map((l) => l.feedId)).toEqual(['F-1']);
    expect(((await (await client.get(importApi.state)).json()) as ImportState).source).toBeNull();
  });

  it('the CSV template imports, and a second upload with one row changed updates only that one', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    const template = await client.get(importApi.templateCsv);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('plantilla-inmuebles.csv');
    const bytes = Buffer.from(await template.arrayBuffer());
    expect(bytes.equals(templateCsv())).toBe(true);
    // The example row's photos, served by the agency's own server.
    const text = bytes
      .toString('utf8')
      .replace(/https:\/\/www\.example\.com\/fotos\/[a-z0-9-]+-1\.jpg/, crm.img('a1.jpg'))
      .replace(/https:\/\/www\.example\.com\/fotos\/[a-z0-9-]+-2\.jpg/, crm.img('b1.jpg'));
    const p1 = (await (await upload(client, 'inmuebles.csv', text)).json()) as ImportPreview;
    expect(p1.invalid).toEqual([]);
    expect(p1.new).toHaveLength(1);
    expect(p1.photos).toBe(2);
    const run = await importPreview(client, p1.preview_id);
    expect(run.counts).toMatchObject({ created: 1, photos_downloaded: 2 });
    const [row] = await agencyListings(agencyId);
    expect(row!.reference).toBe('MAD-0001');
    expect(row!.feedId).toBeNull();

    const again = (await (await upload(client, 'inmuebles.csv', text)).json()) as ImportPreview;
    expect(again.unchanged).toBe(1);
    expect(again.new).toHaveLength(0);
    // One cell changed (the price): that row is updated.
    const changed = (await (
      await upload(client, 'inmuebles.csv', text.replace(';385000;', ';379000;'))
    ).json()) as ImportPreview;
    expect(changed.updated.map((u) => u.key)).toEqual(['MAD-0001']);
    await importPreview(client, changed.preview_id);
    expect((await agencyListings(agencyId))[0]!.price).toBe(379000);
  });

  it('refuses a file that is not a feed or a spreadsheet', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const res = await upload(client, 'foto.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(importTexts.fileType);
  });
});

describe('who may import', () => {
  it('agents get the owner-only 403; another agency cannot see or apply a preview or a run', async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([{ id: 'T-1', date: '2026-11-01 10:00:00' }]);
    const p = await preview(client, { url: `${crm.base}/feed.xml` });
    const run = await importPreview(client, p.json.preview_id);

    const agent = await createAgentMember(t.db, agencyId);
    const agentClient = t.client();
    await agentClient.post('/api/auth/sign-in/email', {
      email: agent.user.email,
      password: agent.user.password,
    });
    for (const res of [
      await agentClient.get(importApi.state),
      await agentClient.post(importApi.preview, { url: `${crm.base}/feed.xml` }),
      await agentClient.post(importApi.sync, {}),
      await agentClient.get(importApi.templateCsv),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(teamTexts.ownerOnly);
    }

    const other = await signedInOwner(t, 'pro');
    expect((await other.client.get(importApi.run(run.id))).status).toBe(404);
    const p2 = await preview(client, { url: `${crm.base}/feed.xml` });
    const steal = await other.client.post(importApi.runs, { preview_id: p2.json.preview_id });
    expect(steal.status).toBe(404);
    expect((await steal.json()).error.message).toBe(importTexts.previewExpired);
    const state = (await (await other.client.get(importApi.state)).json()) as ImportState;
    expect(state).toEqual({ source: null, active: null, runs: [] });
    expect(await agencyListings(other.agencyId)).toHaveLength(0);
  });

  it('one run at a time per agency', async () => {
    const { client } = await signedInOwner(t, 'pro');
    crm.feed = feedXml([{ id: 'U-1', date: '2026-11-01 10:00:00' }]);
    const p1 = await preview(client, { url: `${crm.base}/feed.xml` });
    const p2 = await preview(client, { url: `${crm.base}/feed.xml` });
    expect((await client.post(importApi.runs, { preview_id: p1.json.preview_id })).status).toBe(202);
    const busy = await client.post(importApi.runs, { preview_id: p2.json.preview_id });
    expect(busy.status).toBe(409);
    expect((await busy.json()).error.message).toBe(importTexts.runBusy);
    await t.deps.jobs.drain();
    const rows = await t.db.select().from(listings).where(eq(listings.feedId, 'U-1'));
    expect(rows).toHaveLength(1);
  });
});
