import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import { uploadPhoto } from '../../../../test/support/listings';
import { micrositeData } from '../../../../test/support/microsite-data';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { agencies, listingPhotos, subscriptions, variants } from '../../db/schema';

// Issue 25 → 7: photos kept past the plan's number after a downgrade are not shown publicly, and
// come back with a bigger plan; the stored pages follow the plan change at once.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { MICROSITE_CACHE_MS: '100' } });
});
afterEach(() => t.close());

const PHOTOS = 8; // Smart shows 6 per listing, Plus and Pro 12.

async function proListingWithPhotos() {
  const owner = await signedInOwner(t, 'pro');
  const res = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso con patio en Lavapiés',
    city: 'Madrid',
  });
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  const photoIds: string[] = [];
  for (let i = 0; i < PHOTOS; i++)
    photoIds.push(await uploadPhoto(owner.client, listing.id, await makeJpeg(400, 300, i * 40)));
  return { ...owner, listing, photoIds };
}

const setPlan = (agencyId: string, plan: 'smart' | 'pro') =>
  t.db.update(agencies).set({ currentPlan: plan }).where(eq(agencies.id, agencyId));

/** The photo ids the stored page shows (its hydration data) and its HTML. */
async function publicPage(slug: string) {
  await t.deps.pages.sync();
  const html = await (await t.app.request(`/l/${slug}`)).text();
  const data = micrositeData(html);
  return { html, ids: (data.listing.photos as { id: string }[]).map((p) => p.id) };
}

describe('photos past the plan after a downgrade', () => {
  it('are kept but not shown publicly (gallery, JSON-LD, renders, JSON), and come back with a bigger plan', async () => {
    const { client, agencyId, listing, photoIds } = await proListingWithPhotos();
    // The chosen cover comes first in the gallery, so it is always among the shown ones.
    const cover = photoIds.at(-1)!;
    expect(
      (await client.request(`/api/listings/${listing.id}/cover`, { method: 'PUT', json: { photoId: cover } }))
        .status,
    ).toBe(200);
    const galleryOrder = [cover, ...photoIds.slice(0, -1)];
    const hidden = galleryOrder.slice(6);
    // An approved render of a photo the smaller plan does not show.
    await t.db.insert(variants).values({
      listingId: listing.id,
      photoId: hidden[0]!,
      useCode: 'residencial',
      roomCode: 'salon',
      styleCode: 'nordic',
      afterKey: `listings/${listing.id}/staged/hidden.webp`,
      approvedAt: new Date(),
    });

    const before = await publicPage(listing.slug);
    expect(before.ids).toEqual(galleryOrder);
    expect(before.html).toContain('hidden.webp');

    await setPlan(agencyId, 'smart');
    const after = await publicPage(listing.slug);
    expect(after.ids).toEqual(galleryOrder.slice(0, 6));
    for (const id of hidden) expect(after.html).not.toContain(id);
    // The render of a hidden photo goes with it; JSON-LD lists only the shown photos.
    expect(after.html).not.toContain('hidden.webp');
    const jsonLd = JSON.parse(after.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
    const images = JSON.stringify(jsonLd);
    for (const id of hidden) expect(images).not.toContain(id);
    const json = await (await t.app.request(`/api/public/listings/${listing.slug}`)).json();
    expect(json.listing.photos.map((p: { id: string }) => p.id)).toEqual(galleryOrder.slice(0, 6));
    const renders = await (await t.app.request(`/api/public/listings/${listing.slug}/variants`)).json();
    expect(JSON.stringify(renders)).not.toContain('hidden.webp');

    // Kept: every photo is still the listing's.
    expect(
      await t.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.id)),
    ).toHaveLength(PHOTOS);

    await setPlan(agencyId, 'pro');
    const again = await publicPage(listing.slug);
    expect(again.ids).toEqual(galleryOrder);
    expect(again.html).toContain('hidden.webp');
  });

  it('follows a subscription change on the stored page (the trigger on subscriptions)', async () => {
    const { client, agencyId, listing, photoIds } = await proListingWithPhotos();
    // From a granted plan to a subscription of its own: the local test mode's checkout.
    await setPlan(agencyId, 'pro');
    const { url } = await (await client.post('/api/billing/checkout', { plan_code: 'pro' })).json();
    const id = url.split('/billing/checkout/')[1];
    expect((await client.post(`/api/billing/local/checkout/${id}/confirm`, {})).status).toBe(200);
    await t.db.update(agencies).set({ currentPlan: '' }).where(eq(agencies.id, agencyId));
    expect((await publicPage(listing.slug)).ids).toHaveLength(PHOTOS);
    await t.deps.pages.store.settled();

    // A plan change writes the subscription row only (the listing stays within Smart's one).
    await t.db.update(subscriptions).set({ planCode: 'smart' }).where(eq(subscriptions.agencyId, agencyId));
    await t.deps.pages.sync();
    const stored = await (await t.app.request(`/l/${listing.slug}`)).text();
    expect(stored).toContain(photoIds[5]!);
    expect(stored).not.toContain(photoIds[6]!);
    expect(stored).not.toContain(photoIds[7]!);
  });
});
