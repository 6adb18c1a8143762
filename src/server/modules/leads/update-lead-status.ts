import { and, eq } from 'drizzle-orm';
import type { LeadStatus, LeadView } from '../../../shared/leads-dashboard';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';
import { selectLeadRows, toLeadView } from './list-leads';

/**
 * Sets a lead's status (decision 017 → Leads: any change is allowed). Another agency's lead, like an unknown
 * id, is not found and nothing changes.
 */
export async function updateLeadStatus(opts: {
  db: Db;
  agencyId: string;
  leadId: string;
  status: LeadStatus;
}): Promise<LeadView> {
  if (!isUuid(opts.leadId)) throw new AppError('not_found');
  const own = and(eq(leads.id, opts.leadId), eq(leads.agencyId, opts.agencyId));
  const updated = await opts.db
    .update(leads)
    .set({ status: opts.status })
    .where(own)
    .returning({ id: leads.id });
  if (!updated.length) throw new AppError('not_found');
  const [row] = await selectLeadRows(opts.db, own, 1);
  return toLeadView(row!);
}
