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
import { loadMicrositeBundle, type MicrositeBundle } from './modules/microsite/load-microsite-bundle';
import { createPageCaches } from './modules/microsite/page-cache';
import { pgliteBaseSnapshot, projectRoot, resolveDataDir } from './paths';
import type { BillingProvider } from './providers/billing/billing-provider';
import { createLocalBilling } from './providers/billing/local';
import { createStripeBilling } from './providers/billing/stripe';
import { limitStoreFromEnv } from './providers/limits/from-env';
import { createOutboxMailer } from './providers/mail/outbox';
import { createSmtpMailer } from './providers/mail/smtp';
import { stagingFromEnv } from './providers/staging';
import type { StagingProvider } from './providers/staging/staging-provider';
import { createLocalStorage } from './providers/storage/local';
import { createS3Storage } from './providers/storage/s3';
import type { Storage } from './providers/storage/storage';

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

function billingFromEnv(env: Env, secret: string): BillingProvider {
  if (!env.STRIPE_SECRET_KEY) return createLocalBilling({ publicUrl: env.PUBLIC_URL, secret });
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { smart: env.STRIPE_PRICE_SMART!, plus: env.STRIPE_PRICE_PLUS!, pro: env.STRIPE_PRICE_PRO! },
    apiBase: env.STRIPE_API_BASE,
  });
}

/** Local files under DATA_DIR/uploads, or the S3 bucket of S3_* (also used by backup and restore). */
export function storageFromEnv(env: Env, dataDir: string): Storage {
  if (!env.S3_BUCKET)
    return createLocalStorage({ root: join(dataDir, 'uploads'), publicBase: env.UPLOADS_PUBLIC_URL });
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
}

/** Opens the database, migrates, seeds and wires the providers. */
export async function bootstrap(opts: BootstrapOptions): Promise<AppDeps> {
  const { env, logger } = opts;
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
  if (!opts.skipMigrate) {
    await withStartupLock(database, async () => {
      await migrate(database);
      await seedCatalog(database.db);
    });
  }
  const mailer = env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, logger })
    : createOutboxMailer(database.db, logger);
  const secret = authSecret(env, dataDir);
  const auth = createAuth({ db: database.db, mailer, logger, publicUrl: env.PUBLIC_URL, secret });
  const deps: AppDeps = {
    env,
    database,
    auth,
    mailer,
    logger,
    billing: billingFromEnv(env, secret),
    storage: storageFromEnv(env, dataDir),
    // Replicate with a token, else the local test provider outside production, else none.
    staging: opts.staging !== undefined ? opts.staging : stagingFromEnv(env),
    secret,
    microsite: opts.microsite ?? (await loadMicrositeBundle(projectRoot(), logger)),
    pageCaches: createPageCaches(env.MICROSITE_CACHE_MS),
    limits: await limitStoreFromEnv(env, database, logger),
    jobs: createJobQueue({ database, logger, work: opts.workers ?? true }),
  };
  registerWorkers(deps);
  // pg-boss creates its queues on start: two instances doing it at once deadlock on PostgreSQL.
  await withStartupLock(database, () => deps.jobs.start());
  if (env.seedDemo && !opts.skipMigrate) {
    // Loaded only here: the demo's code-drawn pictures (docs/decisions/013-code-drawn-pictures.md) stay out of a server that
    // does not seed; the build emits them as a chunk of their own.
    const { seedDemo } = await import('./demo/seed-demo');
    await withStartupLock(database, () => seedDemo(database.db, deps));
  }
  return deps;
}
