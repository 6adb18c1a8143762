import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeReplicate } from '../../../../test/support/fake-replicate';
import { replicateOnFake } from '../../../../test/support/replicate-staging';
import { generate, ownerWithPhotos, renderBody } from '../../../../test/support/staging';
import { createTestApp, listen, type TestApp } from '../../../../test/support/test-app';
import { renderErrorTexts, stagingApi } from '../../../shared/staging';
import {
  AI_LABEL,
  AI_LABEL_EN,
  TEST_RENDER_LABEL,
  TEST_RENDER_LABEL_EN,
} from '../../../shared/staging-selection';
import { listings } from '../../db/schema';
import { COMPOSITE_SYNTHETIC, readDigitalSourceType } from '../../lib/ai-image-mark';
import { createLocalStaging } from '../../providers/staging/local';

let t: TestApp;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await t?.close();
});

const renderState = async (id: string, client = t.client()) =>
  (await (await client.get(`/api/renders/${id}`)).json()).render;

describe('the real providers through the render job', () => {
  it('the local test provider: same job, storage and variant path; marked as a synthetic composite, not as AI-made', async () => {
    t = await createTestApp({ staging: createLocalStaging({ delayMs: 0 }), env: { STAGING_POLL_MS: '1' } });
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    const done = await renderState(render.id, client);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    // The image and every smaller copy: drawn by code over the photo, so never "trainedAlgorithmicMedia".
    const { variants } = await (await client.get(stagingApi.variants(listing.id))).json();
    const urls = [done.afterUrl, ...variants[0].afterSources.map((s: { url: string }) => s.url)];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const file = await client.request(url);
      expect(await readDigitalSourceType(Buffer.from(await file.arrayBuffer()))).toBe(COMPOSITE_SYNTHETIC);
    }
  });

  it('the local test provider: its renders are labelled as tests everywhere, never "con IA"', async () => {
    t = await createTestApp({ staging: createLocalStaging({ delayMs: 0 }), env: { STAGING_POLL_MS: '1' } });
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    // The staging page is told, so it can say what a real render does and how to enable one.
    expect(await (await client.get(stagingApi.allowance)).json()).toMatchObject({
      configured: true,
      testProvider: true,
    });
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    expect(await renderState(render.id, client)).toMatchObject({ status: 'completed', testRender: true });
    const { variants } = await (await client.get(stagingApi.variants(listing.id))).json();
    expect(variants[0]).toMatchObject({ testRender: true });
    await t.db.update(listings).set({ published: true }).where(eq(listings.id, listing.id));
    await client.request(stagingApi.variant(variants[0].id), { method: 'PATCH', json: { approved: true } });
    const pub = await (await t.client().get(`/api/public/listings/${listing.slug}/variants`)).json();
    expect(pub.variants[0]).toMatchObject({ testRender: true });

    for (const [lang, label, ai] of [
      ['es-ES', TEST_RENDER_LABEL, AI_LABEL],
      ['en-GB', TEST_RENDER_LABEL_EN, AI_LABEL_EN],
    ] as const) {
      const page = await t.app.request(`/l/${listing.slug}`, { headers: { 'accept-language': lang } });
      const html = await page.text();
      const staging = html.slice(html.indexOf('id="amueblar"'));
      expect(staging).toContain(label);
      expect(staging).not.toContain(ai);
    }
  }, 60_000);

  it('the local provider failing as out of credit shows the Spanish text', async () => {
    t = await createTestApp({ staging: createLocalStaging({ delayMs: 0, failWith: 'out_of_credit' }) });
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    expect((await renderState(render.id, client)).error).toEqual({
      code: 'out_of_credit',
      message: renderErrorTexts.out_of_credit,
    });
  });

  it('Replicate (real SDK on a fake server): its signed webhook ends the render before the next poll', async () => {
    const fake = await startFakeReplicate();
    closers.push(() => fake.close());
    fake.set({ latencyMs: 300 });
    t = await createTestApp({ staging: replicateOnFake(fake), env: { STAGING_POLL_MS: '3000' } });
    const served = await listen(t);
    closers.unshift(() => served.close());
    // The webhook URL the job hands to Replicate is built from PUBLIC_URL: here, the served app.
    t.deps.env.PUBLIC_URL = served.url;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    const running = t.deps.jobs.drain();
    await expect.poll(() => fake.deliveries.length, { timeout: 5000 }).toBe(1);
    expect(fake.deliveries[0]!.status).toBe(200);
    expect(await renderState(render.id, client)).toMatchObject({ status: 'completed', progress: 100 });
    // The webhook also woke the job: it ends now, not at its next poll 3 s on.
    const delivered = performance.now();
    await running;
    expect(performance.now() - delivered).toBeLessThan(1500);
    expect(fake.requests.filter((r) => r.path.startsWith('/delivery/'))).toHaveLength(1);
    // The original went up as a private file, never as a public link.
    const [create] = fake.requests.filter((r) => r.method === 'POST' && r.path.includes('/predictions'));
    expect(JSON.stringify(create!.body)).not.toContain('/uploads/');
  });
});
