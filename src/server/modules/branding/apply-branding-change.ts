import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agencies } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { Storage } from '../../providers/storage/storage';
import type { Agency } from '../agencies/ensure-my-agency';
import { queuePhotoRerender, watermarkKeyOf } from '../photos/watermark';

export type BrandingColumns = Partial<
  Pick<Agency, 'primaryColor' | 'secondaryColor' | 'showLogo' | 'showContact' | 'logoKey'>
>;

export interface BrandingChangeDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
}

/**
 * Changes the agency's branding columns under a row lock, then finishes what depends on the
 * committed change: a replaced or removed logo file is deleted (only now that no row points to
 * it), and when the watermark of the photos changed (logo, show_logo) their re-render is queued.
 */
export async function applyBrandingChange(
  opts: BrandingChangeDeps & {
    agencyId: string;
    values: BrandingColumns;
    /** Refuses the change (throws) after the row is locked, inside the transaction. */
    check?: (tx: Tx, before: Agency) => Promise<void>;
  },
): Promise<Agency> {
  const { db, storage, logger, agencyId } = opts;
  const { before, after } = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!old) throw new AppError('not_found');
    await opts.check?.(tx, old);
    const [row] = await tx.update(agencies).set(opts.values).where(eq(agencies.id, agencyId)).returning();
    return { before: old, after: row! };
  });
  if (before.logoKey && before.logoKey !== after.logoKey) {
    await storage
      .delete([before.logoKey])
      .catch((err) => logger.error({ err, key: before.logoKey }, 'could not delete the replaced logo'));
  }
  if (watermarkKeyOf(before) !== watermarkKeyOf(after)) {
    // The change is saved either way; without the job the photos keep their previous watermark.
    await queuePhotoRerender(opts.jobs, agencyId).catch((err) =>
      logger.error({ err, agencyId }, 'could not queue the photo re-render'),
    );
  }
  return after;
}
