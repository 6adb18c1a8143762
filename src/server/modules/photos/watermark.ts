import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { Storage } from '../../providers/storage/storage';

/** The logo baked into an agency's public photos: its storage key, or null (no logo, or show_logo off). */
export function watermarkKeyOf(agency: { logoKey: string | null; showLogo: boolean }): string | null {
  return agency.showLogo && agency.logoKey ? agency.logoKey : null;
}

export async function agencyWatermarkKey(db: Db, agencyId: string): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: agencies.logoKey, showLogo: agencies.showLogo })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ? watermarkKeyOf(row) : null;
}

export interface Watermark {
  key: string;
  image: Buffer;
}

// Logo keys carry a content hash, so the bytes behind a key never change and can be kept. The same
// Buffer for the same key also lets processPhoto reuse the logo it already scaled for it.
const loaded = new Map<string, Buffer>();
const MAX_LOADED = 16;

/** The logo's bytes; null without a key, or when the file is gone (logged: photos go unmarked). */
export async function loadWatermark(opts: {
  storage: Storage;
  logger: Logger;
  key: string | null;
}): Promise<Watermark | null> {
  const { key } = opts;
  if (!key) return null;
  let image = loaded.get(key);
  if (!image) {
    const object = await opts.storage.get(key);
    if (!object) {
      opts.logger.error(
        { key },
        'the agency logo is missing from storage; photos are left without watermark',
      );
      return null;
    }
    image = object.body;
    if (loaded.size >= MAX_LOADED) loaded.delete(loaded.keys().next().value!);
    loaded.set(key, image);
  }
  return { key, image };
}

/**
 * The tag in a photo's derivative keys. Unmarked: the original's content hash (the keys uploads always
 * had). Marked: a hash of it and the logo's content-hashed key, so a new logo gives new URLs (the old
 * ones are cached as immutable) and the same logo always gives the same ones (re-renders are idempotent).
 */
export function renderTag(contentHash: string, watermarkKey: string | null): string {
  if (!watermarkKey) return contentHash;
  return createHash('sha256').update(`${contentHash}:${watermarkKey}`).digest('hex').slice(0, 16);
}

/** Queues the re-render of the agency's photos; a job already waiting for the agency absorbs this one. */
export function queuePhotoRerender(jobs: JobQueue, agencyId: string): Promise<string | null> {
  return jobs.send(JOBS.agencyPhotosRerender, { agencyId }, { singletonKey: agencyId });
}
