import { count, eq } from 'drizzle-orm';
import type { DiagnosticCheck, DiagnosticCheckId } from '../../../shared/diagnostics';
import type { AppDeps } from '../../context';
import { agencyMembers, leads, listings, qrSessions } from '../../db/schema';
import { diagnosticError } from './diagnostic-error';
import { migrationVersion } from './migration-version';

type CheckDeps = Pick<AppDeps, 'database' | 'jobs' | 'storage' | 'mailer'>;

/** Runs one check; whatever it throws becomes its error, never the whole page's. */
async function check(id: DiagnosticCheckId, run: () => Promise<string | number>): Promise<DiagnosticCheck> {
  try {
    return { id, ok: true, value: await run() };
  } catch (err) {
    return { id, ok: false, error: diagnosticError(err) };
  }
}

/**
 * Every diagnostic, each on its own: the installation's database, migrations, job queue, storage
 * and mail, then the counts of the given agency's rows (never another agency's).
 */
export async function runChecks(deps: CheckDeps, agencyId: string): Promise<DiagnosticCheck[]> {
  const { db } = deps.database;
  const countOf = async (
    table: typeof listings | typeof leads | typeof qrSessions | typeof agencyMembers,
  ): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.agencyId, agencyId));
    return row?.n ?? 0;
  };
  // One after another: PGlite runs one query at a time anyway, and PostgreSQL keeps a free connection.
  const checks: DiagnosticCheck[] = [];
  checks.push(
    await check('database', async () => {
      if (!(await deps.database.ping()))
        throw Object.assign(new Error('La base de datos no responde.'), { code: 'unavailable' });
      return deps.database.kind;
    }),
  );
  checks.push(await check('migrations', () => migrationVersion(db)));
  checks.push(await check('jobs', () => deps.jobs.pending()));
  checks.push(await check('storage', async () => deps.storage.kind));
  checks.push(await check('mail', async () => deps.mailer.kind));
  checks.push(await check('listings', () => countOf(listings)));
  checks.push(await check('leads', () => countOf(leads)));
  checks.push(await check('qr_sessions', () => countOf(qrSessions)));
  checks.push(await check('agency_members', () => countOf(agencyMembers)));
  return checks;
}
