import { stagingTexts } from '../../../shared/staging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import type { StagingProvider } from '../../providers/staging/staging-provider';
import { cancelRunning } from './render-state';
import type { RenderRow } from './render-view';

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
