import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { generate, ownerWithPhotos, renderBody, stagingApp } from '../../../../test/support/staging';
import type { TestApp, TestClient } from '../../../../test/support/test-app';
import type { VariantView } from '../../../shared/staging';
import { listings, variants } from '../../db/schema';
import { readDigitalSourceType, TRAINED_ALGORITHMIC_MEDIA } from '../../lib/ai-image-mark';
import { addStagedDerivatives } from './staged-image-files';

let t: TestApp;
afterEach(() => t?.close());

/** An owner whose first photo has one render of the given output size; its variant as the API shows it. */
async function oneVariant(outputSize = { width: 1200, height: 900 }) {
  const s = await stagingApp({ outputSize });
  t = s.t;
  const owner = await ownerWithPhotos(t);
  const { render } = await generate(owner.client, owner.listing.id, renderBody(owner.photoIds[0]!));
  await t.deps.jobs.drain();
  const res = await owner.client.get(`/api/listings/${owner.listing.id}/variants`);
  const [variant] = (await res.json()).variants as VariantView[];
  return { ...owner, renderId: render.id as string, variant: variant! };
}

/** A file of an unapproved render: its agency's member reads it (modules/media/file-access.ts). */
const fetchFile = async (client: TestClient, url: string) => {
  const res = await client.get(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('staged image derivatives', () => {
  it('keeps the provider JPEG as the image (only relabelled) and adds 480, 960 and full-size WebP copies, each marked as AI-made', async () => {
    const { client, listing, renderId, variant } = await oneVariant();
    expect(variant.afterSources.map((s) => [s.width, s.height])).toEqual([
      [480, 360],
      [960, 720],
      [1200, 900],
    ]);
    const folder = `/uploads/listings/${listing.id}/staging/${renderId}`;
    const [small, medium, full] = variant.afterSources.map((s) => s.url);
    const hash = /-([0-9a-f]{16})\.jpg$/.exec(variant.afterUrl!)![1];
    expect(full).toMatch(new RegExp(`${folder}-${hash}\\.webp$`));
    const image = await fetchFile(client, variant.afterUrl!);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(await readDigitalSourceType(image)).toBe(TRAINED_ALGORITHMIC_MEDIA);
    expect(small).toMatch(new RegExp(`${folder}-${hash}-480\\.webp$`));
    expect(medium).toMatch(new RegExp(`${folder}-${hash}-960\\.webp$`));
    for (const source of variant.afterSources) {
      const file = await fetchFile(client, source.url);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: source.width });
      expect(await readDigitalSourceType(file)).toBe(TRAINED_ALGORITHMIC_MEDIA);
    }
    // The original photo's own sizes come along for the before side.
    expect(variant.beforeSources.map((s) => s.width)).toEqual([160, 480, 768, 960, 1600]);
  });

  it('adds the copies after completion, once, and not to a variant whose image was replaced', async () => {
    const { renderId, variant } = await oneVariant();
    const [row] = await t.db.select().from(variants).where(eq(variants.id, variant.id));
    // What finishing the render stores: the (JPEG) image alone.
    const full = { key: row!.afterKey!, width: 1200, height: 900, bytes: 1 };
    const add = () =>
      addStagedDerivatives({ db: t.db, storage: t.deps.storage, renderId, mark: { creatorTool: 'x' } });
    // Done already (the job made them): nothing changes.
    await add();
    const [same] = await t.db.select().from(variants).where(eq(variants.id, variant.id));
    expect(same!.derivatives).toEqual(row!.derivatives);
    // Completed with its full image only (the moment "¡Completado!" is stored): the job adds them.
    await t.db
      .update(variants)
      .set({ derivatives: [full] })
      .where(eq(variants.id, variant.id));
    await add();
    const [again] = await t.db.select().from(variants).where(eq(variants.id, variant.id));
    expect(again!.derivatives.map((d) => d.width)).toEqual([480, 960, 1200]);
    expect(again!.derivatives.map((d) => d.key.split('.').pop())).toEqual(['webp', 'webp', 'webp']);
    // A variant whose image is not the render's any more keeps what it has.
    await t.db
      .update(variants)
      .set({ derivatives: [full], afterKey: 'other.jpg' })
      .where(eq(variants.id, variant.id));
    await add();
    const [other] = await t.db.select().from(variants).where(eq(variants.id, variant.id));
    expect(other!.derivatives).toEqual([full]);
  });

  it('makes no copy wider than the image itself', async () => {
    const { variant } = await oneVariant({ width: 800, height: 600 });
    expect(variant.afterSources.map((s) => s.width)).toEqual([480, 800]);
  });

  it("the microsite offers the staged image's sizes as srcset", async () => {
    const { client, listing, variant } = await oneVariant();
    await t.db.update(listings).set({ published: true }).where(eq(listings.id, listing.id));
    await client.request(`/api/variants/${variant.id}`, { method: 'PATCH', json: { approved: true } });
    const pub = await (await t.client().get(`/api/public/listings/${listing.slug}/variants`)).json();
    expect(pub.variants[0].afterSources).toEqual(variant.afterSources);

    const html = await (await t.app.request(`/l/${listing.slug}`)).text();
    const section = html.slice(html.indexOf('id="amueblar"'));
    const after = section.match(/<img[^>]*src="[^"]*staging[^"]*"[^>]*>/)![0];
    const srcset = variant.afterSources.map((s) => `${s.url} ${s.width}w`).join(', ');
    expect(after).toContain(`srcset="${srcset}"`);
    expect(after).toMatch(/sizes="[^"]+"/);
    // The original photo on the other side too.
    expect(section).toContain(
      `srcset="${variant.beforeSources.map((s) => `${s.url} ${s.width}w`).join(', ')}"`,
    );
  });

  it('a variant from before derivatives keeps its one image, with no srcset', async () => {
    const { client, listing, variant } = await oneVariant();
    await t.db.update(variants).set({ derivatives: [] }).where(eq(variants.id, variant.id));
    await t.db.update(listings).set({ published: true }).where(eq(listings.id, listing.id));
    const res = await client.request(`/api/variants/${variant.id}`, {
      method: 'PATCH',
      json: { approved: true },
    });
    const { variant: old } = await res.json();
    expect(old).toMatchObject({ afterUrl: variant.afterUrl, afterSources: [] });
    const html = await (await t.app.request(`/l/${listing.slug}`)).text();
    const after = html.match(new RegExp(`<img[^>]*src="${variant.afterUrl}"[^>]*>`))![0];
    expect(after).not.toContain('srcset');
    // Deleting it removes its one file.
    expect((await client.request(`/api/variants/${variant.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.app.request(variant.afterUrl!)).status).toBe(404);
  });

  it('deleting a variant, or its photo, deletes every size', async () => {
    const first = await oneVariant();
    expect(
      (await first.client.request(`/api/variants/${first.variant.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    for (const s of first.variant.afterSources) expect((await t.app.request(s.url)).status).toBe(404);
    await t.close();

    const second = await oneVariant();
    const del = await second.client.request(
      `/api/listings/${second.listing.id}/photos/${second.photoIds[0]}`,
      { method: 'DELETE' },
    );
    expect(del.status).toBe(200);
    for (const s of second.variant.afterSources) expect((await t.app.request(s.url)).status).toBe(404);
  });
});
