import { and, eq } from 'drizzle-orm';
import { repointTexts } from '../../../shared/qr';
import type { Db } from '../../db/client';
import { listings, qrRepoints } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Moves a printed code of the agency to another of its listings, or to the agency page
 * (`listingId` null). Moving it back to the listing it was printed for removes the move. Scans
 * already made stay with the listing they were made for; only later scans follow the move.
 */
export async function repointPoster(opts: {
  db: Db;
  agencyId: string;
  code: string;
  listingId: string | null;
}): Promise<void> {
  const { agencyId, code, listingId } = opts;
  await opts.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(and(eq(listings.qrCode, code), eq(listings.agencyId, agencyId)));
    const [kept] = own
      ? []
      : await tx
          .select({ printedFor: qrRepoints.printedFor })
          .from(qrRepoints)
          .where(and(eq(qrRepoints.code, code), eq(qrRepoints.agencyId, agencyId)))
          .for('update');
    if (!own && !kept) throw new AppError('not_found', repointTexts.posterNotFound);
    if (listingId) {
      // Locked so that the listing cannot be deleted before the move is stored.
      const [found] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, listingId), eq(listings.agencyId, agencyId)))
        .for('update');
      if (!found) throw new AppError('not_found', repointTexts.targetNotFound);
    }
    if (own && listingId === own.id) {
      await tx.delete(qrRepoints).where(and(eq(qrRepoints.code, code), eq(qrRepoints.agencyId, agencyId)));
      return;
    }
    const printedFor = own?.title ?? kept!.printedFor;
    await tx
      .insert(qrRepoints)
      .values({ code, agencyId, listingId, printedFor })
      .onConflictDoUpdate({
        target: qrRepoints.code,
        set: { listingId, printedFor, updatedAt: new Date() },
        setWhere: eq(qrRepoints.agencyId, agencyId),
      });
  });
}
