import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import { startS3rver } from '../../../../test/support/s3rver';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import type { PhotoView } from '../../../shared/listings';
import { agencies } from '../../db/schema';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const draftBody = { energyStatus: 'in_progress', title: 'Piso en borrador', published: false };

async function signIn(t: TestApp, email: string, password: string): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return client;
}

/** An owner with a draft listing and one photo; every public URL of that photo. */
async function draftWithPhoto(t: TestApp) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', draftBody);
  expect(res.status).toBe(201);
  const { listing } = await res.json();
  await uploadPhoto(owner.client, listing.id, await makeJpeg(1200, 900, 40));
  const { photos } = (await (await owner.client.get(`/api/listings/${listing.id}/photos`)).json()) as {
    photos: PhotoView[];
  };
  const urls = photos[0]!.sources.map((s) => s.url);
  expect(urls.length).toBeGreaterThan(1);
  return { ...owner, listing, urls };
}

const publish = (client: TestClient, id: string, published: boolean) =>
  client.request(`/api/listings/${id}`, { method: 'PUT', json: { ...draftBody, published } });

/** What anonymous, the owner, another agency's owner and an agent of the agency get for a URL. */
async function statuses(t: TestApp, url: string, readers: Record<string, TestClient>) {
  const got: Record<string, number> = { anonymous: (await t.app.request(url)).status };
  for (const [name, client] of Object.entries(readers)) got[name] = (await client.get(url)).status;
  return got;
}

describe('files of a draft listing', () => {
  it("are its members' only (uncached), a 404 to anyone else, public once published and private again as a draft", async () => {
    const t = await createTestApp();
    apps.push(t);
    const { client: owner, agencyId, listing, urls } = await draftWithPhoto(t);
    const { client: stranger } = await signedInOwner(t);
    const agent = await createAgentMember(t.db, agencyId);
    const colleague = await signIn(t, agent.user.email, agent.user.password);
    const readers = { owner, colleague, stranger };

    for (const url of urls)
      expect(await statuses(t, url, readers), url).toEqual({
        anonymous: 404,
        owner: 200,
        colleague: 200,
        stranger: 404,
      });
    const mine = await owner.get(urls[0]!);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-type')).toBe('image/webp');
    const refused = await t.app.request(urls[0]!);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The same answer as a file that is not there: nothing says the draft exists.
    const missing = await t.app.request(urls[0]!.replace(/-(\d+)\.webp$/, '-1.webp'));
    expect(await refused.json()).toEqual(await missing.json());
    expect((await t.app.request(urls[0]!, { method: 'HEAD' })).status).toBe(404);
    // After a downgrade to one seat the agent's seat is paused: an outsider to the draft's files.
    await t.db.update(agencies).set({ currentPlan: 'plus' }).where(eq(agencies.id, agencyId));
    expect(await statuses(t, urls[0]!, readers)).toEqual({
      anonymous: 404,
      owner: 200,
      colleague: 404,
      stranger: 404,
    });
    await t.db.update(agencies).set({ currentPlan: 'pro' }).where(eq(agencies.id, agencyId));

    expect((await publish(owner, listing.id, true)).status).toBe(200);
    for (const url of urls)
      expect(await statuses(t, url, readers), url).toEqual({
        anonymous: 200,
        owner: 200,
        colleague: 200,
        stranger: 200,
      });
    const open = await t.app.request(urls[0]!);
    expect(open.headers.get('cache-control')).toBe(IMMUTABLE);
    const etag = open.headers.get('etag')!;
    expect((await t.app.request(urls[0]!, { headers: { 'if-none-match': etag } })).status).toBe(304);

    expect((await publish(owner, listing.id, false)).status).toBe(200);
    expect(await statuses(t, urls[0]!, readers)).toEqual({
      anonymous: 404,
      owner: 200,
      colleague: 200,
      stranger: 404,
    });
  }, 60_000);

  it('keeps the answer per listing until the change feed reports its agency, on every instance', async () => {
    const a = await createTestApp({ env: { MICROSITE_CACHE_MS: '100' } });
    apps.push(a);
    // A second instance of the deployment: the same database and the same files.
    const b = await createTestApp({
      env: { MICROSITE_CACHE_MS: '100', DATA_DIR: a.deps.env.DATA_DIR },
      sameDatabaseAs: a,
    });
    apps.unshift(b);
    const { client: owner, listing, urls } = await draftWithPhoto(a);
    const url = urls[0]!;
    expect((await b.app.request(url)).status).toBe(404);

    expect((await publish(owner, listing.id, true)).status).toBe(200);
    // Its own instance reads the change log before answering the member's write.
    expect((await a.app.request(url)).status).toBe(200);
    await vi.waitFor(async () => expect((await b.app.request(url)).status).toBe(200), { timeout: 3000 });

    // Kept: the next public requests make no query for the listing.
    const queries = vi.spyOn(b.deps.database.db, 'select');
    for (let i = 0; i < 5; i++) expect((await b.app.request(url)).status).toBe(200);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();

    expect((await publish(owner, listing.id, false)).status).toBe(200);
    expect((await a.app.request(url)).status).toBe(404);
    await vi.waitFor(async () => expect((await b.app.request(url)).status).toBe(404), { timeout: 3000 });
  }, 60_000);
});

describe('renders', () => {
  it("are the agency's only until approved on a published listing; un-approved, drafted or deleted they are private or gone", async () => {
    const s = await stagingApp();
    const t = s.t;
    apps.push(t);
    const { client: owner, listing, photoIds } = await ownerWithPhotos(t);
    const { client: stranger } = await signedInOwner(t);
    const readers = { owner, stranger };
    await generate(owner, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    const [variant] = (await (await owner.get(`/api/listings/${listing.id}/variants`)).json()).variants;
    const urls: string[] = [variant.afterUrl, ...variant.afterSources.map((s: { url: string }) => s.url)];
    expect(urls.length).toBeGreaterThan(1);
    const everyone = { anonymous: 200, owner: 200, stranger: 200 };
    const membersOnly = { anonymous: 404, owner: 200, stranger: 404 };
    // The photo it was made from is the published listing's, public.
    expect(await statuses(t, variant.beforeUrl, readers)).toEqual(everyone);

    for (const url of urls) expect(await statuses(t, url, readers), url).toEqual(membersOnly);
    expect((await owner.get(urls[0]!)).headers.get('cache-control')).toBe('private, no-store');

    const approve = (approved: boolean) =>
      owner.request(`/api/variants/${variant.id}`, { method: 'PATCH', json: { approved } });
    expect((await approve(true)).status).toBe(200);
    for (const url of urls) expect(await statuses(t, url, readers), url).toEqual(everyone);
    expect((await t.app.request(urls[0]!)).headers.get('cache-control')).toBe(IMMUTABLE);

    expect((await approve(false)).status).toBe(200);
    expect(await statuses(t, urls[0]!, readers)).toEqual(membersOnly);

    // Approved on a draft: nobody outside sees the listing, nor its renders.
    expect((await approve(true)).status).toBe(200);
    const body = { energyStatus: 'in_progress', title: 'Piso con luz' };
    const draft = await owner.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...body, published: false },
    });
    expect(draft.status).toBe(200);
    expect(await statuses(t, urls[0]!, readers)).toEqual(membersOnly);
    expect(await statuses(t, variant.beforeUrl, readers)).toEqual(membersOnly);

    expect((await owner.request(`/api/variants/${variant.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await statuses(t, urls[0]!, readers)).toEqual({ anonymous: 404, owner: 404, stranger: 404 });
  }, 60_000);
});

describe('on S3 storage', () => {
  it('serves a draft photo to its members only, and to everyone once published', async () => {
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
    const s3 = await startS3rver(['fotos']);
    try {
      const t = await createTestApp({
        env: {
          S3_BUCKET: 'fotos',
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        },
      });
      apps.push(t);
      expect(t.deps.storage.kind).toBe('s3');
      const { client: owner, listing, urls } = await draftWithPhoto(t);
      const { client: stranger } = await signedInOwner(t);
      expect(await statuses(t, urls[0]!, { owner, stranger })).toEqual({
        anonymous: 404,
        owner: 200,
        stranger: 404,
      });
      expect((await publish(owner, listing.id, true)).status).toBe(200);
      const open = await t.app.request(urls[0]!);
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toBe(IMMUTABLE);
      await t.close();
    } finally {
      await s3.close();
      vi.unstubAllEnvs();
    }
  }, 60_000);
});
