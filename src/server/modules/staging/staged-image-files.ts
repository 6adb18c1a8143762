import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PhotoSource } from '../../../shared/listings';
import type { Db } from '../../db/client';
import type { PhotoDerivative } from '../../db/schema';
import { variants } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import {
  aiImageXmp,
  COMPOSITE_SYNTHETIC,
  type ImageMark,
  markAiImageFull,
  markAiImageSizes,
} from '../../lib/ai-image-mark';
import { jpegWithXmp } from '../../lib/jpeg-xmp';
import { LOCAL_PROVIDER_NAME } from '../../providers/staging/local';
import type { StagingProvider } from '../../providers/staging/staging-provider';
import { stagedDerivativeKey, stagedImageKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';

/** Widths of the smaller copies of a staged image, as the photos' own (the 1600 one is the image itself). */
export const STAGED_DERIVATIVE_WIDTHS = [480, 960] as const;

export interface StoredStagedImage {
  /** The full-size image as stored on completion (the variant's `afterKey`): JPEG or WebP. */
  key: string;
  /**
   * The WebP sizes pages show, narrowest first, the full size last. On completion only the image
   * itself; `addStagedDerivatives` adds the rest (for a JPEG image, a full-size WebP as the last).
   */
  derivatives: PhotoDerivative[];
}

/** The smaller copies (and the full-size WebP of a JPEG render), made after "¡Completado!". */
const encoding = { format: 'webp', effort: 1 } as const;
/** A render the provider sent in another format than JPEG: re-encoded on the path to "¡Completado!". */
const fullEncoding = { format: 'webp', effort: 0 } as const;

/**
 * The XMP mark of a staged image: the product and the model that made it, and "made by a trained
 * model" unless it is the local test provider's code-drawn picture (then a synthetic composite).
 */
export const stagedMark = (provider: Pick<StagingProvider, 'name' | 'model'>): ImageMark => ({
  creatorTool: `Escaparate (${provider.model})`,
  ...(provider.name === LOCAL_PROVIDER_NAME ? { sourceType: COMPOSITE_SYNTHETIC } : {}),
});

async function putAll(storage: Storage, files: { file: PhotoDerivative; body: Buffer }[]): Promise<void> {
  try {
    await Promise.all(
      files.map(({ file: f, body }) =>
        storage.put(f.key, body, { contentType: 'image/webp', cacheControl: cacheControl.immutable }),
      ),
    );
  } catch (err) {
    await storage.delete(files.map((f) => f.file.key)).catch(() => {});
    throw err;
  }
}

const contentHash = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 16);

/**
 * Stores a provider's output as the render's image, with the AI mark and none of the provider's
 * metadata: what a render needs to be complete. A JPEG (what the default model answers) keeps its
 * picture bytes and only has its metadata replaced (`jpegWithXmp`: microseconds, where a re-encode
 * costs 25–35 ms on the path to "¡Completado!", issue 10's ≤ 100 ms overhead); anything else is
 * re-encoded as WebP at effort 0. The WebP copies for pages come right after, from
 * `addStagedDerivatives`. The key carries the render id and the image's content hash.
 */
export async function storeStagedImage(opts: {
  storage: Storage;
  listingId: string;
  renderId: string;
  output: Buffer;
  mark: ImageMark;
}): Promise<StoredStagedImage> {
  const { storage, listingId, renderId, mark } = opts;
  const jpeg = jpegWithXmp(opts.output, aiImageXmp(mark));
  const full = jpeg ?? (await markAiImageFull(opts.output, { ...fullEncoding, ...mark }));
  const format = jpeg ? 'jpg' : 'webp';
  const key = stagedImageKey(listingId, renderId, contentHash(full.body), format);
  const file = { key, width: full.width, height: full.height, bytes: full.body.length };
  await storage.put(key, full.body, {
    contentType: jpeg ? 'image/jpeg' : 'image/webp',
    cacheControl: cacheControl.immutable,
  });
  return { key, derivatives: [file] };
}

/**
 * The 480 and 960 px copies of a completed render's image (only those narrower than it), and a
 * full-size WebP when the image is a JPEG, each marked, added to its variant. Nothing when the variant is gone, has them already or was replaced
 * meanwhile (then the files just written are removed). Safe to run again (a retried job).
 */
export async function addStagedDerivatives(opts: {
  db: Db;
  storage: Storage;
  renderId: string;
  mark: ImageMark;
}): Promise<void> {
  const { db, storage, renderId } = opts;
  const [variant] = await db
    .select({
      id: variants.id,
      listingId: variants.listingId,
      afterKey: variants.afterKey,
      derivatives: variants.derivatives,
    })
    .from(variants)
    .where(eq(variants.generationId, renderId));
  const full = variant?.derivatives.length === 1 ? variant.derivatives[0] : undefined;
  if (!variant?.afterKey || full?.key !== variant.afterKey) return;
  const image = await storage.get(variant.afterKey);
  if (!image) return;
  // A JPEG render gets a full-size WebP too (about a third of its bytes): pages show WebP.
  const isJpeg = variant.afterKey.endsWith('.jpg');
  const sizes = await markAiImageSizes(image.body, {
    ...encoding,
    ...opts.mark,
    widths: STAGED_DERIVATIVE_WIDTHS,
    full: isJpeg,
  });
  if (!sizes.length) return;
  const hash = contentHash(image.body);
  const files = sizes.map((size, i) => ({
    file: {
      key:
        isJpeg && i === 0
          ? stagedImageKey(variant.listingId, renderId, hash, 'webp')
          : stagedDerivativeKey(variant.listingId, renderId, hash, size.width),
      width: size.width,
      height: size.height,
      bytes: size.body.length,
    },
    body: size.body,
  }));
  await putAll(storage, files);
  // Narrowest first, the full size last: the WebP just made, or the (WebP) image itself.
  const made = files.map((f) => f.file);
  const derivatives = isJpeg ? [...made.slice(1), made[0]!] : [...made, full];
  const updated = await db
    .update(variants)
    .set({ derivatives, updatedAt: new Date() })
    .where(and(eq(variants.id, variant.id), eq(variants.afterKey, variant.afterKey)))
    .returning({ id: variants.id });
  if (!updated.length) await storage.delete(files.map((f) => f.file.key));
}

/** Every file of a staged image: the image and its smaller copies (old variants have only the image). */
export function stagedImageKeys(v: { afterKey: string | null; derivatives: PhotoDerivative[] }): string[] {
  return [...new Set([...(v.afterKey ? [v.afterKey] : []), ...v.derivatives.map((d) => d.key)])];
}

/** The sizes of a staged image for `srcset`; empty for a variant made before derivatives existed. */
export const stagedImageSources = (storage: Storage, derivatives: PhotoDerivative[]): PhotoSource[] =>
  derivatives.map((d) => ({ url: storage.publicUrl(d.key), width: d.width, height: d.height }));
