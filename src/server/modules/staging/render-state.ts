import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RenderErrorCode } from '../../../shared/staging';
import type { Db } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import type { RenderRow } from './render-view';
import { wakeRenderJob } from './render-wake';

/** A render still running: only these rows are moved on by the job or the webhook. */
const RUNNING = ['queued', 'processing'] as const;
const running = (id: string) => and(eq(aiGenerations.id, id), inArray(aiGenerations.status, [...RUNNING]));

export async function loadRender(db: Db, id: string): Promise<RenderRow | null> {
  const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.id, id));
  return row ?? null;
}

/** Moves a running render to a stage; false when it is no longer running (cancelled, finished). */
export async function setStage(
  db: Db,
  id: string,
  progress: number,
  extra: Partial<Pick<RenderRow, 'providerJobId' | 'inputKey'>> & { startedAt?: Date } = {},
): Promise<boolean> {
  const rows = await db
    .update(aiGenerations)
    .set({ status: 'processing', progress, ...extra, updatedAt: new Date() })
    .where(running(id))
    .returning({ id: aiGenerations.id });
  return rows.length > 0;
}

/** A save that has not moved for this long was cut short (the server died): another may take over. */
const SAVING_STALE_MS = 120_000;

/**
 * Claims stage 90 (saving) for one finisher: the job's polling and the provider's webhook can both
 * see the prediction succeed, and only one of them downloads and stores the output. A claim left
 * behind by a server that died while saving can be taken again once it is stale.
 */
export async function claimSaving(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(aiGenerations)
    .set({ status: 'processing', progress: 90, updatedAt: new Date() })
    .where(
      and(
        running(id),
        or(
          lt(aiGenerations.progress, 90),
          lt(aiGenerations.updatedAt, new Date(Date.now() - SAVING_STALE_MS)),
        ),
      ),
    )
    .returning({ id: aiGenerations.id });
  return rows.length > 0;
}

/**
 * Marks a running render failed with an error code (shown with its Spanish text; never counted).
 * A chain step still waiting for it fails with it ('source_failed'), and so on down the chain.
 */
export async function failRender(db: Db, id: string, code: RenderErrorCode): Promise<void> {
  const failed = await db
    .update(aiGenerations)
    .set({ status: 'failed', progress: 0, error: code, updatedAt: new Date() })
    .where(running(id))
    .returning({ id: aiGenerations.id });
  // Only when it failed here: a render that completed meanwhile keeps its chain going.
  if (failed.length) await endWaitingSteps(db, id, { status: 'failed', progress: 0, error: 'source_failed' });
}

/**
 * Ends the chain steps that wait for the render `id` (not started yet: nothing at the provider)
 * the way it ended, then theirs; wakes a step's job sleeping on it here.
 */
async function endWaitingSteps(
  db: Db,
  id: string,
  end: Partial<Pick<RenderRow, 'status' | 'progress' | 'error' | 'cancelRequested'>>,
): Promise<void> {
  const steps = await db
    .update(aiGenerations)
    .set({ ...end, updatedAt: new Date() })
    .where(
      and(
        eq(aiGenerations.sourceRenderId, id),
        inArray(aiGenerations.status, [...RUNNING]),
        isNull(aiGenerations.providerJobId),
      ),
    )
    .returning({ id: aiGenerations.id });
  wakeRenderJob(id);
  for (const step of steps) await endWaitingSteps(db, step.id, end);
}

export async function countAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ attempts: sql`${aiGenerations.attempts} + 1` })
    .where(eq(aiGenerations.id, id));
}

/**
 * Cancels a running render (not counted); returns the row as it was, or null when it was not
 * running. A chain step waiting for it is cancelled with it (it has nothing to start from).
 */
export async function cancelRunning(db: Db, id: string): Promise<RenderRow | null> {
  const [row] = await db
    .update(aiGenerations)
    .set({ status: 'canceled', cancelRequested: true, updatedAt: new Date() })
    .where(running(id))
    .returning();
  if (row) await endWaitingSteps(db, id, { status: 'canceled', cancelRequested: true });
  return row ?? null;
}
