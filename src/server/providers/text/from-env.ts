import type { Env } from '../../env';
import { createLocalTextProvider } from './local';
import { createOpenAiTextProvider } from './openai';
import { type TextProvider, TextProviderError } from './text-provider';

/** The variables it reads, as env.ts parses them. */
export type TextProviderEnv = Pick<
  Env,
  'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'NODE_ENV'
>;

/** A description takes a model 5–20 s; twice that before the user is told to try again. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** Production without an API: every call says so, and no test text reaches a paying customer. */
const notConfigured: TextProvider = {
  kind: 'none',
  describe: async () => {
    throw new TextProviderError('not_configured', 'LLM_BASE_URL and LLM_MODEL are not set');
  },
  translate: async () => {
    throw new TextProviderError('not_configured', 'LLM_BASE_URL and LLM_MODEL are not set');
  },
};

/**
 * The text provider the environment asks for: an OpenAI-compatible API with LLM_BASE_URL and
 * LLM_MODEL (LLM_API_KEY is optional, for self-hosted servers); else, outside production, the local
 * test provider; else one that answers `not_configured` (like staging: nothing fake in production).
 */
export function textProviderFromEnv(env: TextProviderEnv): TextProvider {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (baseUrl && model)
    return createOpenAiTextProvider({
      baseUrl,
      model,
      apiKey: env.LLM_API_KEY?.trim() || undefined,
      timeoutMs: env.LLM_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    });
  if (env.NODE_ENV === 'production') return notConfigured;
  return createLocalTextProvider();
}
