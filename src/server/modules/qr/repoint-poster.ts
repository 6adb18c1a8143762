import { and, eq } from 'drizzle-orm';
import { repointTexts } from '../../../shared/qr';
import type { Db } from '../../db/client';
import { listings, qrRepoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { unusedQrCode } from '../listings/listing-codes';

/**
 * Moves a printed code of the agency to another of its listings, or to the agency page
 * (`listingId` null). A listing whose own code moves away gets a fresh code at once: its QR dialog
 * and its next poster open it again, while the posters already printed with the old code open the
 * new target. A moved code can be moved again, back to the listing it was printed for too. Scans
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
      .where(and(eq(listings.qrCode, code), eq(listings.agencyId, agencyId)))
      .for('update');
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
    if (own && listingId === own.id) return;
    if (own) {
      await tx
        .update(listings)
        .set({ qrCode: await unusedQrCode(tx) })
        .where(eq(listings.id, own.id));
      await tx
        .insert(qrRepoints)
        .values({ code, agencyId, listingId, printedFor: own.title, printedForId: own.id });
      return;
    }
    await tx
      .update(qrRepoints)
      .set({ listingId, updatedAt: new Date() })
      .where(and(eq(qrRepoints.code, code), eq(qrRepoints.agencyId, agencyId)));
  });
}
