import { createHash } from 'node:crypto';
import type { PhotoSource } from '../../../shared/listings';
import type { PhotoDerivative } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import { type MarkedSize, markAiImageSizes } from '../../lib/ai-image-mark';
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
  // Effort 1: saving is on the path between the model's answer and "¡Completado!" (issue 10's
  // ≤ 100 ms overhead), and a staged image is never the microsite's first, largest picture.
  const [full, ...smaller] = await markAiImageSizes(opts.output, {
    format: 'webp',
    effort: 1,
    creatorTool,
    widths: STAGED_DERIVATIVE_WIDTHS,
  });
  if (!full) throw new Error('no staged image encoded');
  const hash = createHash('sha256').update(full.body).digest('hex').slice(0, 16);
  const file = (key: string, size: MarkedSize) => ({
    file: { key, width: size.width, height: size.height, bytes: size.body.length },
    body: size.body,
  });
  const files = [
    ...smaller.map((size) => file(stagedDerivativeKey(listingId, renderId, hash, size.width), size)),
    file(stagedImageKey(listingId, renderId, hash, 'webp'), full),
  ];
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
  return { key: files.at(-1)!.file.key, derivatives: files.map((f) => f.file) };
}

/** Every file of a staged image: the image and its smaller copies (old variants have only the image). */
export function stagedImageKeys(v: { afterKey: string | null; derivatives: PhotoDerivative[] }): string[] {
  return [...new Set([...(v.afterKey ? [v.afterKey] : []), ...v.derivatives.map((d) => d.key)])];
}

/** The sizes of a staged image for `srcset`; empty for a variant made before derivatives existed. */
export const stagedImageSources = (storage: Storage, derivatives: PhotoDerivative[]): PhotoSource[] =>
  derivatives.map((d) => ({ url: storage.publicUrl(d.key), width: d.width, height: d.height }));
