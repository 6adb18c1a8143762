import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { leads, mailOutbox, webhookDeliveries } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';

/**
 * Deletes leads and what still holds their buyer's data, inside the caller's transaction:
 * webhook deliveries not yet sent keep the lead's whole body until they end, so they end now
 * (cancelled, body dropped; their attempt jobs then skip them), and the outbox's copies of the
 * alerts and digests that named them go (a digest naming others too goes whole). Queued lead-alert and fan-out
 * jobs carry only the lead's id and find it gone. The analytics rollups follow the DELETE by
 * their trigger (migration 0002), so every figure stays equal to counting the leads left.
 */
export async function removeLeads(tx: Tx, agencyId: string, leadIds: string[]): Promise<number> {
  if (!leadIds.length) return 0;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'cancelled', body: null })
    .where(and(inArray(webhookDeliveries.leadId, leadIds), eq(webhookDeliveries.status, 'pending')));
  // The outbox's copies of their alerts and digests (the embedded mailer keeps every message).
  await tx.delete(mailOutbox).where(arrayOverlaps(mailOutbox.leadIds, leadIds));
  const deleted = await tx
    .delete(leads)
    .where(and(eq(leads.agencyId, agencyId), inArray(leads.id, leadIds)))
    .returning({ id: leads.id });
  return deleted.length;
}

/**
 * Deletes the agency's leads with these ids, in one transaction: all of them, or none when one
 * is not the agency's (another agency's id, like an unknown one, is 404 and nothing changes).
 */
export async function deleteLeads(opts: { db: Db; agencyId: string; leadIds: string[] }): Promise<number> {
  const ids = [...new Set(opts.leadIds.map((id) => id.toLowerCase()))];
  if (!ids.length || !ids.every(isUuid)) throw new AppError('not_found');
  return opts.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.agencyId, opts.agencyId), inArray(leads.id, ids)))
      .for('update');
    if (own.length !== ids.length) throw new AppError('not_found');
    return removeLeads(tx, opts.agencyId, ids);
  });
}
