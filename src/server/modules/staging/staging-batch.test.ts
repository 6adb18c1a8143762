import { afterEach, describe, expect, it } from 'vitest';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import type { TestApp } from '../../../../test/support/test-app';
import { stagingApi, stagingTexts } from '../../../shared/staging';
import { aiGenerations } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.close());

describe('Amueblar todo el inmueble', () => {
  it('shows the cost first, queues all or nothing within the allowance, and is followed as one batch', async () => {
    const s = await stagingApp();
    t = s.t;
    const { client, listing, photoIds, agencyId } = await ownerWithPhotos(t, 'smart');
    for (const [id, room] of [
      [photoIds[0]!, 'salon'],
      [photoIds[1]!, 'cocina'],
    ])
      await client.request(`/api/listings/${listing.id}/photos/${id}`, {
        method: 'PATCH',
        json: { roomCode: room },
      });
    await generate(client, listing.id, renderBody(photoIds[0]!));
    const body = { use: 'residencial', styles: ['nordic', 'boho'] };
    const preview = await (await client.post(stagingApi.batchPreview(listing.id), body)).json();
    expect(preview.plan).toMatchObject({ photos: 2, newRenders: 3, alreadyMade: 1, fits: true });
    expect(preview.plan.allowance.text).toBe('1 de 20 renders este mes');
    expect(await t.db.select().from(aiGenerations)).toHaveLength(1);

    // 18 used: 3 do not fit, and nothing is queued.
    const base = {
      agencyId,
      listingId: listing.id,
      useCode: 'residencial',
      roomCode: 'salon',
      provider: 'local',
    };
    await t.db.insert(aiGenerations).values(
      Array.from({ length: 17 }, (_, i) => ({
        ...base,
        styleCode: 'classic',
        seed: 1000 + i,
        status: 'completed' as const,
      })),
    );
    const refused = await client.post(stagingApi.batch(listing.id), body);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(stagingTexts.batchTooBig(3, 2));
    expect(await t.db.select().from(aiGenerations)).toHaveLength(18);

    const started = await client.post(stagingApi.batch(listing.id), { use: 'residencial', styles: ['boho'] });
    expect(started.status).toBe(201);
    const { batchId, renders } = await started.json();
    expect(renders.map((r: { room: string }) => r.room).sort()).toEqual(['cocina', 'salon']);
    await t.deps.jobs.drain();
    const followed = await (await client.get(stagingApi.batchRenders(listing.id, batchId))).json();
    expect(followed.renders.map((r: { status: string }) => r.status)).toEqual(['completed', 'completed']);
    expect(s.fake.calls.start).toHaveLength(3);
  });
});
