import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../../src/server/db/schema';
import type { TestApp, TestClient } from './test-app';

/**
 * Published listings made through the API, one per title, the first the oldest (an hour apart,
 * so "the oldest stay published" has a clear answer). Returns their ids in that order.
 */
export async function publishedListings(t: TestApp, client: TestClient, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, title] of titles.entries()) {
    const res = await client.post('/api/listings', { energyStatus: 'in_progress', title, city: 'Madrid' });
    expect(res.status).toBe(201);
    const { listing } = (await res.json()) as { listing: { id: string; published: boolean } };
    expect(listing.published).toBe(true);
    const createdAt = new Date(Date.now() - (titles.length - i) * 3_600_000);
    await t.db.update(listings).set({ createdAt }).where(eq(listings.id, listing.id));
    ids.push(listing.id);
  }
  return ids;
}

/** Ids of the agency's published listings, as the database has them. */
export async function publishedIds(t: TestApp, agencyId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: listings.id, published: listings.published })
    .from(listings)
    .where(eq(listings.agencyId, agencyId));
  return rows
    .filter((r) => r.published)
    .map((r) => r.id)
    .sort();
}
