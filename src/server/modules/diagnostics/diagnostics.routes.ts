import { Hono } from 'hono';
import { type DiagnosticsResponse, diagnosticsApi } from '../../../shared/diagnostics';
import type { AppDeps, AppEnv } from '../../context';
import { requireOwner } from '../../http/require-agency';
import { AppError } from '../../lib/app-error';
import { diagnosticError } from './diagnostic-error';
import { insertTestLead } from './insert-test-lead';
import { runChecks } from './run-checks';

/** `/debug/db`'s API: the owner only, always about their own agency (requireOwner). */
export function diagnosticsRoutes(deps: AppDeps) {
  const owner = requireOwner(deps);
  return new Hono<AppEnv>()
    .get(diagnosticsApi.checks, owner, async (c) => {
      const agency = c.get('agency');
      const body: DiagnosticsResponse = {
        agency: { id: agency.id, name: agency.name },
        checks: await runChecks(deps, agency.id),
        checkedAt: new Date().toISOString(),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post(diagnosticsApi.testLead, owner, async (c) => {
      const agencyId = c.get('agency').id;
      const result = await insertTestLead({
        db: deps.database.db,
        agencyId,
        email: c.get('user').email,
      }).catch((err) => {
        // The page is for finding faults: the database's own message and SQLSTATE, not a generic one.
        deps.logger.error({ err, agencyId }, 'debug test lead failed');
        const { message, code } = diagnosticError(err);
        throw new AppError('internal', `No se pudo crear el lead de prueba: ${message} (${code})`);
      });
      deps.logger.info({ leadId: result.lead.id, agencyId }, 'debug test lead created');
      return c.json(result, 201);
    });
}
