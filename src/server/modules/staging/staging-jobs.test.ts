import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outage, rateLimited } from '../../../../test/support/fake-staging-provider';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import type { TestApp } from '../../../../test/support/test-app';
import { renderErrorTexts } from '../../../shared/staging';
import { aiGenerations } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.close());

const renderOf = async (id: string) =>
  (await t.db.select().from(aiGenerations).where(eq(aiGenerations.id, id)))[0]!;

describe('render jobs', () => {
  it('a server killed after provider.start resumes polling on restart: the job finishes, start is called once', async () => {
    const s = await stagingApp({ pollsBeforeDone: 1 });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    s.fake.hangNextGet();
    void t.deps.jobs.drain(); // never ends: the process "dies" while following the prediction
    await expect.poll(async () => (await renderOf(render.id)).providerJobId).toBeTruthy();
    // Its first poll is the one that hangs: wait for it, or on a busy machine the resumed job
    // below would make that first poll and hang instead.
    await expect.poll(() => s.fake.calls.get.length).toBe(1);
    expect((await renderOf(render.id)).progress).toBe(40);
    // What pg-boss does with the job of a dead worker once it expires: it becomes due again.
    await t.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() where name = 'staging-render'`,
    );
    expect(await t.deps.jobs.drain()).toBe(1);
    expect((await renderOf(render.id)).status).toBe('completed');
    expect(s.fake.calls.start).toHaveLength(1);
  });

  it('a render that finished at the provider while the server was down past the timeout is saved, not cancelled', async () => {
    // Finished by the time anyone asks.
    const s = await stagingApp({ pollsBeforeDone: 0 }, { STAGING_TIMEOUT_MS: '60000' });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    s.fake.hangNextGet();
    void t.deps.jobs.drain();
    await expect.poll(async () => (await renderOf(render.id)).providerJobId).toBeTruthy();
    // Hung in its first poll (see above), not about to make it.
    await expect.poll(() => s.fake.calls.get.length).toBe(1);
    // Down for two minutes: the render's timeout has passed when the job resumes.
    await t.db
      .update(aiGenerations)
      .set({ startedAt: new Date(Date.now() - 120_000) })
      .where(eq(aiGenerations.id, render.id));
    await t.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() where name = 'staging-render'`,
    );
    await t.deps.jobs.drain();
    expect((await renderOf(render.id)).status).toBe('completed');
    expect(s.fake.calls.cancel).toEqual([]);
  });

  it('retries a 429 after its Retry-After and an outage with back-off, counting attempts', async () => {
    const s = await stagingApp({ startErrors: [rateLimited(1), outage()] });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    const t0 = Date.now();
    await t.deps.jobs.drain();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    const row = await renderOf(render.id);
    expect(row).toMatchObject({ status: 'completed', attempts: 2 });
    expect(s.fake.calls.start).toHaveLength(3);
  });

  it('a provider out of credit fails at once with its Spanish text, and does not count', async () => {
    const s = await stagingApp({
      startErrors: [
        new (await import('../../providers/staging/staging-provider')).StagingError('out_of_credit', '402'),
      ],
    });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t, 'smart');
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    const state = (await (await client.get(`/api/renders/${render.id}`)).json()).render;
    expect(state).toMatchObject({ status: 'failed', progress: 0, stage: 'Error' });
    expect(state.error).toEqual({ code: 'out_of_credit', message: renderErrorTexts.out_of_credit });
    expect(s.fake.calls.start).toHaveLength(1);
    expect((await (await client.get('/api/staging/allowance')).json()).allowance.used).toBe(0);
    // A failed render does not block asking again.
    expect((await generate(client, listing.id, renderBody(photoIds[0]!))).created).toBe(true);
  });

  it('times out: the prediction is cancelled at the provider and the render fails', async () => {
    const s = await stagingApp({ outcome: 'never' }, { STAGING_TIMEOUT_MS: '150', STAGING_POLL_MS: '20' });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    expect(await renderOf(render.id)).toMatchObject({ status: 'failed', error: 'timeout' });
    expect(s.fake.calls.cancel).toEqual([(await renderOf(render.id)).providerJobId]);
  });

  it('cancel marks the render canceled, calls provider.cancel, and the job stops', async () => {
    const s = await stagingApp({ outcome: 'never' }, { STAGING_POLL_MS: '20' });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t, 'smart');
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    const running = t.deps.jobs.drain();
    await expect.poll(async () => (await renderOf(render.id)).providerJobId).toBeTruthy();
    const res = await client.post(`/api/renders/${render.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect((await res.json()).render).toMatchObject({ status: 'canceled', stage: 'Cancelado' });
    await running;
    const row = await renderOf(render.id);
    expect(row.status).toBe('canceled');
    expect(s.fake.calls.cancel).toContain(row.providerJobId);
    expect((await (await client.get('/api/staging/allowance')).json()).allowance.used).toBe(0);
    // Cancelling again answers the same (a double click).
    expect((await client.post(`/api/renders/${render.id}/cancel`, {})).status).toBe(200);
  });

  it('an original that is gone fails as not reachable, before the provider is called', async () => {
    const s = await stagingApp();
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.storage.deletePrefix(`private/listings/${listing.id}/`);
    await t.deps.jobs.drain();
    expect(await renderOf(render.id)).toMatchObject({ status: 'failed', error: 'input_unreachable' });
    expect(s.fake.calls.start).toHaveLength(0);
  });

  it('an output that cannot be saved fails as "saving failed" and leaves no variant', async () => {
    const s = await stagingApp({ outputBytes: Buffer.from('not an image') });
    t = s.t;
    const { client, listing, photoIds } = await ownerWithPhotos(t);
    const { render } = await generate(client, listing.id, renderBody(photoIds[0]!));
    await t.deps.jobs.drain();
    const state = (await (await client.get(`/api/renders/${render.id}`)).json()).render;
    expect(state.error).toEqual({ code: 'save_failed', message: renderErrorTexts.save_failed });
    expect((await (await client.get(`/api/listings/${listing.id}/variants`)).json()).variants).toEqual([]);
  });
});
