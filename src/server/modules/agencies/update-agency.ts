import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { agencyUpdateSchema } from '../../../shared/agency';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changeAgencySlug, isSlugTakenError, slugTakenError } from './agency-addresses';
import type { Agency } from './ensure-my-agency';

/**
 * Saves the agency's contact data and, when given, its public address; scoped to the caller's own
 * agency id. `slugChanged` tells the caller to drop pages rendered for the old address.
 */
export async function updateAgency(opts: {
  db: Db;
  agencyId: string;
  input: z.output<typeof agencyUpdateSchema>;
}): Promise<{ agency: Agency; slugChanged: boolean }> {
  const { input } = opts;
  try {
    return await opts.db.transaction(async (tx) => {
      // The row lock keeps two saves of the same agency from recording addresses out of order.
      const [before] = await tx.select().from(agencies).where(eq(agencies.id, opts.agencyId)).for('update');
      if (!before) throw new AppError('not_found');
      if (input.slug !== undefined) await changeAgencySlug(tx, before, input.slug);
      const [row] = await tx
        .update(agencies)
        .set({
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          website: input.website ?? null,
          address: input.address ?? null,
          city: input.city ?? null,
        })
        .where(eq(agencies.id, opts.agencyId))
        .returning();
      if (!row) throw new AppError('not_found');
      return { agency: row, slugChanged: row.slug !== before.slug };
    });
  } catch (err) {
    if (isSlugTakenError(err)) throw slugTakenError();
    throw err;
  }
}
