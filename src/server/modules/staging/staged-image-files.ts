import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoSource } from '../../../shared/listings';
import type { PhotoDerivative } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import { markAiImage } from '../../lib/ai-image-mark';
import { stagedDerivativeKey, stagedImageKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';

/** Widths of the smaller copies of a staged image, as the photos' own (the 1600 one is the image itself). */
export const STAGED_DERIVATIVE_WIDTHS = [480, 960] as const;

export interface StoredStagedImage {
  /** The full-size image. */
  key: string;
  /** Every size, narrowest first; the last is the full-size image (`key`). */
  derivatives: PhotoDerivative[];
}

async function sized(key: string, body: Buffer): Promise<PhotoDerivative> {
  const { width = 0, height = 0 } = await sharp(body).metadata();
  return { key, width, height, bytes: body.length };
}

/**
 * Stores a provider's output as the full-size WebP plus 480 and 960 px wide WebP copies (only the
 * ones narrower than the image), each re-encoded with the AI mark. Keys carry the render id and the
 * full image's content hash. On a failure the files already written are removed, then it throws.
 */
export async function storeStagedImage(opts: {
  storage: Storage;
  listingId: string;
  renderId: string;
  output: Buffer;
  creatorTool: string;
}): Promise<StoredStagedImage> {
  const { storage, listingId, renderId, creatorTool } = opts;
  // WebP keeps the microsite light; re-encoding drops the provider's metadata and adds the AI mark.
  const body = await markAiImage(opts.output, { format: 'webp', creatorTool });
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const full = await sized(stagedImageKey(listingId, renderId, hash, 'webp'), body);
  const files: { file: PhotoDerivative; body: Buffer }[] = [];
  for (const width of STAGED_DERIVATIVE_WIDTHS) {
    if (width >= full.width) break;
    const small = await markAiImage(opts.output, { format: 'webp', creatorTool, width });
    files.push({
      file: await sized(stagedDerivativeKey(listingId, renderId, hash, width), small),
      body: small,
    });
  }
  files.push({ file: full, body });
  const written: string[] = [];
  try {
    for (const { file, body: bytes } of files) {
      written.push(file.key);
      await storage.put(file.key, bytes, { contentType: 'image/webp', cacheControl: cacheControl.immutable });
    }
  } catch (err) {
    await storage.delete(written).catch(() => {});
    throw err;
  }
  return { key: full.key, derivatives: files.map((f) => f.file) };
}

/** Every file of a staged image: the image and its smaller copies (old variants have only the image). */
export function stagedImageKeys(v: { afterKey: string | null; derivatives: PhotoDerivative[] }): string[] {
  return [...new Set([...(v.afterKey ? [v.afterKey] : []), ...v.derivatives.map((d) => d.key)])];
}

/** The sizes of a staged image for `srcset`; empty for a variant made before derivatives existed. */
export const stagedImageSources = (storage: Storage, derivatives: PhotoDerivative[]): PhotoSource[] =>
  derivatives.map((d) => ({ url: storage.publicUrl(d.key), width: d.width, height: d.height }));
