import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { agencyUpdateSchema } from '../../../shared/agency';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Agency } from './ensure-my-agency';

/** Saves the agency's contact data; scoped to the caller's own agency id. */
export async function updateAgency(opts: {
  db: Db;
  agencyId: string;
  input: z.output<typeof agencyUpdateSchema>;
}): Promise<Agency> {
  const [row] = await opts.db
    .update(agencies)
    .set({
      name: opts.input.name,
      email: opts.input.email ?? null,
      phone: opts.input.phone ?? null,
      website: opts.input.website ?? null,
      address: opts.input.address ?? null,
      city: opts.input.city ?? null,
    })
    .where(eq(agencies.id, opts.agencyId))
    .returning();
  if (!row) throw new AppError('not_found');
  return row;
}
