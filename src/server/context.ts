import type { MemberRole } from '../shared/team';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Agency } from './modules/agencies/ensure-my-agency';
import type { MicrositeBundle } from './modules/microsite/load-microsite-bundle';
import type { MicrositePages } from './modules/microsite/microsite-pages';
import type { BillingProvider } from './providers/billing/billing-provider';
import type { LimitStore } from './providers/limits/limit-store';
import type { Mailer } from './providers/mail/mailer';
import type { SmsSender } from './providers/sms/sms';
import type { StagingProvider } from './providers/staging/staging-provider';
import type { Storage } from './providers/storage/storage';
import type { Warmup } from './warmup';

/** Everything the routes need, built once by createApp's caller. */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** Text messages: Twilio with TWILIO_*, else the sms_outbox table (read at /dev/outbox). */
  sms: SmsSender;
  logger: Logger;
  /** Rate-limit counters shared by every instance (the database, or Redis with REDIS_URL). */
  limits: LimitStore;
  /** Payments, webhooks included: Stripe with STRIPE_SECRET_KEY, else the local test mode. */
  billing: BillingProvider;
  /** AI virtual staging (local test provider or Replicate); null: not configured, renders refused. */
  staging: StagingProvider | null;
  /** Photos and other files: local disk or S3-compatible. */
  storage: Storage;
  /** The server's signing secret (sessions, local checkout ids). */
  secret: string;
  /** Durable background jobs (pg-boss): `jobs.send(name, data)`; handlers in jobs/workers.ts. */
  jobs: JobQueue;
  /** The public microsite's server renderer and client assets (built by `npm run build`). */
  microsite: MicrositeBundle;
  /** Stored public pages, kept current by the change feed (MICROSITE_CACHE_MS: its poll interval). */
  pages: MicrositePages;
  /** Work started after listening (the demo seed, when SEED_DEMO); /readyz waits for it. */
  warmup?: Warmup;
  /** When the job queue starts after listening (`npm start`): settles once it has started. */
  jobsReady?: Promise<void>;
  /** True once the shutdown has begun (the connections' drain): /readyz answers 503 from then on. */
  stopping?: () => boolean;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** The signed-in member's agency, set by requireAgency (http/require-agency.ts). */
    agency: Agency;
    /** The signed-in member's role in that agency (requireAgency; requireOwner checks it). */
    member: { role: MemberRole };
    requestId: string;
  };
};
