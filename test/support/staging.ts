import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { agencies } from '../../src/server/db/schema';
import { STAGING_MODES } from '../../src/shared/staging-modes';
import { createFakeStagingProvider, type FakeStagingOptions } from './fake-staging-provider';
import { ownerWithListing } from './listings';
import { createTestApp, type TestApp, type TestClient } from './test-app';

/** The test app with a fake staging provider; polls and retries wait 1 ms unless `env` says otherwise. */
export async function stagingApp(fake: FakeStagingOptions = {}, env: Record<string, string> = {}) {
  const staging = createFakeStagingProvider(fake);
  const t = await createTestApp({
    staging: staging.provider,
    env: { STAGING_POLL_MS: '1', STAGING_RETRY_BASE_MS: '1', ...env },
  });
  return { t, fake: staging };
}

/** An owner (plan as given) with a listing and two photos. */
export async function ownerWithPhotos(t: TestApp, plan: 'smart' | 'plus' | 'pro' = 'pro') {
  const owner = await ownerWithListing(t, { energyStatus: 'in_progress', title: 'Piso con luz' }, [20, 200]);
  await t.db.update(agencies).set({ currentPlan: plan }).where(eq(agencies.id, owner.agencyId));
  return owner;
}

export const renderBody = (photoId: string, extra: Record<string, unknown> = {}) => ({
  photoId,
  use: 'residencial',
  room: 'salon',
  style: 'nordic',
  ...extra,
});

/** Asks for a render and expects the status; returns the body. */
export async function generate(client: TestClient, listingId: string, body: unknown, status = 201) {
  const res = await client.post(`/api/listings/${listingId}/renders`, body);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json;
}

/**
 * The test app with the fake provider declaring every staging mode (the fake itself declares
 * none, which a provider reads as furnish only).
 */
export async function modesStagingApp(fake: FakeStagingOptions = {}, env: Record<string, string> = {}) {
  const staging = createFakeStagingProvider(fake);
  const t = await createTestApp({
    staging: { ...staging.provider, modes: STAGING_MODES },
    env: { STAGING_POLL_MS: '1', STAGING_RETRY_BASE_MS: '1', ...env },
  });
  return { t, fake: staging };
}

/** Tags the owner's photos with rooms (the batch takes only tagged photos). */
export async function tagRooms(
  client: TestClient,
  listingId: string,
  rooms: [photoId: string, room: string][],
) {
  for (const [id, room] of rooms)
    await client.request(`/api/listings/${listingId}/photos/${id}`, {
      method: 'PATCH',
      json: { roomCode: room },
    });
}
