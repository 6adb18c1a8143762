import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  type LeadsPage,
  leadFiltersSchema,
  leadStatusInputSchema,
  leadsQuerySchema,
} from '../../../shared/leads-dashboard';
import type { AppDeps, AppEnv } from '../../context';
import { validationError } from '../../http/errors';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { csvFileName, exportLeadsCsv } from './export-leads';
import { leadStats } from './lead-stats';
import { listLeads, toLeadView } from './list-leads';
import { updateLeadStatus } from './update-lead-status';

function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** /api/leads: Dashboard → Leads, the signed-in user's agency's leads only. */
export function leadDashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);

  return new Hono<AppEnv>()
    .get('/api/leads', member, async (c) => {
      const { cursor, limit, ...filters } = readQuery(c, leadsQuerySchema);
      const agencyId = c.get('agency').id;
      const [page, stats] = await Promise.all([
        listLeads({ db, agencyId, filters, cursor, limit }),
        cursor ? undefined : leadStats({ db, agencyId, filters }),
      ]);
      const body: LeadsPage = {
        leads: page.rows.map(toLeadView),
        nextCursor: page.nextCursor,
        ...(stats ? { stats } : {}),
      };
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    })
    .get('/api/leads/export.csv', member, async (c) => {
      const filters = readQuery(c, leadFiltersSchema);
      const stream = await exportLeadsCsv({ db, agencyId: c.get('agency').id, filters });
      return c.body(stream, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName()}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .patch('/api/leads/:id', member, async (c) => {
      const { status } = await readJson(c, leadStatusInputSchema);
      const agencyId = c.get('agency').id;
      const lead = await updateLeadStatus({ db, agencyId, leadId: c.req.param('id'), status });
      return c.json({ lead });
    });
}
