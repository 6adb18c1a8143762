import { join } from 'node:path';
import type { Env } from '../../env';
import { createLocalStaging } from './local';
import { stagingPresets } from './presets/registry';
import { createReplicateStaging } from './replicate';
import type { StagingProvider } from './staging-provider';

type StagingEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'DATA_DIR'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_MODEL'
  | 'REPLICATE_WEBHOOK_SECRET'
  | 'REPLICATE_API_BASE'
  | 'STAGING_LOCAL_DELAY_MS'
>;

/**
 * The staging provider the environment asks for: Replicate with a token; else, outside
 * production, the local test provider; else null (production without a provider: the
 * dashboard says staging is not configured, and nothing fake is ever shown to the public).
 */
export function stagingFromEnv(env: StagingEnv): StagingProvider | null {
  if (env.REPLICATE_API_TOKEN)
    return createReplicateStaging({
      token: env.REPLICATE_API_TOKEN,
      preset: stagingPresets[env.REPLICATE_MODEL],
      webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
      baseUrl: env.REPLICATE_API_BASE,
    });
  if (env.NODE_ENV === 'production') return null;
  return createLocalStaging({
    delayMs: env.STAGING_LOCAL_DELAY_MS,
    dir: join(env.DATA_DIR, 'staging-local'),
  });
}
