import type { Logger } from '../../logger';
import { ogCardFolder, ogCardKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import type { LoadedOg } from './load-og-input';
import { renderOgImage } from './render-og-image';

/** Cards being drawn now, by cache key: simultaneous first requests share one rendering. */
const drawing = new Map<string, Promise<Buffer>>();

/** The card's JPEG: from storage when this version was drawn before, else drawn and stored. */
export async function getOgImage(opts: {
  storage: Storage;
  logger: Logger;
  og: LoadedOg;
  version: string;
}): Promise<Buffer> {
  const key = ogCardKey(opts.og.listingId, opts.version);
  const cached = await opts.storage.get(key).catch((err: unknown) => {
    opts.logger.warn({ err, key }, 'og image: cache read failed');
    return null;
  });
  if (cached) return cached.body;

  let pending = drawing.get(key);
  if (!pending) {
    pending = drawAndStore({ ...opts, key }).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

async function drawAndStore(opts: {
  storage: Storage;
  logger: Logger;
  og: LoadedOg;
  key: string;
}): Promise<Buffer> {
  const { storage, logger, og } = opts;
  const cover = og.coverKey ? await readCover(storage, logger, og.coverKey) : null;
  let body: Buffer;
  try {
    body = await renderOgImage({ input: og.input, cover });
  } catch (err) {
    if (!cover) throw err;
    // A derivative sharp cannot read: the card without the photo beats no card at all.
    logger.error({ err, key: og.coverKey }, 'og image: cover could not be drawn');
    return renderOgImage({ input: og.input, cover: null });
  }
  // A stand-in for a missing cover is not cached: the photo may come back (storage hiccup).
  if (og.coverKey && !cover) return body;
  try {
    // Only the current version is ever asked for (the og:image URL carries it), so the older
    // ones go first. A concurrent writer of the same key only rewrites the same bytes; a racing
    // stale version at worst leaves one extra file, cleared at the next change.
    await storage.deletePrefix(ogCardFolder(og.listingId));
    await storage.put(opts.key, body, { contentType: 'image/jpeg' });
  } catch (err) {
    logger.warn({ err, key: opts.key }, 'og image: could not update the cache');
  }
  return body;
}

async function readCover(storage: Storage, logger: Logger, key: string): Promise<Buffer | null> {
  const object = await storage.get(key).catch((err: unknown) => {
    logger.warn({ err, key }, 'og image: cover read failed');
    return null;
  });
  if (!object) logger.warn({ key }, 'og image: cover photo missing from storage');
  return object?.body ?? null;
}
