import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_WEBHOOK_HEADER } from '../../../../test/support/fake-staging-provider';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import type { TestApp } from '../../../../test/support/test-app';
import { stagingTexts } from '../../../shared/staging';
import { aiGenerations } from '../../db/schema';
import { readDigitalSourceType, TRAINED_ALGORITHMIC_MEDIA } from '../../lib/ai-image-mark';
import { madridMonth } from './allowance';

let t: TestApp;
afterEach(() => t?.close());

// Each test starts an app and processes full-size photos: on a loaded 2-core CI machine that is 20 s and more.
describe('renders: request, job, variant', { timeout: 60_000 }, () => {
  it('goes through the stages to a variant; the same request returns it and a double click queues one job', async () => {
    const s = await stagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const [first, second] = await Promise.all([
      client.post(`/api/listings/${listing.id}/renders`, renderBody(photoIds[0]!)),
      client.post(`/api/listings/${listing.id}/renders`, renderBody(photoIds[0]!)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const { render } = await first.json();
    expect((await second.json()).render.id).toBe(render.id);
    expect(render).toMatchObject({ status: 'queued', progress: 0, stage: 'En cola...' });
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(s.fake.calls.start).toHaveLength(1);
    expect(s.fake.calls.start[0]!.prompt).toContain('Scandinavian');

    const state = await (await client.get(`/api/renders/${render.id}`)).json();
    expect(state.render).toMatchObject({
      status: 'completed',
      progress: 100,
      stage: '¡Completado!',
      error: null,
    });
    expect(state.render.afterUrl).toMatch(
      new RegExp(`/uploads/listings/${listing.id}/staging/${render.id}-[0-9a-f]{16}\\.jpg$`),
    );
    // The stored file carries the AI mark (the member's to see until approved).
    const file = await client.request(state.render.afterUrl);
    expect(file.status).toBe(200);
    expect(await readDigitalSourceType(Buffer.from(await file.arrayBuffer()))).toBe(
      TRAINED_ALGORITHMIC_MEDIA,
    );

    const again = await generate(client, listing.id, renderBody(photoIds[0]!), 200);
    expect(again).toMatchObject({ created: false, render: { id: render.id } });
    expect(await t.deps.jobs.drain()).toBe(0);
    // Another seed of a variation that exists: 'Esta variación ya existe.'
    const dup = await client.post(
      `/api/listings/${listing.id}/renders`,
      renderBody(photoIds[0]!, { seed: 7 }),
    );
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe(stagingTexts.variantExists);
  });

  it('lists variants newest first with labels; approve, unapprove, stats, public list, delete', async () => {
    const s = await stagingApp();
    t = s.t;
    const { client, listing, photoIds, user } = await ownerWithPhotos(t);
    await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    await generate(client, listing.id, renderBody(photoIds[1]!, { room: 'cocina', style: 'boho' }));
    await t.deps.jobs.drain();
    const { variants } = await (await client.get(`/api/listings/${listing.id}/variants`)).json();
    expect(
      variants.map((v: { roomLabel: string; styleLabel: string }) => `${v.roomLabel}/${v.styleLabel}`),
    ).toEqual(['Cocina/Boho', 'Salón/Nórdico']);
    expect(variants[0]).toMatchObject({ useLabel: 'Residencial', approved: false });
    expect(variants[0].beforeUrl).toMatch(/\.webp$/);
    const empty = await (await client.get(`/api/public/listings/${listing.slug}/variants`)).json();
    expect(empty.variants).toEqual([]);

    const approve = await client.request(`/api/variants/${variants[1].id}`, {
      method: 'PATCH',
      json: { approved: true },
    });
    expect((await approve.json()).variant).toMatchObject({ approved: true, approvedBy: user.id });
    const stats = await (await client.get(`/api/listings/${listing.id}/variants/stats`)).json();
    expect(stats.stats).toEqual({ total: 2, approved: 1, pending: 1, generated: 2, approvalRate: 50 });
    const pub = await (await t.client().get(`/api/public/listings/${listing.slug}/variants`)).json();
    expect(pub.variants).toHaveLength(1);
    expect(pub.variants[0]).toMatchObject({ room: 'salon', style: 'nordic', roomLabel: 'Salón' });

    const un = await client.request(`/api/variants/${variants[1].id}`, {
      method: 'PATCH',
      json: { approved: false },
    });
    expect((await un.json()).variant).toMatchObject({ approved: false, approvedBy: null, approvedAt: null });

    const url = variants[0].afterUrl as string;
    expect((await client.request(`/api/variants/${variants[0].id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.request(url)).status).toBe(404);
    // The deleted variation can be asked for again: a new render (and a new charge).
    const redo = await generate(
      client,
      listing.id,
      renderBody(photoIds[1]!, { room: 'cocina', style: 'boho' }),
    );
    expect(redo.created).toBe(true);
  });

  it('deleting a photo removes its variants and their files', async () => {
    const s = await stagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    const [variant] = (await (await client.get(`/api/listings/${listing.id}/variants`)).json()).variants;
    expect((await client.request(variant.afterUrl)).status).toBe(200);
    const del = await client.request(`/api/listings/${listing.id}/photos/${photoIds[0]}`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(200);
    expect((await (await client.get(`/api/listings/${listing.id}/variants`)).json()).variants).toEqual([]);
    expect((await client.request(variant.afterUrl)).status).toBe(404);
  });

  it('a verified webhook completes the render; a wrong signature is refused', async () => {
    // Polling waits 2 s between looks: whatever completes the render sooner is the webhook.
    const s = await stagingApp({ outcome: 'never' }, { STAGING_POLL_MS: '2000' });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    // Start the job, then let the webhook arrive while it polls.
    const running = t.deps.jobs.drain();
    // Started: its first look at the provider is 2 s away (nothing to ask right after creating it).
    await expect.poll(async () => (await t.db.select().from(aiGenerations))[0]?.providerJobId).toBeTruthy();
    const [row] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.id, render.id));
    const hook = (secret: string) =>
      t.app.request('/api/staging/webhook', {
        method: 'POST',
        headers: { [FAKE_WEBHOOK_HEADER]: secret, 'content-type': 'application/json' },
        body: JSON.stringify({ id: row!.providerJobId }),
      });
    expect((await hook('wrong')).status).toBe(401);
    // The prediction ends and its webhook arrives (polling alone would not have seen it yet).
    const ok = await t.app.request('/api/staging/webhook', {
      method: 'POST',
      headers: { [FAKE_WEBHOOK_HEADER]: 'fake-secret' },
      body: JSON.stringify({ id: row!.providerJobId }),
    });
    expect(ok.status).toBe(200);
    const state = await (await client.get(`/api/renders/${render.id}`)).json();
    expect(state.render).toMatchObject({ status: 'completed', progress: 100 });
    await running;
    // The job saw the render done and did not download it again, nor ask the provider at all.
    expect(s.fake.calls.fetchOutput).toHaveLength(1);
    expect(s.fake.calls.get).toHaveLength(0);
  });
  it('saves a render once when its webhook arrives twice at the same moment', async () => {
    const s = await stagingApp({ outcome: 'never', latencyMs: 50 }, { STAGING_POLL_MS: '2000' });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    const running = t.deps.jobs.drain();
    await expect.poll(async () => (await t.db.select().from(aiGenerations))[0]?.providerJobId).toBeTruthy();
    const [row] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.id, render.id));
    const hook = () =>
      t.app.request('/api/staging/webhook', {
        method: 'POST',
        headers: { [FAKE_WEBHOOK_HEADER]: 'fake-secret' },
        body: JSON.stringify({ id: row!.providerJobId }),
      });
    const answers = await Promise.all([hook(), hook()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    await running;
    const state = await (await client.get(`/api/renders/${render.id}`)).json();
    expect(state.render).toMatchObject({ status: 'completed', progress: 100 });
    // One download, one stored file, one variant.
    expect(s.fake.calls.fetchOutput).toHaveLength(1);
    expect((await (await client.get(`/api/listings/${listing.id}/variants`)).json()).variants).toHaveLength(
      1,
    );
  });
});

describe('allowance', { timeout: 60_000 }, () => {
  it('counts renders of the Madrid month, not failed ones, and refuses at the limit with the upgrade path', async () => {
    const s = await stagingApp();
    t = s.t;
    const { client, listing, photoIds, agencyId } = await ownerWithPhotos(t, 'smart');
    const before = await (await client.get('/api/staging/allowance')).json();
    expect(before.allowance).toMatchObject({ used: 0, limit: 20, text: '0 de 20 renders este mes' });
    const base = {
      agencyId,
      listingId: listing.id,
      photoId: photoIds[0]!,
      useCode: 'residencial',
      roomCode: 'salon',
      provider: 'local',
    };
    const styles = ['nordic', 'industrial', 'boho', 'minimalist', 'mediterranean', 'classic'];
    // 19 counted renders this month, one failed and one canceled (free), one last month (not this one).
    await t.db.insert(aiGenerations).values(
      Array.from({ length: 19 }, (_, i) => ({
        ...base,
        styleCode: styles[i % 6]!,
        seed: i,
        status: 'completed' as const,
      })),
    );
    await t.db.insert(aiGenerations).values([
      { ...base, styleCode: 'nordic', seed: 100, status: 'failed', error: 'out_of_credit' },
      { ...base, styleCode: 'nordic', seed: 101, status: 'canceled' },
      {
        ...base,
        styleCode: 'nordic',
        seed: 102,
        status: 'completed',
        createdAt: new Date(madridMonth(new Date()).start.getTime() - 1000),
      },
    ]);
    expect((await (await client.get('/api/staging/allowance')).json()).allowance.text).toBe(
      '19 de 20 renders este mes',
    );
    await generate(client, listing.id, renderBody(photoIds[1]!));
    const refused = await client.post(
      `/api/listings/${listing.id}/renders`,
      renderBody(photoIds[1]!, { room: 'cocina' }),
    );
    expect(refused.status).toBe(403);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: 'plan_limit', message: stagingTexts.limitReached('Smart', 20) });
    expect(error.message).toContain('Mejora tu plan');
  });

  it('the Madrid month starts at local midnight (CET and CEST)', () => {
    // 31 Dec 23:30 UTC is already January in Madrid (UTC+1).
    expect(madridMonth(new Date('2026-12-31T23:30:00Z')).start.toISOString()).toBe(
      '2026-12-31T23:00:00.000Z',
    );
    expect(madridMonth(new Date('2026-12-31T22:30:00Z')).start.toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
    // Summer time (UTC+2): July starts at 22:00 UTC on 30 June.
    const july = madridMonth(new Date('2026-07-15T12:00:00Z'));
    expect(july.start.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(july.end.toISOString()).toBe('2026-07-31T22:00:00.000Z');
  });

  it('without a provider the request is refused as not configured', async () => {
    const { createTestApp } = await import('../../../../test/support/test-app');
    t = await createTestApp();
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const res = await client.post(`/api/listings/${listing.id}/renders`, renderBody(photoIds[0]!));
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe(stagingTexts.notConfigured);
  });
});
