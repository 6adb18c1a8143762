import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeJpeg } from '../../../test/support/images';
import { uploadPhoto } from '../../../test/support/listings';
import { startS3rver } from '../../../test/support/s3rver';
import { createTestApp, signedInOwner, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-db';
import { leads, listingPhotos, listings } from '../db/schema';
import { createBackup } from './create-backup';
import { MANIFEST_FILE, type Manifest } from './manifest';
import { appMigrations } from './migrations';
import { restoreBackup, TargetNotEmptyError } from './restore-backup';

let s3: Awaited<ReturnType<typeof startS3rver>>;
let scratch: string;
beforeAll(async () => {
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  s3 = await startS3rver(['source', 'restored']);
  scratch = await mkdtemp(join(tmpdir(), 'escaparate-backup-test-'));
});
afterAll(async () => {
  await s3.close();
  vi.unstubAllEnvs();
  await rm(scratch, { recursive: true, force: true });
});

/** An agency with two listings, three real photos and two leads sent by visitors (alerts queued). */
async function agencyWithEverything(t: TestApp) {
  const owner = await signedInOwner(t);
  const ids: string[] = [];
  for (const title of ['Ático en Chamberí', 'Casa con jardín']) {
    const res = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title,
      address: 'Calle Mayor 1',
      city: 'Madrid',
    });
    expect(res.status).toBe(201);
    ids.push((await res.json()).listing.id);
  }
  for (const [i, hue] of [10, 120, 240].entries())
    await uploadPhoto(owner.client, ids[i % 2]!, await makeJpeg(1200, 900, hue));
  const slugs = await t.db.select({ slug: listings.slug }).from(listings).orderBy(asc(listings.title));
  for (const [i, { slug }] of slugs.entries()) {
    const res = await t.client().post(`/api/public/listings/${slug}/leads`, {
      firstName: `Visitante${i}`,
      lastName: 'Pérez',
      contactMethod: 'email',
      email: `visitante${i}@example.es`,
      consent: true,
    });
    expect(res.status).toBe(201);
  }
  return owner;
}

/** What must come back: rows of the three tables and every stored file's bytes. */
async function contents(t: TestApp) {
  const files = new Map<string, Buffer>();
  for (const key of await t.deps.storage.list()) files.set(key, (await t.deps.storage.get(key))!.body);
  return {
    listings: await t.db.select().from(listings).orderBy(asc(listings.id)),
    photos: await t.db.select().from(listingPhotos).orderBy(asc(listingPhotos.id)),
    leads: await t.db.select().from(leads).orderBy(asc(leads.id)),
    pendingJobs: await t.deps.jobs.pending(),
    files,
  };
}

const storages = {
  local: (name: string) => ({ DATA_DIR: join(scratch, name) }),
  s3: (name: string) => ({
    ...s3.env(name.endsWith('source') ? 'source' : 'restored'),
    DATA_DIR: join(scratch, name),
  }),
};

describe.each(Object.entries(storages))('backup and restore with %s storage', (kind, storageEnv) => {
  let source: TestApp;
  let restored: TestApp;
  let backupDir: string;
  let owner: Awaited<ReturnType<typeof agencyWithEverything>>;
  let before: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    source = await createTestApp({ env: storageEnv(`${kind}-source`) });
    owner = await agencyWithEverything(source);
    before = await contents(source);
    backupDir = join(scratch, `${kind}-backup`);
    await createBackup({ database: source.deps.database, storage: source.deps.storage, dir: backupDir });
    // The original is gone: a new, empty database and storage receive the backup.
    await source.close();
    restored = await createTestApp({
      env: storageEnv(`${kind}-restored`),
      database: await createTestDatabase(),
    });
    await restoreBackup({ database: restored.deps.database, storage: restored.deps.storage, dir: backupDir });
    // Two apps, photo processing, a backup and a restore: minutes on a loaded 2-core machine.
  }, 180_000);
  afterAll(() => restored?.close());

  it('writes a manifest naming the migration, every table and every file', async () => {
    const manifest = JSON.parse(await readFile(join(backupDir, MANIFEST_FILE), 'utf8')) as Manifest;
    expect(manifest.migrations.map((m) => m.tag)).toEqual(appMigrations().map((m) => m.tag));
    expect(manifest.tables.find((t) => t.name === 'leads')?.rows).toBe(2);
    // The day's visitor hashes of views and their salt are deleted with the day: never kept in a backup.
    expect(manifest.tables.map((t) => t.name)).not.toContain('view_salts');
    expect(manifest.tables.map((t) => t.name)).not.toContain('view_visitors');
    expect(manifest.tables.map((t) => t.name)).toContain('daily_listing_stats');
    expect(manifest.files.map((f) => f.key).sort()).toEqual([...before.files.keys()].sort());
    expect(manifest.jobs?.jobs.rows).toBe(before.pendingJobs);
  });

  it('finds every listing, photo, lead and pending job again, and every file byte for byte', async () => {
    const after = await contents(restored);
    expect(before.photos).toHaveLength(3);
    expect(after.listings).toEqual(before.listings);
    expect(after.photos).toEqual(before.photos);
    expect(after.leads).toEqual(before.leads);
    expect(before.pendingJobs).toBeGreaterThan(0);
    expect(after.pendingJobs).toBe(before.pendingJobs);
    expect([...after.files.keys()]).toEqual([...before.files.keys()]);
    for (const [key, body] of before.files) expect(after.files.get(key)?.equals(body), key).toBe(true);
  });

  it('lets the owner sign in and see the listings, photos and leads through the API', async () => {
    const client = restored.client();
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: owner.user.email,
      password: owner.user.password,
    });
    expect(signIn.status).toBe(200);
    const { leads: rows } = await (await client.get('/api/leads')).json();
    expect(rows.map((l: { firstName: string }) => l.firstName).sort()).toEqual(['Visitante0', 'Visitante1']);
    for (const photo of before.photos) {
      const res = await client.get(`/api/listings/${photo.listingId}/photos`);
      expect(res.status).toBe(200);
      const { photos } = await res.json();
      const served = await client.get(photos[0].url.split('?')[0]);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('refuses to restore over data without --force, and replaces it with it', async () => {
    const target = { database: restored.deps.database, storage: restored.deps.storage, dir: backupDir };
    await expect(restoreBackup(target)).rejects.toThrow(TargetNotEmptyError);
    await restoreBackup({ ...target, force: true });
    expect((await contents(restored)).leads).toEqual(before.leads);
  }, 60_000);
});

describe('a backup taken while photos are uploaded', () => {
  it('never holds a photo row without its files', async () => {
    const source = await createTestApp({ env: storages.local('live-source') });
    const owner = await signedInOwner(source);
    const res = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso',
      address: 'Calle Mayor 1',
      city: 'Madrid',
    });
    const { listing } = await res.json();
    const jpegs = await Promise.all([0, 60, 120, 180, 240, 300].map((hue) => makeJpeg(800, 600, hue)));
    const dir = join(scratch, 'live-backup');
    // The uploads and the backup run at once; whichever photos the snapshot sees must be whole.
    const uploads = (async () => {
      for (const jpeg of jpegs) await uploadPhoto(owner.client, listing.id, jpeg);
    })();
    await createBackup({ database: source.deps.database, storage: source.deps.storage, dir });
    await uploads;
    await source.close();

    const restored = await createTestApp({
      env: storages.local('live-restored'),
      database: await createTestDatabase(),
    });
    try {
      await restoreBackup({ database: restored.deps.database, storage: restored.deps.storage, dir });
      const stored = new Set(await restored.deps.storage.list());
      for (const photo of await restored.db.select().from(listingPhotos))
        for (const key of [photo.originalKey, ...photo.derivatives.map((d) => d.key)])
          expect(stored.has(key), key).toBe(true);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
