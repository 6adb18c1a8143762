import { and, eq, isNull, ne } from 'drizzle-orm';
import { type ImportSchedule, importTexts } from '../../../shared/imports';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies, importSources, users } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { mailLayout } from '../../providers/mail/templates';
import { createRun, type ImportRunRow } from './import-runs';
import { type RunDeps, runImport } from './run-import';

/** Failed runs of the saved feed in a row after which the owner is e-mailed (once). */
export const FAILURES_BEFORE_MAIL = 3;

const HOUR = 60 * 60 * 1000;

/** When a schedule runs next after `now`; null: manual only. */
export function nextRunAfter(schedule: ImportSchedule, now: Date): Date | null {
  if (schedule === 'hourly') return new Date(now.getTime() + HOUR);
  if (schedule === 'daily') return new Date(now.getTime() + 24 * HOUR);
  return null;
}

/**
 * Queues the saved feed's next scheduled sync. The job carries the time it is for: a schedule changed
 * meanwhile queues another one (another singleton key), and the old job finds the time changed and
 * does nothing. The job is a row in the database: it survives restarts and runs on any instance.
 */
export async function queueFeedSync(db: Db, jobs: JobQueue, agencyId: string): Promise<void> {
  const [source] = await db
    .select({ nextRunAt: importSources.nextRunAt, schedule: importSources.schedule })
    .from(importSources)
    .where(eq(importSources.agencyId, agencyId));
  if (!source?.nextRunAt || source.schedule === 'off') return;
  const at = source.nextRunAt.toISOString();
  await jobs.send(
    JOBS.feedSync,
    { agencyId, at },
    { singletonKey: `${agencyId}:${at}`, startAfter: source.nextRunAt },
  );
}

/** At start-up: every scheduled feed has its next sync queued (a queued one absorbs the repeat). */
export async function queueAllFeedSyncs(db: Db, jobs: JobQueue): Promise<number> {
  const rows = await db
    .select({ agencyId: importSources.agencyId })
    .from(importSources)
    .where(ne(importSources.schedule, 'off'));
  for (const r of rows) await queueFeedSync(db, jobs, r.agencyId);
  return rows.length;
}

export const syncFailureTexts = {
  subject: importTexts.failureMailSubject,
  title: 'No podemos leer tu feed de inmuebles',
  intro: (agency: string, url: string, error: string) =>
    `Hola, ${agency}: las tres últimas sincronizaciones de tu feed ${url} han fallado (último error: ${error}). Tus inmuebles en Escaparate no se han tocado, pero tampoco recogen los cambios del feed.`,
  outro:
    'Revisa que la dirección, el usuario y la contraseña sigan siendo válidos en Configuración → Importar y pulsa «Sincronizar ahora». No te volveremos a escribir por esto hasta que una sincronización funcione y vuelva a fallar.',
  cta: 'Revisar la importación',
  signature: 'El equipo de Escaparate',
} as const;

export function syncFailureMessage(d: {
  to: string;
  agencyName: string;
  url: string;
  error: string;
  pageUrl: string;
}): MailMessage {
  const t = syncFailureTexts;
  const intro = t.intro(d.agencyName, d.url, d.error);
  return {
    to: d.to,
    subject: t.subject,
    text: `${intro}\n\n${t.outro}\n\n${t.cta}: ${d.pageUrl}\n\n${t.signature}`,
    html: mailLayout(t.title, intro, t.cta, d.pageUrl, t.outro),
  };
}

/**
 * After a run of the saved feed: a success clears the failure count; a failure adds one, and the
 * third in a row e-mails the owner once (`failureMailAt`, cleared by the next success).
 */
export async function recordSourceOutcome(opts: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  run: ImportRunRow;
}): Promise<void> {
  const { db, run } = opts;
  if (run.kind !== 'feed_url') return;
  if (run.status === 'done') {
    await db
      .update(importSources)
      .set({ failures: 0, failureMailAt: null })
      .where(eq(importSources.agencyId, run.agencyId));
    return;
  }
  if (run.status !== 'failed') return;
  const [source] = await db.select().from(importSources).where(eq(importSources.agencyId, run.agencyId));
  if (!source) return;
  const failures = source.failures + 1;
  await db.update(importSources).set({ failures }).where(eq(importSources.agencyId, run.agencyId));
  if (failures < FAILURES_BEFORE_MAIL || source.failureMailAt) return;
  // Claimed before sending: two instances never both send it.
  const [claimed] = await db
    .update(importSources)
    .set({ failureMailAt: new Date() })
    .where(and(eq(importSources.agencyId, run.agencyId), isNull(importSources.failureMailAt)))
    .returning({ agencyId: importSources.agencyId });
  if (!claimed) return;
  const [owner] = await db
    .select({ email: users.email, agencyName: agencies.name })
    .from(agencies)
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .where(eq(agencies.id, run.agencyId));
  if (!owner) return;
  try {
    await opts.mailer.send(
      syncFailureMessage({
        to: owner.email,
        agencyName: owner.agencyName,
        url: source.url,
        error: run.error ?? 'error desconocido',
        pageUrl: `${opts.publicUrl}${paths.dashboard.import}`,
      }),
    );
  } catch (err) {
    // Not sent: the claim is released, the next failed run tries again.
    await db
      .update(importSources)
      .set({ failureMailAt: null })
      .where(eq(importSources.agencyId, run.agencyId));
    opts.logger.error({ err, agencyId: run.agencyId }, 'feed sync failure mail not sent');
  }
}

/**
 * The feed-sync job: when its time is still the source's next run, moves the next run on (first, so
 * a crash cannot loop), queues it, and runs the sync now unless a run of the agency is in progress.
 */
export async function runScheduledSync(
  deps: RunDeps & { mailer: Mailer; publicUrl: string },
  data: { agencyId: string; at: string },
  now: Date = new Date(),
): Promise<ImportRunRow | null> {
  const { db } = deps;
  const [source] = await db.select().from(importSources).where(eq(importSources.agencyId, data.agencyId));
  if (!source || source.schedule === 'off' || source.nextRunAt?.toISOString() !== data.at) return null;
  await db
    .update(importSources)
    .set({ nextRunAt: nextRunAfter(source.schedule as ImportSchedule, now) })
    .where(eq(importSources.agencyId, data.agencyId));
  await queueFeedSync(db, deps.jobs, data.agencyId);
  let run: ImportRunRow;
  try {
    run = await createRun(db, {
      agencyId: data.agencyId,
      kind: 'feed_url',
      name: source.url,
      scheduled: true,
      storageKey: null,
      leftAction: source.leftAction as 'draft' | 'keep',
      addressPrivacy: source.addressPrivacy as 'zone',
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'conflict') return null;
    throw err;
  }
  const finished = await runImport(deps, run.id);
  await recordSourceOutcome({ ...deps, run: finished });
  return finished;
}
