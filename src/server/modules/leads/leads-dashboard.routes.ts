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
import { requireUser } from '../../http/require-user';
import { readJson } from '../../http/validate';
import { ensureMyAgency } from '../agencies/ensure-my-agency';
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
  const agencyOf = async (userId: string) => (await ensureMyAgency({ db, userId })).id;

  return new Hono<AppEnv>()
    .use('/api/leads', requireUser(deps.auth))
    .use('/api/leads/*', requireUser(deps.auth))
    .get('/api/leads', async (c) => {
      const { cursor, limit, ...filters } = readQuery(c, leadsQuerySchema);
      const agencyId = await agencyOf(c.get('user').id);
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
    .get('/api/leads/export.csv', async (c) => {
      const filters = readQuery(c, leadFiltersSchema);
      const agencyId = await agencyOf(c.get('user').id);
      const stream = await exportLeadsCsv({ db, agencyId, filters });
      return c.body(stream, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName()}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .patch('/api/leads/:id', async (c) => {
      const { status } = await readJson(c, leadStatusInputSchema);
      const agencyId = await agencyOf(c.get('user').id);
      const lead = await updateLeadStatus({ db, agencyId, leadId: c.req.param('id'), status });
      return c.json({ lead });
    });
}
