import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import { logoKey } from '../../providers/storage/keys';
import type { Agency } from '../agencies/ensure-my-agency';
import { withPhotoSlot } from '../photos/photo-slots';
import { applyBrandingChange, type BrandingChangeDeps } from './apply-branding-change';
import { processLogo } from './process-logo';

/**
 * A new logo: checked and normalised (processLogo), stored, then recorded on the agency; the old
 * file is deleted once the row points to the new one, and the photos get the new watermark.
 */
export async function uploadLogo(
  opts: BrandingChangeDeps & { agencyId: string; bytes: Buffer },
): Promise<Agency> {
  const { db, storage, agencyId } = opts;
  // Decoding is as heavy as a photo's: it takes one of the same process-wide slots.
  const logo = await withPhotoSlot(() => processLogo(opts.bytes));
  const key = logoKey(agencyId, logo.contentHash);
  await storage.put(key, logo.png, { contentType: 'image/png', cacheControl: cacheControl.immutable });
  try {
    return await applyBrandingChange({ ...opts, values: { logoKey: key } });
  } catch (err) {
    // Not recorded: remove the file, unless it is the very logo already in place.
    const [row] = await db
      .select({ logoKey: agencies.logoKey })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    if (row?.logoKey !== key)
      await storage
        .delete([key])
        .catch((e) =>
          opts.logger.error({ err: e, key }, 'could not remove the file of a failed logo upload'),
        );
    throw err;
  }
}
