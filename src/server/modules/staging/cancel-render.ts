import { eq } from 'drizzle-orm';
import { stagingTexts } from '../../../shared/staging';
import type { Db } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { PredictionState, StagingProvider } from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import { finishRender } from './finish-render';
import { cancelRunning, failRender } from './render-state';
import type { RenderRow } from './render-view';
import { wakeRenderJob } from './render-wake';

/**
 * Cancels a queued or running render: it stops counting at once, and the provider is asked to stop
 * (the job, at its next step, asks again if the prediction had not started yet).
 */
export async function cancelRender(opts: {
  db: Db;
  provider: StagingProvider | null;
  logger: Logger;
  row: RenderRow;
}): Promise<void> {
  const { row } = opts;
  const was = await cancelRunning(opts.db, row.id);
  if (!was) {
    if (row.status === 'canceled') return;
    throw new AppError('conflict', stagingTexts.notCancelable);
  }
  if (was.providerJobId && opts.provider)
    await opts.provider
      .cancel(was.providerJobId)
      .catch((err) => opts.logger.warn({ err, renderId: row.id }, 'staging: provider cancel failed'));
}

/** A verified completion webhook: ends the render it reports (polling remains the fallback). */
export async function advanceFromWebhook(opts: {
  db: Db;
  storage: Storage;
  provider: StagingProvider;
  logger: Logger;
  retryBaseMs: number;
  timeoutMs: number;
  state: PredictionState;
}): Promise<void> {
  const { db, state } = opts;
  const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.providerJobId, state.id));
  if (!row || row.provider !== opts.provider.name) return;
  if (state.status === 'succeeded') {
    const deadline = (row.startedAt?.getTime() ?? Date.now()) + opts.timeoutMs;
    await finishRender({ ...opts, deadline }, row, state.outputUrl);
  } else if (state.status === 'failed') {
    await failRender(
      db,
      row.id,
      state.error === 'out_of_credit' || state.error === 'input_unreachable'
        ? state.error
        : 'generation_failed',
    );
  }
  // The job following this render stops waiting for its next poll.
  wakeRenderJob(row.id);
}
