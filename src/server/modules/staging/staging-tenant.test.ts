import { afterEach, describe, expect, it } from 'vitest';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import type { TestApp } from '../../../../test/support/test-app';
import { aiGenerations, variants } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.close());

describe('staging: another agency', () => {
  it('is refused every listing, photo, render and variant id of this one', async () => {
    const s = await stagingApp();
    t = s.t;
    const a = await ownerWithPhotos(t);
    const { render } = await generate(a.client, a.listing.id, renderBody(a.photoIds[0]!));
    await t.deps.jobs.drain();
    const [variant] = await t.db.select().from(variants);
    const b = await ownerWithPhotos(t);
    const other = b.client;
    const statuses = [
      (await other.post(`/api/listings/${a.listing.id}/renders`, renderBody(a.photoIds[1]!))).status,
      // Its own listing with the other agency's photo.
      (await other.post(`/api/listings/${b.listing.id}/renders`, renderBody(a.photoIds[1]!))).status,
      (await other.get(`/api/listings/${a.listing.id}/renders`)).status,
      (await other.post(`/api/listings/${a.listing.id}/renders/batch`, { styles: ['nordic'] })).status,
      (await other.post(`/api/listings/${a.listing.id}/renders/batch/preview`, { styles: ['nordic'] }))
        .status,
      (await other.get(`/api/renders/${render.id}`)).status,
      (await other.post(`/api/renders/${render.id}/cancel`, {})).status,
      (await other.get(`/api/listings/${a.listing.id}/variants`)).status,
      (await other.get(`/api/listings/${a.listing.id}/variants/stats`)).status,
      (await other.request(`/api/variants/${variant!.id}`, { method: 'PATCH', json: { approved: true } }))
        .status,
      (await other.request(`/api/variants/${variant!.id}`, { method: 'DELETE' })).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    expect(await t.db.select().from(aiGenerations)).toHaveLength(1);
    const [after] = await t.db.select().from(variants);
    expect(after).toMatchObject({ approvedAt: null });
    // Its allowance counts only its own renders.
    expect((await (await other.get('/api/staging/allowance')).json()).allowance.used).toBe(0);
    // Anonymous callers get 401 on member endpoints.
    expect((await t.client().get(`/api/renders/${render.id}`)).status).toBe(401);
  });
});
