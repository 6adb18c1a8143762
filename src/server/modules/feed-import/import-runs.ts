import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ImportRun, ImportSourceKind, LeftAction } from '../../../shared/imports';
import { importTexts } from '../../../shared/imports';
import type { AddressPrivacy } from '../../../shared/listing-catalog';
import { lockAgency } from '../../db/agency-lock';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type ImportRunRow = typeof importRuns.$inferSelect;

export const emptyCounts = (): ImportRun['counts'] => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  invalid: 0,
  left: 0,
  drafted: 0,
  photos_downloaded: 0,
  photos_kept: 0,
});

/** A run still "running" after this long died with its process and its job: it no longer blocks. */
export const STALE_RUN_MS = 3 * 60 * 60 * 1000;

export function toRunView(r: ImportRunRow): ImportRun {
  return {
    id: r.id,
    status: r.status as ImportRun['status'],
    source: { kind: r.kind as ImportSourceKind, name: r.name },
    scheduled: r.scheduled,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    counts: r.counts,
    progress: { done: r.progressDone, total: r.progressTotal },
    errors: r.errors,
    error: r.error,
  };
}

/** Closes as failed the agency's runs still queued or running after STALE_RUN_MS. */
async function closeStaleRuns(db: Db, agencyId: string): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: 'failed',
      error: 'La importación se interrumpió. Vuelve a lanzarla.',
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(importRuns.agencyId, agencyId),
        inArray(importRuns.status, ['queued', 'running']),
        lt(importRuns.createdAt, new Date(Date.now() - STALE_RUN_MS)),
      ),
    );
}

/** The agency's run that is queued or running, if any (a stale one is closed as failed first). */
export async function activeRun(db: Db, agencyId: string): Promise<ImportRunRow | null> {
  await closeStaleRuns(db, agencyId);
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.agencyId, agencyId), inArray(importRuns.status, ['queued', 'running'])))
    .orderBy(desc(importRuns.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Records a new run, refused (409) while another of the agency's runs is queued or running: two
 * imports of the same stock at once would race each other's writes.
 */
export async function createRun(
  db: Db,
  values: {
    agencyId: string;
    kind: ImportSourceKind;
    name: string;
    scheduled: boolean;
    storageKey: string | null;
    leftAction: LeftAction;
    addressPrivacy: AddressPrivacy;
  },
): Promise<ImportRunRow> {
  await closeStaleRuns(db, values.agencyId);
  return db.transaction(async (tx) => {
    await lockAgency(tx, values.agencyId);
    const [busy] = await tx
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.agencyId, values.agencyId), inArray(importRuns.status, ['queued', 'running'])))
      .limit(1);
    if (busy) throw new AppError('conflict', importTexts.runBusy);
    const [row] = await tx
      .insert(importRuns)
      .values({ ...values, counts: emptyCounts() })
      .returning();
    return row!;
  });
}

/** The agency's last runs, newest first. */
export async function recentRuns(db: Db, agencyId: string, limit = 20): Promise<ImportRunRow[]> {
  return db
    .select()
    .from(importRuns)
    .where(eq(importRuns.agencyId, agencyId))
    .orderBy(desc(importRuns.createdAt))
    .limit(limit);
}

export async function getRun(db: Db, agencyId: string, runId: string): Promise<ImportRunRow> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.id, runId), eq(importRuns.agencyId, agencyId)));
  if (!row) throw new AppError('not_found');
  return row;
}
