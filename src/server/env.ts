import { z } from 'zod';
import { toE164 } from '../shared/phone';
import { isValidTaxId, normalizeTaxId } from '../shared/tax-id';
import { parseTrustProxy } from './http/proxy-trust';
import { stagingPresetCodes } from './providers/staging/presets/registry';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used in e-mails and QR codes. */
  PUBLIC_URL: z.url().optional(),
  /** Where PGlite keeps its files and local storage keeps uploads. */
  DATA_DIR: z.string().default('./data'),
  /** Where `npm run backup` writes its timestamped backups; DATA_DIR/backups when absent. */
  BACKUP_DIR: z.string().optional(),
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  DATABASE_URL: z.string().optional(),
  /** Secret for signing sessions; generated and kept in DATA_DIR when absent. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** SMTP connection string (smtp://user:pass@host:port); when absent mail goes to the outbox. */
  SMTP_URL: z.string().optional(),
  /**
   * Production without SMTP_URL refuses to start (nobody could confirm an account or reset a
   * password) unless this says mail is to stay in the database outbox on purpose.
   */
  MAIL_OUTBOX: bool,
  MAIL_FROM: z.string().default('Escaparate <no-reply@escaparate.local>'),
  /** Sales inbox for the contact page and the 'bigger plan' block. */
  SALES_EMAIL: z.email().default('ventas@escaparate.es'),
  /** Sales phone on /contact (call button; WhatsApp button when it is a mobile number). */
  SALES_PHONE: z
    .string()
    .regex(/^\+?[\d\s().-]{9,20}$/, { error: 'must be a phone number, e.g. +34 611 23 45 67' })
    .default('+34 611 23 45 67'),
  /** Seed the demo account (on by default outside production). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Stripe secret key; when absent, payments run in the local test mode. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (/api/billing/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe price ids of the monthly plans. */
  STRIPE_PRICE_SMART: z.string().optional(),
  STRIPE_PRICE_PLUS: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  /** Another Stripe API base (a local fake or stripe-mock), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  /** S3-compatible storage for photos (AWS S3, Cloudflare R2, MinIO); without it, DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /** Base of photo URLs: '/uploads' (served by the app) or a CDN / public bucket URL. */
  UPLOADS_PUBLIC_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, { error: 'must start with http(s):// or /' })
    .optional(),
  /** Replicate API token; without it, staging uses the local test provider (none in production). */
  REPLICATE_API_TOKEN: z.string().optional(),
  /** Which model renders (providers/staging/presets). */
  REPLICATE_MODEL: z.enum(stagingPresetCodes).default('flux-kontext-pro'),
  /** Signing secret of Replicate's webhooks (whsec_…); without it completion is found by polling. */
  REPLICATE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another Replicate API base (a local fake), e.g. http://127.0.0.1:4010/v1. */
  REPLICATE_API_BASE: z.url().optional(),
  /**
   * AI texts ("Escribir con IA", "Traducir al inglés"): any OpenAI-compatible chat-completions API,
   * e.g. https://api.openai.com/v1 or https://api.mistral.ai/v1. With LLM_MODEL; without them, the
   * local test provider (none in production).
   */
  LLM_BASE_URL: z.url().optional(),
  /** The API's key (Bearer); optional for a self-hosted server that asks for none. */
  LLM_API_KEY: z.string().optional(),
  /** The model, e.g. gpt-4o-mini or mistral-small-latest. */
  LLM_MODEL: z.string().trim().min(1).optional(),
  /** How long one text may take (ms) before the member is told to try again. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).optional(),
  /**
   * SMS (a visit sheet's one-time code to a visitor who gave only a phone) with Twilio: the Account
   * SID (AC…), its Auth Token and the sender, all three; without them, SMS go to the local outbox.
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-f]{32}$/i, { error: 'must be an Account SID: AC and 32 hexadecimal characters' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  /** The sender: a phone number (written in E.164 here), or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || /^MG[0-9a-f]{32}$/i.test(v)) return v;
      const phone = toE164(v);
      if (!phone) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a phone number (+34 612 34 56 78) or a Messaging Service SID (MG…)',
        });
        return z.NEVER;
      }
      return phone;
    }),
  /** Another Twilio API base (a local fake), e.g. http://127.0.0.1:4011. */
  TWILIO_API_BASE: z.url().optional(),
  /** How long a local test render takes (ms), so the progress stages can be seen. */
  STAGING_LOCAL_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Reverse proxies in front of the app: a number of hops (`1`; `true` = 1), or their addresses as
   * CIDRs (`10.0.0.0/8,fd00::/8`). The client address is read from the right of X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust && 'error' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  /** Shared rate-limit counters in Redis (redis://…); without it they live in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  /** Prefix of the counters' keys in Redis (several apps or environments on one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('escaparate:limit:'),
  /**
   * Account endpoints, per 15 minutes. Per IP: sign-ups, reset and verification requests, and wrong
   * passwords from one address. Per e-mail: wrong passwords for one e-mail from one address before
   * the answers slow down (1 s, 2 s, 4 s…), and reset/verification e-mails to it from one address.
   */
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /**
   * Leads one address may send per 10 minutes (over all listings); beyond, that address gets 429.
   * It also sets when leads are flagged as a flood (modules/leads/lead-suspicion.ts): more than
   * this (at least 10) from one address within the hour, or the same contact or name on a listing
   * more than a third of it (at least 3) within the hour.
   */
  LEAD_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  /** PostgreSQL connections of the app's pool (the job queue opens a few of its own). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * Lead-alert e-mails each of an instance's two alert workers sends at once (and the jobs, each a
   * batch of leads, it fetches at once).
   */
  LEAD_ALERT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Seconds from a listing's first scan of the day to its scan alert (the e-mail tells the day's
   * scans by then; docs/decisions/022-activity-emails.md).
   */
  SCAN_ALERT_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(3600),
  /**
   * How often each instance reads the change log of its stored microsite pages (ms): an edit shows
   * on every instance within this; 0 stores no page (every request renders).
   */
  MICROSITE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  /** AI renders run at once per server instance (each holds a photo and polls the provider). */
  STAGING_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  /** How often a running render asks the provider for its state (ms); the webhook usually comes first. */
  STAGING_POLL_MS: z.coerce.number().int().min(1).default(2000),
  /** A render not finished after this long (ms) is cancelled at the provider and shown as failed. */
  STAGING_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60_000),
  /** First wait before retrying a provider error (ms); doubles each time, a 429's Retry-After wins. */
  STAGING_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2000),
  /**
   * Lets the server's requests to URLs users give (lead webhooks, feed imports and their photos)
   * reach private or loopback addresses, and webhooks http:// (a receiver or a feed on 127.0.0.1 in
   * development and tests). Refused in production: there every target must be public (SSRF).
   */
  OUTBOUND_ALLOW_PRIVATE_TARGETS: bool,
  /** The old name of OUTBOUND_ALLOW_PRIVATE_TARGETS, still accepted: either one turns it on. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool,
  /** How long one webhook attempt may take (ms) before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Where "Buscar en el mapa" looks addresses up: `embedded` (the default: a built-in list of
   * Spanish towns, offline, town centres only) or `cartociudad` (the Spanish government's free
   * geocoder, down to the building's door; docs/decisions/027-map-and-geocoder.md).
   */
  GEOCODER_KIND: z.enum(['embedded', 'cartociudad']).default('embedded'),
  /** Base of the CartoCiudad API (another instance, or a local fake in tests). */
  GEOCODER_URL: z.url().default('https://www.cartociudad.es/geocoder/api/geocoder'),
  /** How long one geocoder lookup may take (ms) before the form is told the search failed. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** Map tiles for the microsite and the listing form: a URL template with {z}, {x} and {y}. */
  MAP_TILES_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, {
      error: 'must be an http(s) URL template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The credit the tiles' licence asks for, shown on every map (plain text). */
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap'),
  /** Where that credit links to. */
  MAP_TILES_ATTRIBUTION_URL: z.url().default('https://www.openstreetmap.org/copyright'),
  /** The deepest zoom the tile server draws. */
  MAP_TILES_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /** The company behind the product (legal pages, LSSI-CE art. 10): required in production. */
  COMPANY_NAME: z.string().trim().min(2).optional(),
  /** NIF/CIF, e.g. B12345674, checked with its control character (an `ES` prefix is accepted). */
  COMPANY_NIF: z
    .string()
    .trim()
    .transform((v) => normalizeTaxId(v).replace(/^ES(?=[A-Z0-9]\d{7}[A-Z0-9]$)/, ''))
    .refine(isValidTaxId, {
      error: 'must be a Spanish NIF/CIF with its right control character, such as B12345674',
    })
    .optional(),
  COMPANY_ADDRESS: z.string().trim().min(5).optional(),
  /** Contact and privacy (data-protection) e-mail shown on the legal pages. */
  COMPANY_EMAIL: z.email().optional(),
  /** Registry entry (Registro Mercantil…); optional, a sole trader has none. */
  COMPANY_REGISTRY: z.string().trim().min(5).optional(),
});

/** Who runs the product, as the legal pages name it. */
export interface CompanyIdentity {
  name: string;
  nif: string;
  address: string;
  email: string;
  registry: string | null;
  /** The development placeholder: the legal pages say their identity is an example. */
  example?: true;
}

/**
 * The identity of a server without COMPANY_* (development): a placeholder the legal pages mark
 * as an example. Production refuses to start without the real one, and with this NIF.
 */
export const developmentCompany: CompanyIdentity = {
  name: 'Escaparate Tecnologías S.L.',
  nif: 'B00000000',
  address: 'Calle Mayor 1, 28013 Madrid, España',
  email: 'privacidad@escaparate.es',
  registry: null,
  example: true,
};

/** The identity tests and benches start the built server with in production (a well-formed CIF). */
export const testCompany: CompanyIdentity = {
  name: 'Escaparate Tecnologías S.L.',
  nif: 'B12345674',
  address: 'Calle Mayor 1, 28013 Madrid, España',
  email: 'privacidad@escaparate.es',
  registry: null,
};

/** A NIF of zeros (B00000000) passes the control check but is nobody's; so is "tomo 00000". */
const PLACEHOLDER_NIF = /^[A-Z]?0{7,8}[A-Z0-9]?$/;
const PLACEHOLDER_REGISTRY = /\b0{3,}\b|M-0{4,}/;

/** COMPANY_* for an identity: tests and benches run the built server in production with it. */
export function companyEnv(c: CompanyIdentity = testCompany): Record<string, string> {
  return {
    COMPANY_NAME: c.name,
    COMPANY_NIF: c.nif,
    COMPANY_ADDRESS: c.address,
    COMPANY_EMAIL: c.email,
    ...(c.registry ? { COMPANY_REGISTRY: c.registry } : {}),
  };
}

const companyKeys = ['COMPANY_NAME', 'COMPANY_NIF', 'COMPANY_ADDRESS', 'COMPANY_EMAIL'] as const;

/**
 * The identity from COMPANY_*. In production a missing one stops the start: legal pages naming
 * a made-up controller would be worse than no start (README → Legal pages).
 */
function companyIdentity(env: z.infer<typeof envSchema>): CompanyIdentity {
  const missing = companyKeys.filter((k) => !env[k]);
  if (env.NODE_ENV === 'production') {
    const wrong = missing.map((k) => `  - ${k}: required in production (legal pages)`);
    if (env.COMPANY_NIF && PLACEHOLDER_NIF.test(env.COMPANY_NIF))
      wrong.push(`  - COMPANY_NIF: ${env.COMPANY_NIF} is a placeholder, not the company's NIF`);
    if (env.COMPANY_REGISTRY && PLACEHOLDER_REGISTRY.test(env.COMPANY_REGISTRY))
      wrong.push(
        '  - COMPANY_REGISTRY: holds placeholder numbers (leave it unset if there is no registry entry)',
      );
    if (wrong.length) throw new Error(`Invalid environment:\n${wrong.join('\n')}`);
  }
  if (missing.length === companyKeys.length) return developmentCompany;
  return {
    name: env.COMPANY_NAME ?? developmentCompany.name,
    nif: env.COMPANY_NIF ?? developmentCompany.nif,
    address: env.COMPANY_ADDRESS ?? developmentCompany.address,
    email: env.COMPANY_EMAIL ?? developmentCompany.email,
    registry: env.COMPANY_REGISTRY ?? null,
  };
}

/** The parsed environment; the switch is read under its one name, OUTBOUND_ALLOW_PRIVATE_TARGETS. */
export type Env = Omit<z.infer<typeof envSchema>, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'> & {
  PUBLIC_URL: string;
  seedDemo: boolean;
  company: CompanyIdentity;
};

/** Parses the environment once and fails fast with a readable list. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.STRIPE_SECRET_KEY) {
    const missing = [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_SMART',
      'STRIPE_PRICE_PLUS',
      'STRIPE_PRICE_PRO',
    ].filter((k) => !env[k as keyof typeof env]);
    if (missing.length)
      throw new Error(
        `Invalid environment:\n${missing.map((k) => `  - ${k}: required with STRIPE_SECRET_KEY`).join('\n')}`,
      );
  }
  if (env.S3_BUCKET) {
    const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k as keyof typeof env]);
    if (missing.length)
      throw new Error(
        `Invalid environment:\n${missing.map((k) => `  - ${k}: required with S3_BUCKET`).join('\n')}`,
      );
  }
  const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  const twilioSet = twilioKeys.filter((k) => env[k]);
  if (twilioSet.length && twilioSet.length < twilioKeys.length)
    throw new Error(
      `Invalid environment:\n${twilioKeys
        .filter((k) => !env[k])
        .map((k) => `  - ${k}: required with ${twilioSet.join(' and ')}`)
        .join('\n')}`,
    );
  if (env.REPLICATE_API_TOKEN && env.NODE_ENV === 'production' && !env.REPLICATE_WEBHOOK_SECRET)
    throw new Error(
      'Invalid environment:\n  - REPLICATE_WEBHOOK_SECRET: required with REPLICATE_API_TOKEN in production',
    );
  const privateSwitches = (
    ['OUTBOUND_ALLOW_PRIVATE_TARGETS', 'WEBHOOK_ALLOW_PRIVATE_TARGETS'] as const
  ).filter((k) => env[k]);
  if (privateSwitches.length && env.NODE_ENV === 'production')
    throw new Error(
      `Invalid environment:\n${privateSwitches.map((k) => `  - ${k}: not allowed in production (webhooks and feed imports must reach public addresses)`).join('\n')}`,
    );
  const company = companyIdentity(env);
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX)
    throw new Error(
      'Invalid environment:\n  - SMTP_URL: required in production (without mail no account can be confirmed and no password reset); set MAIL_OUTBOX=true to keep mail in the database outbox on purpose',
    );
  const { WEBHOOK_ALLOW_PRIVATE_TARGETS: oldSwitch, ...rest } = env;
  return {
    ...rest,
    OUTBOUND_ALLOW_PRIVATE_TARGETS: env.OUTBOUND_ALLOW_PRIVATE_TARGETS || oldSwitch,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    company,
  };
}
