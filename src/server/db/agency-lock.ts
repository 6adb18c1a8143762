import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { agencies } from './schema';

/**
 * Locks the agency's row for the rest of the transaction: the agency's decisions that count
 * something (seats, published listings, the staging allowance, webhook endpoints) run one at a
 * time, so two requests at a limit cannot both see room under it.
 */
export async function lockAgency(tx: Tx, agencyId: string): Promise<void> {
  await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for('update');
}
