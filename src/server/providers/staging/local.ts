import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STAGING_MODES } from '../../../shared/staging-modes';
import { drawTestRender } from './local-render';
import { promptMode, promptStyleCode } from './prompt';
import {
  type PredictionState,
  StagingError,
  type StagingErrorCode,
  type StagingProvider,
} from './staging-provider';

export interface LocalStagingOptions {
  /** How long a render takes, so the progress stages can be seen (0 in tests). */
  delayMs?: number;
  /**
   * Where started renders are kept (DATA_DIR/staging-local), so a render started before a
   * restart still finishes after it; in memory only when absent.
   */
  dir?: string;
  /** Every render fails with this code: the job's error path without a real provider. */
  failWith?: StagingErrorCode;
}

interface LocalJob {
  startedAt: number;
  prompt: string;
  seed: number;
  canceled: boolean;
  image: Buffer;
}

/** Output URLs the local provider resolves itself; nothing is served over HTTP. */
const SCHEME = 'local-staging:';
const DEFAULT_DELAY_MS = 1500;
/** Kept jobs older than this are removed: the job fetches the output within minutes. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const ID = /^local_[0-9a-f-]{36}$/;

/**
 * The local test provider (no Replicate token, outside production): offline, deterministic and
 * fast, behind the same interface as Replicate, so development, tests and the demo go through
 * the real job, storage and variant path. Its pictures say they are test renders without AI.
 */
/** The local test provider's name, stored on its renders: their pictures are tests, not AI. */
export const LOCAL_PROVIDER_NAME = 'local';

export function createLocalStaging(options: LocalStagingOptions = {}): StagingProvider {
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
  const jobs = new Map<string, LocalJob>();
  const { dir } = options;

  async function save(id: string, job: LocalJob) {
    jobs.set(id, job);
    if (!dir) return;
    await mkdir(dir, { recursive: true });
    const { image, ...meta } = job;
    await writeFile(join(dir, `${id}.img`), image);
    await writeFile(join(dir, `${id}.json`), JSON.stringify(meta));
  }

  async function load(id: string): Promise<LocalJob | undefined> {
    const inMemory = jobs.get(id);
    if (inMemory || !dir || !ID.test(id)) return inMemory;
    try {
      const meta = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as Omit<LocalJob, 'image'>;
      const job = { ...meta, image: await readFile(join(dir, `${id}.img`)) };
      jobs.set(id, job);
      return job;
    } catch {
      return undefined;
    }
  }

  async function prune() {
    const cutoff = Date.now() - KEEP_MS;
    for (const [id, job] of jobs) if (job.startedAt < cutoff) jobs.delete(id);
    if (!dir) return;
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < cutoff) {
        await rm(path, { force: true });
        jobs.delete(name.replace(/\.(img|json)$/, ''));
      }
    }
  }

  function state(id: string, job: LocalJob | undefined): PredictionState {
    if (!job) return { status: 'failed', id, error: 'generation_failed', detail: 'Unknown local render' };
    if (job.canceled) return { status: 'canceled', id, error: 'generation_failed', detail: 'Canceled' };
    const elapsed = Date.now() - job.startedAt;
    if (elapsed < delayMs) return { status: elapsed < delayMs / 5 ? 'starting' : 'processing', id };
    if (options.failWith)
      return { status: 'failed', id, error: options.failWith, detail: 'Local provider set to fail' };
    return { status: 'succeeded', id, outputUrl: `${SCHEME}${id}` };
  }

  return {
    name: LOCAL_PROVIDER_NAME,
    model: 'local-test-render',
    // It draws every mode recognisably (local-render.ts), so the whole flow can be tried offline.
    modes: STAGING_MODES,

    async start(input) {
      await prune();
      const id = `local_${randomUUID()}`;
      await save(id, {
        startedAt: Date.now(),
        prompt: input.prompt,
        seed: input.seed,
        canceled: false,
        image: input.image,
      });
      return { id };
    },

    async get(id) {
      return state(id, await load(id));
    },

    async cancel(id) {
      const job = await load(id);
      if (job && state(id, job).status !== 'succeeded') await save(id, { ...job, canceled: true });
    },

    async fetchOutput(outputUrl) {
      const id = outputUrl.startsWith(SCHEME) ? outputUrl.slice(SCHEME.length) : '';
      const job = await load(id);
      if (!job || state(id, job).status !== 'succeeded')
        throw new StagingError('generation_failed', `No finished local render at ${outputUrl}`);
      const body = await drawTestRender({
        image: job.image,
        seed: job.seed,
        styleCode: promptStyleCode(job.prompt),
        // A prompt not written by prompt.ts (none in the app) is drawn as furnishing, as before modes.
        mode: promptMode(job.prompt),
      });
      return { body, contentType: 'image/jpeg' };
    },

    async verifyWebhook() {
      // Nothing calls back: the job follows local renders by polling.
      return null;
    },
  };
}
