import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiGenerations, variants } from '../../db/schema';
import type { Logger } from '../../logger';
import type { StagingProvider } from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import { withRetries } from './provider-retry';
import { claimSaving, failRender } from './render-state';
import type { RenderRow } from './render-view';
import { wakeRenderJob } from './render-wake';
import { type StoredStagedImage, stagedMark, storeStagedImage } from './staged-image-files';

export interface FinishDeps {
  db: Db;
  storage: Storage;
  provider: StagingProvider;
  logger: Logger;
  retryBaseMs: number;
  deadline: number;
}

/**
 * Stage 90 → 100: downloads the provider's output at once (its URLs expire), marks it as AI-made,
 * stores it and makes (or refreshes) the variant, then completes the render (its render job adds
 * the smaller copies right after: `addStagedDerivatives`). The job and the
 * webhook may both get here: the first to claim stage 90 saves, the other stops; only a render
 * still running is completed (a cancelled one keeps no file).
 */
export async function finishRender(deps: FinishDeps, row: RenderRow, outputUrl: string): Promise<void> {
  const { db, storage, provider, logger } = deps;
  // The photo was deleted while the model worked: there is nothing to attach the image to.
  if (!row.photoId) return failRender(db, row.id, 'input_unreachable');
  // Only one finisher saves: the other (job or webhook) leaves it to the one saving.
  if (!(await claimSaving(db, row.id))) return;
  const began = performance.now();
  let fetched = began;
  let stored: StoredStagedImage;
  try {
    const output = await withRetries(() => provider.fetchOutput(outputUrl), {
      baseMs: deps.retryBaseMs,
      deadline: deps.deadline,
    });
    fetched = performance.now();
    stored = await storeStagedImage({
      storage,
      listingId: row.listingId,
      renderId: row.id,
      output: output.body,
      mark: stagedMark(provider),
    });
  } catch (err) {
    logger.error({ err, renderId: row.id }, 'staging: saving the render failed');
    await failRender(db, row.id, 'save_failed');
    return;
  }
  const { key, derivatives } = stored;
  const saved = performance.now();
  const completed = await db
    .transaction(async (tx) => {
      const done = await tx
        .update(aiGenerations)
        .set({
          status: 'completed',
          progress: 100,
          outputKey: key,
          completedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(aiGenerations.id, row.id), inArray(aiGenerations.status, ['processing'])))
        .returning({ id: aiGenerations.id });
      if (!done.length) return false;
      const values = {
        listingId: row.listingId,
        photoId: row.photoId,
        generationId: row.id,
        useCode: row.useCode,
        roomCode: row.roomCode!,
        styleCode: row.styleCode,
        mode: row.mode,
        modeOptions: row.modeOptions,
        variation: row.variation,
        chained: row.sourceRenderId !== null,
        sourceRenderId: row.sourceRenderId,
        afterKey: key,
        derivatives,
      };
      await tx
        .insert(variants)
        .values(values)
        .onConflictDoUpdate({
          target: [
            variants.photoId,
            variants.useCode,
            variants.roomCode,
            variants.styleCode,
            variants.mode,
            variants.modeOptions,
            variants.variation,
            variants.chained,
          ],
          // A new image is not the one that was approved: it waits for approval again.
          set: {
            generationId: row.id,
            sourceRenderId: row.sourceRenderId,
            afterKey: key,
            derivatives,
            approvedBy: null,
            approvedAt: null,
            updatedAt: new Date(),
          },
        });
      return true;
    })
    .catch(async (err) => {
      logger.error({ err, renderId: row.id }, 'staging: recording the render failed');
      await failRender(db, row.id, 'save_failed');
      return false;
    });
  // Cancelled (or failed) meanwhile: the file has no render to belong to.
  if (!completed) {
    await storage.delete(derivatives.map((d) => d.key));
    return;
  }
  logger.info(
    {
      renderId: row.id,
      fetchMs: Math.round(fetched - began),
      imageMs: Math.round(saved - fetched),
      recordMs: Math.round(performance.now() - saved),
    },
    'staging: render saved',
  );
  // A chain's next step, waiting in this process for this output, looks now instead of at its next poll.
  wakeRenderJob(row.id);
}
