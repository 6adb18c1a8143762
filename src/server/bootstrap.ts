import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAuth } from './auth/auth';
import type { AppDeps } from './context';
import { type Database, openDatabase } from './db/client';
import { migrate, withStartupLock } from './db/migrate';
import { seedCatalog } from './db/seed/seed-catalog';
import type { Env } from './env';
import { createJobQueue } from './jobs/queue';
import { registerWorkers } from './jobs/workers';
import type { Logger } from './logger';
import { queueAllFeedSyncs } from './modules/feed-import/feed-sync';
import { loadMicrositeBundle, type MicrositeBundle } from './modules/microsite/load-microsite-bundle';
import { createMicrositePages } from './modules/microsite/microsite-pages';
import { scheduleSummaries } from './modules/notifications/schedule-summaries';
import { requeueUnsentLeadAlerts } from './modules/notifications/send-lead-alert';
import { queuePhotoWidthsBackfill } from './modules/photos/backfill-photo-widths';
import { queueReminderSweep } from './modules/visits/visit-reminders';
import { pgliteBaseSnapshot, projectRoot, resolveDataDir } from './paths';
import type { BillingProvider } from './providers/billing/billing-provider';
import { createLocalBilling } from './providers/billing/local';
import { limitStoreFromEnv } from './providers/limits/from-env';
import { createOutboxMailer } from './providers/mail/outbox';
import { smsSenderFromEnv } from './providers/sms/from-env';
import { stagingFromEnv } from './providers/staging';
import type { StagingProvider } from './providers/staging/staging-provider';
import { createLocalStorage } from './providers/storage/local';
import type { Storage } from './providers/storage/storage';
import { createWarmup } from './warmup';

/** The session secret: AUTH_SECRET, else one generated once and kept in DATA_DIR. */
function authSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('AUTH_SECRET is required in production');
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// Stripe, S3 and SMTP are imported only when configured: their SDKs take a few hundred ms and
// tens of MB to load, which a start without them (the default) need not pay.

async function billingFromEnv(env: Env, secret: string): Promise<BillingProvider> {
  if (!env.STRIPE_SECRET_KEY) return createLocalBilling({ publicUrl: env.PUBLIC_URL, secret });
  const { createStripeBilling } = await import('./providers/billing/stripe');
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { smart: env.STRIPE_PRICE_SMART!, plus: env.STRIPE_PRICE_PLUS!, pro: env.STRIPE_PRICE_PRO! },
    apiBase: env.STRIPE_API_BASE,
  });
}

/** Local files under DATA_DIR/uploads, or the S3 bucket of S3_* (also used by backup and restore). */
export async function storageFromEnv(env: Env, dataDir: string): Promise<Storage> {
  if (!env.S3_BUCKET)
    return createLocalStorage({ root: join(dataDir, 'uploads'), publicBase: env.UPLOADS_PUBLIC_URL });
  const { createS3Storage } = await import('./providers/storage/s3');
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicBase: env.UPLOADS_PUBLIC_URL,
  });
}

export interface BootstrapOptions {
  env: Env;
  logger: Logger;
  /** An already open database (tests); otherwise opened from env. */
  database?: Database;
  /** Skip migrations and catalogue seed (the database comes from a migrated snapshot). */
  skipMigrate?: boolean;
  /** Run background jobs in this process (default true); tests run them with `deps.jobs.drain()`. */
  workers?: boolean;
  /** The AI staging provider (tests pass a fake, or null); otherwise chosen from env. */
  staging?: StagingProvider | null;
  /** The microsite renderer (tests render from source); otherwise loaded from the build. */
  microsite?: MicrositeBundle;
  /** Filled with the milliseconds each start-up step took (the start log prints them). */
  steps?: Record<string, number>;
  /**
   * Start the job queue after returning, while the server begins listening (`npm start`): jobs sent
   * meanwhile wait for it, /readyz says "starting" until it is done, and `deps.jobsReady` rejects
   * if it fails (the caller stops then). Otherwise it has started when bootstrap returns.
   */
  deferJobs?: boolean;
}

/**
 * Opens the database, migrates, seeds the catalogue and wires the providers. The demo seed is left
 * in `deps.warmup`, for the caller to start once it listens.
 */
export async function bootstrap(opts: BootstrapOptions): Promise<AppDeps> {
  const { env, logger } = opts;
  const steps = opts.steps ?? {};
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - mark);
    mark = now;
  };
  const dataDir = resolveDataDir(env.DATA_DIR);
  const database =
    opts.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir,
      baseSnapshot: pgliteBaseSnapshot(),
      poolSize: env.DATABASE_POOL_SIZE,
      onIdleError: (err) => logger.error({ err }, 'idle database connection failed; the pool replaces it'),
    }));
  step('database');
  if (!opts.skipMigrate) {
    await withStartupLock(database, async () => {
      await migrate(database);
      step('migrate');
      await seedCatalog(database.db);
      step('catalog');
    });
  }
  const mailer = env.SMTP_URL
    ? (await import('./providers/mail/smtp')).createSmtpMailer({
        url: env.SMTP_URL,
        from: env.MAIL_FROM,
        logger,
      })
    : createOutboxMailer(database.db, logger);
  const sms = smsSenderFromEnv(env, database.db, logger);
  const secret = authSecret(env, dataDir);
  const auth = createAuth({ db: database.db, mailer, logger, publicUrl: env.PUBLIC_URL, secret });
  step('auth');
  const microsite = opts.microsite ?? (await loadMicrositeBundle(projectRoot(), logger));
  step('microsite');
  const deps: AppDeps = {
    env,
    database,
    auth,
    mailer,
    sms,
    logger,
    billing: await billingFromEnv(env, secret),
    storage: await storageFromEnv(env, dataDir),
    // Replicate with a token, else the local test provider outside production, else none.
    staging: opts.staging !== undefined ? opts.staging : stagingFromEnv(env),
    secret,
    microsite,
    pages: createMicrositePages({ db: database.db, intervalMs: env.MICROSITE_CACHE_MS, logger }),
    limits: await limitStoreFromEnv(env, database, logger),
    jobs: createJobQueue({ database, logger, work: opts.workers ?? true }),
  };
  step('providers');
  registerWorkers(deps);
  // pg-boss creates its queues on start: two instances doing it at once deadlock on PostgreSQL.
  const jobsReady = deps.jobs
    .start({ around: (work) => withStartupLock(database, work) })
    // The instances that run jobs keep the summaries' next runs queued (one job per period), and
    // queue the photo widths' backfill (a cheap query when every photo has them; never image work here).
    .then(async () => {
      if (!(opts.workers ?? true)) return;
      await scheduleSummaries(deps.jobs);
      // Visit reminders and opinion requests: one sweep queued now; each sweep queues the next.
      await queueReminderSweep(deps.jobs, 0);
      await queueAllFeedSyncs(database.db, deps.jobs);
      await queuePhotoWidthsBackfill(deps.jobs);
      // Alerts whose job died with a killed process go out now, not when that job expires.
      const requeued = await requeueUnsentLeadAlerts(database.db, deps.jobs);
      if (requeued) logger.info({ leads: requeued }, 'unsent lead alerts queued again');
    });
  if (opts.deferJobs) {
    jobsReady.catch(() => {});
    deps.jobsReady = jobsReady;
  } else {
    await jobsReady;
    step('jobs');
  }
  await deps.pages.start();
  step('pages');
  const seed = env.seedDemo && !opts.skipMigrate;
  if (seed || deps.jobsReady) {
    // After listening (the caller starts it): the first page needs neither, and seeding takes a
    // second or more. /readyz says "starting" and a demo sign-in waits until it is done.
    // Loaded only here: the demo's code-drawn pictures (docs/decisions/013-code-drawn-pictures.md)
    // stay out of a server that does not seed; the build emits them as a chunk of their own.
    deps.warmup = createWarmup(
      seed ? 'demo seed' : 'job queue start',
      async () => {
        await deps.jobsReady;
        if (!seed) return;
        const started = performance.now();
        const { seedDemo } = await import('./demo/seed-demo');
        await withStartupLock(database, () => seedDemo(database.db, deps));
        logger.info({ ms: Math.round(performance.now() - started) }, 'demo account ready');
      },
      logger,
    );
  }
  return deps;
}
