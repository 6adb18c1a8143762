import { Hono } from 'hono';
import {
  type DeleteLeadsResult,
  deleteLeadsInputSchema,
  type LeadPersonPreview,
  leadDeletionApi,
} from '../../../shared/lead-deletion';
import {
  type LeadFilters,
  type LeadsPage,
  leadFiltersSchema,
  leadStatusInputSchema,
  leadsDashboardApi,
  leadsQuerySchema,
} from '../../../shared/leads-dashboard';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { readJson, readQuery } from '../../http/validate';
import { findMember } from '../agency-members/find-member';
import { deleteLeads } from './delete-leads';
import { erasePerson, previewPersonErasure } from './erase-person';
import { csvFileName, exportLeadsCsv } from './export-leads';
import type { ScopedLeadFilters } from './lead-filters';
import { leadStats } from './lead-stats';
import { listLeads, toLeadView } from './list-leads';
import { updateLeadStatus } from './update-lead-status';

/** /api/leads: Dashboard → Leads, the signed-in user's agency's leads only. */
export function leadDashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);
  /** "Mis leads" needs the signed-in member's id; other filters do not pay for the lookup. */
  const scoped = async (
    agencyId: string,
    userId: string,
    filters: LeadFilters,
  ): Promise<ScopedLeadFilters> =>
    filters.mine ? { ...filters, memberId: (await findMember(db, agencyId, userId))?.id ?? null } : filters;

  return new Hono<AppEnv>()
    .get(leadsDashboardApi.list.pattern, member, async (c) => {
      const { cursor, limit, ...query } = readQuery(c, leadsQuerySchema);
      const agencyId = c.get('agency').id;
      const filters = await scoped(agencyId, c.get('user').id, query);
      const [page, stats] = await Promise.all([
        listLeads({ db, agencyId, filters, cursor, limit }),
        cursor ? undefined : leadStats({ db, agencyId, filters }),
      ]);
      const body: LeadsPage = {
        leads: page.rows.map(toLeadView),
        nextCursor: page.nextCursor,
        ...(stats ? { stats } : {}),
      };
      c.header('Cache-Control', cacheControl.private);
      return c.json(body);
    })
    .get(leadsDashboardApi.exportCsv.pattern, member, async (c) => {
      const agencyId = c.get('agency').id;
      const filters = await scoped(agencyId, c.get('user').id, readQuery(c, leadFiltersSchema));
      const stream = await exportLeadsCsv({ db, agencyId, filters });
      return c.body(stream, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName()}"`,
        'Cache-Control': cacheControl.private,
      });
    })
    .patch(leadsDashboardApi.one.pattern, member, async (c) => {
      const { status } = await readJson(c, leadStatusInputSchema);
      const agencyId = c.get('agency').id;
      const lead = await updateLeadStatus({ db, agencyId, leadId: c.req.param('id'), status });
      return c.json({ lead });
    })
    .delete(leadsDashboardApi.one.pattern, member, async (c) => {
      // Deleting: any member who sees the agency's leads (every one of them, as the list does).
      const agencyId = c.get('agency').id;
      const deleted = await deleteLeads({ db, agencyId, leadIds: [c.req.param('id')] });
      return c.json({ deleted } satisfies DeleteLeadsResult);
    })
    .post(leadDeletionApi.deleteMany.pattern, member, async (c) => {
      const { ids } = await readJson(c, deleteLeadsInputSchema);
      const deleted = await deleteLeads({ db, agencyId: c.get('agency').id, leadIds: ids });
      return c.json({ deleted } satisfies DeleteLeadsResult);
    })
    .get(leadDeletionApi.person.pattern, member, async (c) => {
      const preview = await previewPersonErasure({
        db,
        agencyId: c.get('agency').id,
        leadId: c.req.param('id'),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(preview satisfies LeadPersonPreview);
    })
    .post(leadDeletionApi.erasePerson.pattern, member, async (c) => {
      const agencyId = c.get('agency').id;
      const memberId = (await findMember(db, agencyId, c.get('user').id))?.id ?? null;
      const deleted = await erasePerson({ db, agencyId, memberId, leadId: c.req.param('id') });
      return c.json({ deleted } satisfies DeleteLeadsResult);
    });
}
