import type { RenderErrorCode } from '../../../shared/staging';
import { stagingApi } from '../../../shared/staging';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type {
  PredictionState,
  StagingErrorCode,
  StagingProvider,
} from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import { finishRender } from './finish-render';
import { RetriesExhausted, sleep as realSleep, withRetries } from './provider-retry';
import { renderInput } from './render-input';
import { cancelRunning, countAttempt, failRender, loadRender, setStage } from './render-state';
import type { RenderRow } from './render-view';
import { sleepUnlessWoken } from './render-wake';
import { addStagedDerivatives, stagedMark } from './staged-image-files';

export interface RenderJobDeps {
  db: Db;
  storage: Storage;
  provider: StagingProvider;
  logger: Logger;
  publicUrl: string;
  pollMs: number;
  timeoutMs: number;
  retryBaseMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** How long downloading a finished render may take (retries included) once the render's own time is up. */
const OUTPUT_FETCH_WINDOW_MS = 60_000;

/** A provider failure as the render shows it (decision 017 → AI staging). `atStart`: the upload of the photo. */
function errorOf(code: StagingErrorCode | 'timeout', atStart: boolean): RenderErrorCode {
  if (code === 'out_of_credit' || code === 'input_unreachable' || code === 'timeout') return code;
  if (atStart && (code === 'rate_limited' || code === 'provider_unavailable')) return 'upload_failed';
  return 'generation_failed';
}

const isTerminal = (row: RenderRow | null) => !row || !['queued', 'processing'].includes(row.status);

/**
 * The 'staging-render' job. It resumes from the row: a render whose provider job id is stored is
 * followed, never started again (a restart costs no second prediction). Provider errors end as a
 * failed render with its code; only our own failures (database) throw, so pg-boss retries them.
 */
export async function runRender(deps: RenderJobDeps, renderId: string): Promise<void> {
  const { db, provider, logger } = deps;
  const wait = deps.sleep ?? realSleep;
  let row = await loadRender(db, renderId);
  // Completed before (a retried job, or the webhook): only the smaller copies may be missing.
  if (row?.status === 'completed') return addSizes(deps, renderId);
  if (!row || isTerminal(row)) return;
  const deadline = () => (row?.startedAt?.getTime() ?? Date.now()) + deps.timeoutMs;
  const retry = (d: number) => ({
    baseMs: deps.retryBaseMs,
    deadline: d,
    sleep: wait,
    onRetry: async (err: Error, ms: number) => {
      logger.warn({ renderId, err: err.message, waitMs: ms }, 'staging: provider call retried');
      await countAttempt(db, renderId);
    },
  });

  if (!row.providerJobId) {
    // A chain step starts from its source's output: it waits here until that exists.
    if (row.sourceRenderId && !(await sourceReady(deps, row))) return;
    const began = performance.now();
    if (!(await setStage(db, renderId, 10))) return;
    const input = await renderInput(db, deps.storage, row, `${deps.publicUrl}${stagingApi.webhook}`);
    if (!input) return failRender(db, renderId, 'input_unreachable');
    if (!(await setStage(db, renderId, 25))) return;
    const prepared = performance.now();
    const startedAt = new Date();
    let id: string;
    try {
      ({ id } = await withRetries(() => provider.start(input), retry(startedAt.getTime() + deps.timeoutMs)));
    } catch (err) {
      if (!(err instanceof RetriesExhausted)) throw err;
      return failRender(db, renderId, errorOf(err.code, true));
    }
    // Stored at once: from here on, a restart follows this prediction instead of paying for another.
    if (!(await setStage(db, renderId, 40, { providerJobId: id, startedAt }))) {
      await provider.cancel(id).catch(() => {});
      return;
    }
    // Where a render's time goes before the model runs (bench:staging reads these).
    logger.info(
      {
        renderId,
        queuedMs: startedAt.getTime() - row.createdAt.getTime() - Math.round(prepared - began),
        prepareMs: Math.round(prepared - began),
        startMs: Math.round(performance.now() - prepared),
      },
      'staging: prediction started',
    );
    // Just created: nothing to ask the provider yet. The first look comes after a poll interval,
    // or at once when the webhook ends the render in this process.
    row = { ...row, providerJobId: id, startedAt };
    await sleepUnlessWoken(renderId, deps.pollMs, wait);
  }
  await follow(deps, row, deadline(), retry);
}

/**
 * Waits (polling, or woken when the source completes in this process) until a chain step's source
 * render has its output: true then. When the source fails, is cancelled or loses its image, the
 * step ends the same way (failRender/cancelRunning usually did it already) and this answers false;
 * also false when the step itself ended meanwhile. The wait is bounded by the step's own render
 * time counted from its request, plus the time a finished output may take to save.
 */
async function sourceReady(deps: RenderJobDeps, step: RenderRow): Promise<boolean> {
  const { db } = deps;
  const wait = deps.sleep ?? realSleep;
  const deadline = step.createdAt.getTime() + deps.timeoutMs + OUTPUT_FETCH_WINDOW_MS;
  for (;;) {
    const [self, source] = await Promise.all([loadRender(db, step.id), loadRender(db, step.sourceRenderId!)]);
    if (isTerminal(self)) return false;
    if (source?.status === 'completed' && source.outputKey) return true;
    if (source?.status === 'canceled') {
      await cancelRunning(db, step.id);
      return false;
    }
    if (!source || isTerminal(source)) {
      await failRender(db, step.id, 'source_failed');
      return false;
    }
    if (Date.now() >= deadline) {
      await failRender(db, step.id, 'timeout');
      return false;
    }
    await sleepUnlessWoken(source.id, Math.min(deps.pollMs, Math.max(0, deadline - Date.now())), wait);
  }
}

/**
 * The 480 and 960 px copies of a completed render, made by its job once "¡Completado!" is stored
 * (not before it: they are not what the member waits for). A failure throws: the job is retried.
 */
const addSizes = (deps: RenderJobDeps, renderId: string) =>
  addStagedDerivatives({
    db: deps.db,
    storage: deps.storage,
    renderId,
    mark: stagedMark(deps.provider),
  });

/** Stage 40: polls the prediction until it ends, the render is cancelled or the timeout passes. */
async function follow(
  deps: RenderJobDeps,
  start: RenderRow,
  deadline: number,
  retry: (deadline: number) => Parameters<typeof withRetries>[1],
): Promise<void> {
  const { db, provider } = deps;
  const wait = deps.sleep ?? realSleep;
  const id = start.providerJobId!;
  for (;;) {
    const row = await loadRender(db, start.id);
    if (isTerminal(row)) {
      if (row?.status === 'canceled') await provider.cancel(id).catch(() => {});
      // The webhook completed it: the job adds the smaller copies.
      if (row?.status === 'completed') await addSizes(deps, start.id);
      return;
    }
    let state: PredictionState;
    try {
      state = await withRetries(() => provider.get(id), retry(deadline));
    } catch (err) {
      if (!(err instanceof RetriesExhausted)) throw err;
      return failRender(db, start.id, errorOf(err.code, false));
    }
    // Asked before the timeout is checked: a prediction that finished while this server was down
    // (the job resumes late) is saved, not thrown away after it was paid for.
    if (state.status === 'succeeded') {
      const saveBy = Math.max(deadline, Date.now() + OUTPUT_FETCH_WINDOW_MS);
      await finishRender({ ...deps, deadline: saveBy }, row!, state.outputUrl);
      // Saved here (or failed): done once the copies are made. Still running: the webhook is
      // saving it right now; the next look, after the sleep below, finds it completed.
      const after = await loadRender(db, start.id);
      if (isTerminal(after)) {
        if (after?.status === 'completed') await addSizes(deps, start.id);
        return;
      }
      // Paid for and being saved: no timeout now (a stalled saver is taken over, claimSaving).
      await sleepUnlessWoken(start.id, deps.pollMs, wait);
      continue;
    } else if (state.status === 'failed' || state.status === 'canceled')
      return failRender(
        db,
        start.id,
        state.status === 'canceled' ? 'generation_failed' : errorOf(state.error, false),
      );
    if (Date.now() >= deadline) {
      await provider.cancel(id).catch(() => {});
      return failRender(db, start.id, 'timeout');
    }
    // The webhook, when it ends the render in this process, cuts the wait short.
    await sleepUnlessWoken(start.id, Math.min(deps.pollMs, Math.max(0, deadline - Date.now())), wait);
  }
}
