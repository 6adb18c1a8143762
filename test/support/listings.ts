import { expect } from 'vitest';
import { makeJpeg } from './images';
import { signedInOwner, type TestApp, type TestClient } from './test-app';

/** Uploads a photo through the API; returns its id. */
export async function uploadPhoto(client: TestClient, listingId: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'foto.jpg', { type: 'image/jpeg' }));
  const res = await client.request(`/api/listings/${listingId}/photos`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()).photo.id;
}

/**
 * A signed-in owner with one listing made through the API, and one 1600×1200 photo per hue
 * (in that order, so the first is the default cover).
 */
export async function ownerWithListing(t: TestApp, body: Record<string, unknown>, photoHues: number[] = []) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post('/api/listings', body);
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  const photoIds: string[] = [];
  for (const hue of photoHues) {
    photoIds.push(await uploadPhoto(owner.client, listing.id, await makeJpeg(1600, 1200, hue)));
  }
  return { ...owner, listing, photoIds };
}
