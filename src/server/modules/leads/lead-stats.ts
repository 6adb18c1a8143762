import { sql } from 'drizzle-orm';
import { closedPct, type LeadStats } from '../../../shared/leads-dashboard';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { leadConditions, type ScopedLeadFilters } from './lead-filters';

/** Diagnóstico's test leads are listed (badged "Prueba") but never counted in a figure. */
const real = sql`${leads.source} <> 'debug'`;
const countWhere = (status: string) =>
  sql<number>`(count(*) filter (where ${real} and ${leads.status} = ${status}))::int`;

/**
 * The five stat cards in one aggregate over the agency's leads that match the search and the
 * listing filter (not the status filter: the cards are the breakdown by status).
 */
export async function leadStats(opts: {
  db: Db;
  agencyId: string;
  filters: ScopedLeadFilters;
}): Promise<LeadStats> {
  const [row] = await opts.db
    .select({
      total: sql<number>`(count(*) filter (where ${real}))::int`,
      tests: sql<number>`(count(*) filter (where not ${real}))::int`,
      new: countWhere('new'),
      contacted: countWhere('contacted'),
      closed: countWhere('closed'),
    })
    .from(leads)
    .where(leadConditions(opts.db, opts.agencyId, opts.filters, { withStatus: false }));
  const { total = 0, tests = 0, new: fresh = 0, contacted = 0, closed = 0 } = row ?? {};
  return { total, tests, new: fresh, contacted, closed, closedPct: closedPct(closed, total) };
}
