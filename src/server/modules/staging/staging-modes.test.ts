import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeReplicate } from '../../../../test/support/fake-replicate';
import { replicateOnFake } from '../../../../test/support/replicate-staging';
import {
  generate,
  modesStagingApp,
  ownerWithPhotos,
  renderBody,
  tagRooms,
} from '../../../../test/support/staging';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/support/test-app';
import { renderErrorTexts, stagingApi, stagingTexts } from '../../../shared/staging';
import { STAGING_MODE_INFO, type StagingMode, type StagingModeChoice } from '../../../shared/staging-modes';
import { publicStagedLabel, TEST_RENDER_LABEL } from '../../../shared/staging-selection';
import { aiGenerations, listings, variants } from '../../db/schema';
import {
  COMPOSITE_SYNTHETIC,
  readDigitalSourceType,
  TRAINED_ALGORITHMIC_MEDIA,
} from '../../lib/ai-image-mark';
import { createLocalStaging } from '../../providers/staging/local';
import { interiorDesign } from '../../providers/staging/presets/interior-design';
import { stagingPrompt } from '../../providers/staging/prompt';
import { runRender } from './run-render';

let t: TestApp;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await t?.close();
});

/** One choice per mode, furnish last (it needs a style). */
const CHOICES: StagingModeChoice[] = [
  { mode: 'empty' },
  { mode: 'renovate', finishes: { floor: 'roble_claro', walls: 'gris_claro' } },
  { mode: 'exterior', sky: 'dusk' },
  { mode: 'furnish' },
];

/** A request in a mode: furnish takes renderBody's style, the others none. */
const modeBody = (photoId: string, choice: StagingModeChoice, extra: Record<string, unknown> = {}) => {
  const { style, ...rest } = renderBody(photoId);
  return { ...rest, ...(choice.mode === 'furnish' ? { style } : {}), mode: choice, ...extra };
};

const renderState = async (client: TestClient, id: string) =>
  (await (await client.get(stagingApi.render(id))).json()).render;

const fileMark = async (client: TestClient, url: string) =>
  readDigitalSourceType(Buffer.from(await (await client.request(url)).arrayBuffer()));

const used = async (client: TestClient) =>
  (await (await client.get(stagingApi.allowance)).json()).allowance.used as number;

async function publish(listingId: string) {
  await t.db.update(listings).set({ published: true }).where(eq(listings.id, listingId));
}

// Each test starts an app and renders full-size photos through the job: 20 s and more on a loaded 2-core CI machine.
describe('staging modes through the render job', { timeout: 60_000 }, () => {
  it('Replicate (real SDK on the fake): each mode sends its own prompt, and every image carries trainedAlgorithmicMedia', async () => {
    const fake = await startFakeReplicate();
    closers.push(() => fake.close());
    t = await createTestApp({ staging: replicateOnFake(fake), env: { STAGING_POLL_MS: '5' } });
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    for (const choice of CHOICES) {
      fake.requests.length = 0;
      const { render } = await generate(client, listing.id, modeBody(photoIds[0]!, choice));
      expect(render).toMatchObject({ mode: choice.mode, modeChoice: choice, variation: 0 });
      await t.deps.jobs.drain();
      const done = await renderState(client, render.id);
      expect(done, choice.mode).toMatchObject({ status: 'completed', mode: choice.mode, testRender: false });
      const [create] = fake.requests.filter((r) => r.method === 'POST' && r.path.includes('/predictions'));
      const { prompt } = stagingPrompt({
        use: { code: 'residencial', label: 'Residencial' },
        room: { code: 'salon', label: 'Salón' },
        style: choice.mode === 'furnish' ? { code: 'nordic', label: 'Nórdico' } : undefined,
        mode: choice,
      });
      expect((create!.body as { input: { prompt: string } }).input.prompt).toBe(prompt);
      expect(await fileMark(client, done.afterUrl)).toBe(TRAINED_ALGORITHMIC_MEDIA);
    }
    // Each mode is its own variant, labelled by its mode on the public side.
    const list = (await (await client.get(stagingApi.variants(listing.id))).json()).variants;
    expect(list.map((v: { mode: StagingMode }) => v.mode).sort()).toEqual(
      ['empty', 'exterior', 'furnish', 'renovate'].sort(),
    );
    for (const v of list) {
      expect(v.style).toBe(v.mode === 'furnish' ? 'nordic' : '');
      for (const url of v.afterSources.map((s: { url: string }) => s.url))
        expect(await fileMark(client, url)).toBe(TRAINED_ALGORITHMIC_MEDIA);
      await client.request(stagingApi.variant(v.id), { method: 'PATCH', json: { approved: true } });
    }
    await publish(listing.id);
    const pub = (await (await t.client().get(stagingApi.publicVariants(listing.slug))).json()).variants;
    expect(pub).toHaveLength(4);
    for (const v of pub) {
      expect(v.mode).toBeDefined();
      expect(publicStagedLabel(v, 'es')).toBe(STAGING_MODE_INFO[v.mode as StagingMode].publicLabel.es);
      expect(publicStagedLabel(v, 'en')).toBe(STAGING_MODE_INFO[v.mode as StagingMode].publicLabel.en);
    }
  }, 60_000);

  it('the local test provider draws every mode through the same job, each marked as a synthetic composite and labelled as a test', async () => {
    t = await createTestApp({ staging: createLocalStaging({ delayMs: 0 }), env: { STAGING_POLL_MS: '1' } });
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    for (const choice of CHOICES) {
      const { render } = await generate(client, listing.id, modeBody(photoIds[0]!, choice));
      await t.deps.jobs.drain();
      const done = await renderState(client, render.id);
      expect(done, choice.mode).toMatchObject({ status: 'completed', mode: choice.mode, testRender: true });
      expect(await fileMark(client, done.afterUrl)).toBe(COMPOSITE_SYNTHETIC);
    }
    const list = (await (await client.get(stagingApi.variants(listing.id))).json()).variants;
    for (const v of list)
      await client.request(stagingApi.variant(v.id), { method: 'PATCH', json: { approved: true } });
    await publish(listing.id);
    const pub = (await (await t.client().get(stagingApi.publicVariants(listing.slug))).json()).variants;
    expect(pub).toHaveLength(4);
    for (const v of pub) expect(publicStagedLabel(v, 'es')).toBe(TEST_RENDER_LABEL);
  }, 60_000);
});

describe('requests in a mode', { timeout: 60_000 }, () => {
  it('the same mode request twice is the same render; another finish or sky is a new one', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const oak: StagingModeChoice = { mode: 'renovate', finishes: { floor: 'roble_claro' } };
    const first = await generate(client, listing.id, modeBody(photoIds[0]!, oak));
    expect(first).toMatchObject({ created: true, renders: [{ id: first.render.id, created: true }] });
    expect(first.render.style).toBe('');
    const again = await generate(client, listing.id, modeBody(photoIds[0]!, oak), 200);
    expect(again).toMatchObject({ created: false, render: { id: first.render.id } });
    // A style sent with a mode that takes none changes nothing.
    const styled = await generate(client, listing.id, modeBody(photoIds[0]!, oak, { style: 'boho' }), 200);
    expect(styled.render.id).toBe(first.render.id);
    const grey = await generate(
      client,
      listing.id,
      modeBody(photoIds[0]!, { mode: 'renovate', finishes: { floor: 'gris_ceniza' } }),
    );
    expect(grey.render.id).not.toBe(first.render.id);
    const blue = await generate(
      client,
      listing.id,
      modeBody(photoIds[0]!, { mode: 'exterior', sky: 'blue' }),
    );
    const dusk = await generate(
      client,
      listing.id,
      modeBody(photoIds[0]!, { mode: 'exterior', sky: 'dusk' }),
    );
    expect(dusk.render.id).not.toBe(blue.render.id);
    // Furnishing the same photo is its own render too.
    const furnished = await generate(client, listing.id, renderBody(photoIds[0]!));
    expect(furnished.render).toMatchObject({ mode: 'furnish', style: 'nordic' });
    expect(await t.deps.jobs.drain()).toBe(5);
    expect(await used(client)).toBe(5);
    // Done, the same request still answers the same render.
    expect((await generate(client, listing.id, modeBody(photoIds[0]!, oak), 200)).render).toMatchObject({
      id: first.render.id,
      status: 'completed',
    });
  });

  it('checks the mode and its options, and a style only to furnish', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const post = (body: unknown) => client.post(stagingApi.renders(listing.id), body);
    const { style: _, ...noStyle } = renderBody(photoIds[0]!);
    for (const [body, field] of [
      [noStyle, 'style'],
      [{ ...noStyle, mode: { mode: 'furnish' } }, 'style'],
      [{ ...noStyle, mode: { mode: 'renovate', finishes: {} } }, 'mode'],
      [{ ...noStyle, mode: { mode: 'exterior' } }, 'mode'],
      [{ ...noStyle, mode: { mode: 'paint' } }, 'mode'],
      [{ ...noStyle, mode: { mode: 'empty' }, chain: true }, 'chain'],
      [{ ...renderBody(photoIds[0]!), variations: 5 }, 'variations'],
      [{ ...renderBody(photoIds[0]!), variations: 0 }, 'variations'],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(await res.json())).toContain(field);
    }
    expect(await t.db.select().from(aiGenerations)).toHaveLength(0);
  });

  it('the interior-design preset furnishes only: another mode is refused with 422 before anything is counted or sent', async () => {
    const fake = await startFakeReplicate();
    closers.push(() => fake.close());
    t = await createTestApp({
      staging: replicateOnFake(fake, interiorDesign),
      env: { STAGING_POLL_MS: '5' },
    });
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    await tagRooms(client, listing.id, [[photoIds[0]!, 'salon']]);
    const expected = stagingTexts.modeUnsupported('empty', ['furnish']);
    for (const [url, body] of [
      [stagingApi.renders(listing.id), modeBody(photoIds[0]!, { mode: 'empty' })],
      // A chain empties the room first: refused too.
      [stagingApi.renders(listing.id), renderBody(photoIds[0]!, { chain: true })],
      [stagingApi.batch(listing.id), { mode: { mode: 'empty' } }],
      [stagingApi.batchPreview(listing.id), { mode: { mode: 'empty' } }],
    ] as const) {
      const res = await client.post(url, body);
      expect(res.status, url).toBe(422);
      expect((await res.json()).error.message).toBe(expected);
    }
    expect(expected).toContain('«Vaciar estancia»');
    expect(await t.db.select().from(aiGenerations)).toHaveLength(0);
    expect(await used(client)).toBe(0);
    expect(fake.requests).toHaveLength(0);
    // Furnishing still works with it.
    await generate(client, listing.id, renderBody(photoIds[0]!));
  });
});

describe('chains: vaciar, then amueblar the emptied result', { timeout: 60_000 }, () => {
  it('one request makes both renders; the furnishing starts from the emptied image and records it', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const res = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }));
    expect(res.renders).toHaveLength(2);
    const [empty, furnish] = res.renders;
    expect(empty).toMatchObject({ mode: 'empty', style: '', sourceRenderId: null, created: true });
    expect(furnish).toMatchObject({
      mode: 'furnish',
      style: 'nordic',
      sourceRenderId: empty.id,
      created: true,
    });
    expect(res.render.id).toBe(empty.id);
    expect(res.batchId).toEqual(expect.any(String));
    expect(await used(client)).toBe(2);

    await t.deps.jobs.drain();
    const followed = (await (await client.get(stagingApi.batchRenders(listing.id, res.batchId))).json())
      .renders;
    expect(followed.map((r: { status: string }) => r.status)).toEqual(['completed', 'completed']);
    expect(s.fake.calls.start).toHaveLength(2);
    const [first, second] = s.fake.calls.start;
    expect(first!.prompt).toBe(
      stagingPrompt({
        use: { code: 'residencial', label: 'Residencial' },
        room: { code: 'salon', label: 'Salón' },
        mode: { mode: 'empty' },
      }).prompt,
    );
    expect(second!.prompt).toContain('Scandinavian');
    // The second render's input is the first one's stored output, not the original photo.
    const emptied = await renderState(client, empty.id);
    const stored = Buffer.from(await (await client.request(emptied.afterUrl)).arrayBuffer());
    expect(second!.image.equals(stored)).toBe(true);
    expect(second!.image.equals(first!.image)).toBe(false);
    const [variant] = await t.db.select().from(variants).where(eq(variants.generationId, furnish.id));
    expect(variant).toMatchObject({ mode: 'furnish', chained: true, sourceRenderId: empty.id });

    // The same chain again: the same two renders, nothing new.
    const again = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }), 200);
    expect(again.renders.map((r: { id: string }) => r.id)).toEqual([empty.id, furnish.id]);
    // Furnishing the original photo is not the chained one.
    const plain = await generate(client, listing.id, renderBody(photoIds[0]!));
    expect(plain.render.id).not.toBe(furnish.id);
    expect(await used(client)).toBe(3);
  });

  it("the furnishing step's job, run before its source is done, waits for it and then starts from its output", async () => {
    const s = await modesStagingApp({ pollsBeforeDone: 3, latencyMs: 5 });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { renders } = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }));
    const deps = {
      db: t.db,
      storage: t.deps.storage,
      provider: t.deps.staging!,
      logger: t.deps.logger,
      publicUrl: 'http://localhost',
      pollMs: 2,
      timeoutMs: 10_000,
      retryBaseMs: 1,
    };
    // The step first: it must not start before its source has an image.
    await Promise.all([runRender(deps, renders[1].id), runRender(deps, renders[0].id)]);
    expect(s.fake.calls.start.map((c) => c.prompt.startsWith('Virtual staging only: empty'))).toEqual([
      true,
      false,
    ]);
    const emptied = await renderState(client, renders[0].id);
    const stored = Buffer.from(await (await client.request(emptied.afterUrl)).arrayBuffer());
    expect(s.fake.calls.start[1]!.image.equals(stored)).toBe(true);
    expect(await renderState(client, renders[1].id)).toMatchObject({ status: 'completed' });
    // Their queued jobs find them done: no second prediction.
    await t.deps.jobs.drain();
    expect(s.fake.calls.start).toHaveLength(2);
  });

  it('a chain reuses a room already emptied by the same request', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render: emptied } = await generate(client, listing.id, modeBody(photoIds[0]!, { mode: 'empty' }));
    await t.deps.jobs.drain();
    const chain = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }));
    expect(
      chain.renders.map((r: { id: string; created: boolean }) => [r.id === emptied.id, r.created]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    await t.deps.jobs.drain();
    expect((await renderState(client, chain.renders[1].id)).status).toBe('completed');
    expect(await used(client)).toBe(2);
  });

  it('when emptying fails, the furnishing fails with it (Spanish text), and neither counts', async () => {
    const s = await modesStagingApp({ outcome: { failed: 'generation_failed' } });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { renders } = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }));
    await t.deps.jobs.drain();
    expect(await renderState(client, renders[0].id)).toMatchObject({ status: 'failed' });
    expect((await renderState(client, renders[1].id)).error).toEqual({
      code: 'source_failed',
      message: renderErrorTexts.source_failed,
    });
    // Only the first one reached the provider.
    expect(s.fake.calls.start).toHaveLength(1);
    expect(await used(client)).toBe(0);
  });

  it('cancelling the emptying cancels the furnishing waiting for it', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { renders } = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }));
    expect((await client.post(stagingApi.cancel(renders[0].id), {})).status).toBe(200);
    expect(await renderState(client, renders[1].id)).toMatchObject({ status: 'canceled' });
    await t.deps.jobs.drain();
    expect(s.fake.calls.start).toHaveLength(0);
    expect(await used(client)).toBe(0);
  });
});

describe('variations', { timeout: 60_000 }, () => {
  it('asks for 3 with different seeds, counts 3, and each is approved on its own; the same request returns them', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const res = await generate(client, listing.id, renderBody(photoIds[0]!, { variations: 3 }));
    expect(res.renders.map((r: { variation: number }) => r.variation)).toEqual([0, 1, 2]);
    expect(new Set(res.renders.map((r: { seed: number }) => r.seed)).size).toBe(3);
    expect(await used(client)).toBe(3);
    await t.deps.jobs.drain();
    expect(new Set(s.fake.calls.start.map((c) => c.seed)).size).toBe(3);
    const list = (await (await client.get(stagingApi.variants(listing.id))).json()).variants;
    expect(list).toHaveLength(3);
    const picked = list.find((v: { variation: number }) => v.variation === 1);
    await client.request(stagingApi.variant(picked.id), { method: 'PATCH', json: { approved: true } });
    await publish(listing.id);
    const pub = (await (await t.client().get(stagingApi.publicVariants(listing.slug))).json()).variants;
    expect(pub.map((v: { id: string }) => v.id)).toEqual([picked.id]);

    const again = await generate(client, listing.id, renderBody(photoIds[0]!, { variations: 3 }), 200);
    expect(again.renders.map((r: { id: string }) => r.id)).toEqual(
      res.renders.map((r: { id: string }) => r.id),
    );
    // One more variation: only the fourth is new.
    const four = await generate(client, listing.id, renderBody(photoIds[0]!, { variations: 4 }));
    expect(four.renders.map((r: { created: boolean }) => r.created)).toEqual([false, false, false, true]);
    expect(await used(client)).toBe(4);
  });

  it('the same style across a listing uses the same seed: another room of the flat gets the same one', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const a = await generate(client, listing.id, renderBody(photoIds[0]!));
    const b = await generate(client, listing.id, renderBody(photoIds[1]!, { room: 'cocina' }));
    expect(b.render.seed).toBe(a.render.seed);
    const boho = await generate(client, listing.id, renderBody(photoIds[1]!, { style: 'boho' }));
    expect(boho.render.seed).not.toBe(a.render.seed);
    const emptyA = await generate(client, listing.id, modeBody(photoIds[0]!, { mode: 'empty' }));
    const emptyB = await generate(
      client,
      listing.id,
      modeBody(photoIds[1]!, { mode: 'empty' }, { room: 'cocina' }),
    );
    expect(emptyB.render.seed).toBe(emptyA.render.seed);
  });

  it('refuses when fewer renders are left than asked, saying how many are left, and queues nothing', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds, agencyId } = await ownerWithPhotos(t, 'smart');
    await t.db.insert(aiGenerations).values(
      Array.from({ length: 18 }, (_, i) => ({
        agencyId,
        listingId: listing.id,
        useCode: 'residencial',
        roomCode: 'salon',
        styleCode: 'classic',
        provider: 'local',
        seed: 1000 + i,
        status: 'completed' as const,
      })),
    );
    const refused = await client.post(
      stagingApi.renders(listing.id),
      renderBody(photoIds[0]!, { variations: 3 }),
    );
    expect(refused.status).toBe(403);
    const message = (await refused.json()).error.message;
    expect(message).toBe(stagingTexts.notEnoughRenders(3, 2));
    expect(message).toContain('te quedan 2');
    // A chain needs two: it fits.
    const chain = await generate(client, listing.id, renderBody(photoIds[0]!, { chain: true }));
    expect(chain.renders).toHaveLength(2);
    expect(await t.db.select().from(aiGenerations)).toHaveLength(20);
    expect(await t.deps.jobs.drain()).toBe(2);
  });
});

describe('batch in a mode', { timeout: 60_000 }, () => {
  it('"Vaciar estancia" on every tagged photo: no styles, its own cost, the existing ones not paid again', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t, 'smart');
    await tagRooms(client, listing.id, [
      [photoIds[0]!, 'salon'],
      [photoIds[1]!, 'cocina'],
    ]);
    await generate(client, listing.id, modeBody(photoIds[0]!, { mode: 'empty' }));
    // A furnished render of the same photo is not an emptied one.
    await generate(client, listing.id, renderBody(photoIds[1]!, { room: 'cocina' }));
    const body = { use: 'residencial', mode: { mode: 'empty' } };
    const preview = await (await client.post(stagingApi.batchPreview(listing.id), body)).json();
    expect(preview.plan).toMatchObject({ photos: 2, newRenders: 1, alreadyMade: 1, fits: true });
    const started = await client.post(stagingApi.batch(listing.id), body);
    expect(started.status).toBe(201);
    const { renders } = await started.json();
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({ mode: 'empty', style: '', room: 'cocina' });
    await t.deps.jobs.drain();
    expect(await used(client)).toBe(3);
    // Renovating with a finish is another batch; furnishing still needs its styles.
    const renovate = { use: 'residencial', mode: { mode: 'renovate', finishes: { walls: 'beige' } } };
    expect(
      (await (await client.post(stagingApi.batchPreview(listing.id), renovate)).json()).plan,
    ).toMatchObject({
      newRenders: 2,
    });
    expect((await client.post(stagingApi.batchPreview(listing.id), { use: 'residencial' })).status).toBe(422);
  });
});

describe('staging modes: another agency', { timeout: 60_000 }, () => {
  it('is refused (404) every listing, photo and render id of this one with the new requests', async () => {
    const s = await modesStagingApp();
    t = s.t;
    const a = await ownerWithPhotos(t);
    const { renders } = await generate(a.client, a.listing.id, renderBody(a.photoIds[0]!, { chain: true }));
    const b = await ownerWithPhotos(t);
    const other = b.client;
    const empty = { mode: 'empty' };
    const statuses = [
      (await other.post(stagingApi.renders(a.listing.id), modeBody(a.photoIds[1]!, { mode: 'empty' })))
        .status,
      (await other.post(stagingApi.renders(b.listing.id), modeBody(a.photoIds[1]!, { mode: 'empty' })))
        .status,
      (await other.post(stagingApi.renders(a.listing.id), renderBody(a.photoIds[1]!, { chain: true })))
        .status,
      (await other.post(stagingApi.renders(b.listing.id), renderBody(a.photoIds[1]!, { chain: true })))
        .status,
      (await other.post(stagingApi.renders(a.listing.id), renderBody(a.photoIds[1]!, { variations: 3 })))
        .status,
      (await other.post(stagingApi.renders(b.listing.id), renderBody(a.photoIds[1]!, { variations: 3 })))
        .status,
      (await other.post(stagingApi.batch(a.listing.id), { mode: empty })).status,
      (await other.post(stagingApi.batchPreview(a.listing.id), { mode: empty })).status,
      (await other.get(stagingApi.batchRenders(a.listing.id, renders[0].batchId))).status,
      ...(await Promise.all(
        renders.flatMap((r: { id: string }) => [
          other.get(stagingApi.render(r.id)).then((x) => x.status),
          other.post(stagingApi.cancel(r.id), {}).then((x) => x.status),
        ]),
      )),
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    expect(await t.db.select().from(aiGenerations)).toHaveLength(2);
    expect(await used(other)).toBe(0);
    await t.deps.jobs.drain();
    expect((await renderState(a.client, renders[1].id)).status).toBe('completed');
  });
});
