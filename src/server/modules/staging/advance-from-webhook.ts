import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import type { Logger } from '../../logger';
import type { PredictionState, StagingProvider } from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import { finishRender } from './finish-render';
import { failRender } from './render-state';
import { wakeRenderJob } from './render-wake';

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
