import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { micrositeData } from '../../../../test/support/microsite-data';
import {
  generate,
  modesStagingApp,
  ownerWithPhotos,
  renderBody,
  stagingApp,
} from '../../../../test/support/staging';
import type { TestApp } from '../../../../test/support/test-app';
import { AI_LABEL } from '../../../shared/staging-selection';
import { listings } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.close());

/** A published listing with two renders (salon/nordic on the first photo, cocina/boho on the second). */
async function listingWithRenders() {
  const s = await stagingApp();
  t = s.t;
  const owner = await ownerWithPhotos(t);
  await t.db.update(listings).set({ published: true }).where(eq(listings.id, owner.listing.id));
  await generate(owner.client, owner.listing.id, renderBody(owner.photoIds[0]!));
  await generate(
    owner.client,
    owner.listing.id,
    renderBody(owner.photoIds[1]!, { room: 'cocina', style: 'boho' }),
  );
  await t.deps.jobs.drain();
  const { variants } = await (await owner.client.get(`/api/listings/${owner.listing.id}/variants`)).json();
  return { ...owner, variants: variants as { id: string; style: string; afterUrl: string }[] };
}

const approve = (client: Awaited<ReturnType<typeof listingWithRenders>>['client'], id: string) =>
  client.request(`/api/variants/${id}`, { method: 'PATCH', json: { approved: true } });

describe('the microsite AI section', () => {
  it('is absent while the listing has no approved render', async () => {
    const { listing } = await listingWithRenders();
    const html = await (await t.app.request(`/l/${listing.slug}`)).text();
    expect(html).not.toContain('id="amueblar"');
    expect(html).not.toContain(AI_LABEL);
    const page = await (await t.app.request(`/api/public/listings/${listing.slug}`)).json();
    expect(page.staging).toEqual([]);
  });

  it("carries only the listing's approved renders in the page data and shows them labelled", async () => {
    const { client, listing, variants } = await listingWithRenders();
    const boho = variants.find((v) => v.style === 'boho')!;
    const nordic = variants.find((v) => v.style === 'nordic')!;
    expect((await approve(client, boho.id)).status).toBe(200);
    // Another agency's approved render must not leak into this page.
    const other = await ownerWithPhotos(t);
    await generate(other.client, other.listing.id, renderBody(other.photoIds[0]!));
    await t.deps.jobs.drain();
    const { variants: theirs } = await (
      await other.client.get(`/api/listings/${other.listing.id}/variants`)
    ).json();
    expect((await approve(other.client, theirs[0].id)).status).toBe(200);

    const res = await t.app.request(`/l/${listing.slug}`);
    const html = await res.text();
    const data = micrositeData(html);
    expect(data.staging.map((v: { id: string }) => v.id)).toEqual([boho.id]);
    expect(data.staging[0]).toMatchObject({
      use: 'residencial',
      room: 'cocina',
      style: 'boho',
      afterUrl: boho.afterUrl,
    });
    expect(html).not.toContain(nordic.afterUrl);
    // The server's HTML already shows the staged image, lazily loaded, with the AI label.
    expect(html).toContain('id="amueblar"');
    expect(html).toContain(AI_LABEL);
    expect(html).toMatch(
      new RegExp(
        `<img[^>]*src="${boho.afterUrl}"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*src="${boho.afterUrl}"`,
      ),
    );
    // The provider's JPEG, relabelled; the sizes the page offers in srcset are WebP.
    expect(boho.afterUrl).toMatch(/\.jpg$/);
    const sources = data.staging[0]!.afterSources as { url: string }[];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((s) => s.url.endsWith('.webp'))).toBe(true);
  });
});

describe('the microsite AI section with staging modes', () => {
  it("labels the server's opening picture by its own mode and carries each render's mode in the page data", async () => {
    const s = await modesStagingApp();
    t = s.t;
    const owner = await ownerWithPhotos(t);
    await t.db.update(listings).set({ published: true }).where(eq(listings.id, owner.listing.id));
    await generate(owner.client, owner.listing.id, {
      photoId: owner.photoIds[0],
      use: 'residencial',
      room: 'salon',
      mode: { mode: 'empty' },
    });
    await t.deps.jobs.drain();
    const { variants } = await (await owner.client.get(`/api/listings/${owner.listing.id}/variants`)).json();
    expect((await approve(owner.client, variants[0].id)).status).toBe(200);

    const html = await (await t.app.request(`/l/${owner.listing.slug}`)).text();
    const data = micrositeData(html);
    expect(data.staging.map((v) => [v.mode, v.style])).toEqual([['empty', '']]);
    // An emptied room is never called furnished, and the title no longer says only "amueblar".
    expect(html).toContain('>Vaciado virtualmente con IA<');
    expect(html).not.toContain(AI_LABEL);
    expect(html).toContain('Imagínalo a tu gusto');
    expect(html).toContain('alt="Salón (vaciado virtualmente con IA)"');
    const en = await (await t.app.request(`/l/${owner.listing.slug}?lang=en`)).text();
    expect(en).toContain('>Virtually emptied with AI<');
  });
});
