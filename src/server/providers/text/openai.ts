import { readCapped, retryAfterSeconds } from '../../lib/read-capped';
import { checkDescription, checkTranslation } from './fact-check';
import {
  type ChatMessage,
  correctionMessages,
  DESCRIBE_MAX_TOKENS,
  describeMessages,
  TRANSLATE_MAX_TOKENS,
  translateMessages,
} from './prompt';
import { type TextProvider, TextProviderError } from './text-provider';

/** A chat answer of a few hundred words is a few KB; anything far bigger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** A 429 without a readable Retry-After: what the user is told to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 20;

export interface OpenAiTextOptions {
  /** Up to the version: https://api.openai.com/v1, https://api.mistral.ai/v1, http://host:8000/v1. */
  baseUrl: string;
  /** Optional: a self-hosted server may need none. */
  apiKey?: string;
  model: string;
  /** One request, answer included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The wait before the one retry of a 5xx or a network error (ms). */
  backoffMs?: number;
  /** A 429 is retried once when its Retry-After is at most this; a longer one goes back to the user. */
  maxRetryAfterSeconds?: number;
  /** Tests: record the waits instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

/** The fields of a chat-completions answer that we read. */
interface ChatAnswer {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  error?: { code?: unknown; message?: unknown };
}

/**
 * The answer as the listing form stores it: plain paragraphs with one blank line between them.
 * Reasoning models served by hand (DeepSeek R1, Qwen3) put their thinking in <think>; markdown
 * emphasis and headings slip through the "no markdown" rule now and then.
 */
export function normaliseAnswer(text: string): string {
  return text
    .replace(/<think>[\s\S]*?<\/think>/g, '')
    .replace(/\*\*|__/g, '')
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^#+\s+/, '')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

function parse(body: string): ChatAnswer | null {
  try {
    const data: unknown = JSON.parse(body);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as ChatAnswer) : null;
  } catch {
    return null;
  }
}

/** The error an answer that is not a 2xx amounts to. */
function statusError(res: Response, body: string): TextProviderError {
  const what = `HTTP ${res.status}: ${body.slice(0, 300)}`;
  if (res.status === 429) {
    const seconds = retryAfterSeconds(res.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_SECONDS;
    return new TextProviderError('rate_limited', what, seconds);
  }
  if (res.status >= 500) return new TextProviderError('unavailable', what);
  // OpenAI and Azure answer a prompt their moderation stops with a 400 and one of these codes.
  const code = String(parse(body)?.error?.code ?? '');
  if (code === 'content_policy_violation' || code === 'content_filter')
    return new TextProviderError('refused', what);
  // 401/403 a bad key, 404 a wrong base URL or model, 400/422 a parameter the model does not take:
  // the operator's configuration, which a retry cannot fix.
  return new TextProviderError('not_configured', what);
}

/** The text of a 200 answer, or why there is none. */
function contentOf(body: string): string {
  const answer = parse(body);
  const choice = answer?.choices?.[0];
  if (!choice) throw new TextProviderError('bad_answer', `no choices[0] in ${body.slice(0, 200)}`);
  const { message, finish_reason: finish } = choice;
  if (typeof message?.refusal === 'string' && message.refusal)
    throw new TextProviderError('refused', message.refusal.slice(0, 300));
  if (finish === 'content_filter') throw new TextProviderError('refused', 'finish_reason content_filter');
  // A text cut at max_tokens would end mid-sentence in the listing.
  if (finish === 'length') throw new TextProviderError('bad_answer', 'finish_reason length');
  const text = typeof message?.content === 'string' ? normaliseAnswer(message.content) : '';
  if (!text) throw new TextProviderError('bad_answer', 'no message content');
  return text;
}

/**
 * An OpenAI-compatible chat-completions API (`POST {base}/chat/completions`): OpenAI, Mistral, or a
 * self-hosted server (vLLM, llama.cpp, Ollama). Plain fetch, no SDK: one endpoint, and the same
 * code for every vendor. Each call makes at most one retry of its request (a 429 asking for a
 * short wait, a 5xx or a network error) and at most one second request when the fact-check finds
 * the answer unfaithful, so a click costs at most four requests.
 */
export function createOpenAiTextProvider(opts: OpenAiTextOptions): TextProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = opts.fetch ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const backoffMs = opts.backoffMs ?? 1000;
  const maxRetryAfter = opts.maxRetryAfterSeconds ?? 5;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;

  async function complete(messages: ChatMessage[], maxTokens: number): Promise<string> {
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const request = { model: opts.model, messages, temperature: 0.3, max_tokens: maxTokens };
    let res: Response;
    let body: string;
    try {
      // The base URL is the operator's, never a user's; a redirect is refused all the same, so the
      // key is only ever sent where it was configured for.
      res = await doFetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(request),
        signal,
        redirect: 'error',
      });
      body = (
        await readCapped(
          res,
          MAX_ANSWER_BYTES,
          () => new TextProviderError('bad_answer', `answer over ${MAX_ANSWER_BYTES} bytes`),
        )
      ).toString('utf8');
    } catch (err) {
      if (err instanceof TextProviderError) throw err;
      if (signal.aborted) throw new TextProviderError('timeout', `no answer within ${opts.timeoutMs} ms`);
      throw new TextProviderError('unavailable', err instanceof Error ? err.message : String(err));
    }
    if (!res.ok) throw statusError(res, body);
    return contentOf(body);
  }

  async function completeWithRetry(messages: ChatMessage[], maxTokens: number): Promise<string> {
    try {
      return await complete(messages, maxTokens);
    } catch (err) {
      if (!(err instanceof TextProviderError)) throw err;
      const seconds = err.retryAfterSeconds ?? Number.POSITIVE_INFINITY;
      const wait =
        err.reason === 'rate_limited' && seconds <= maxRetryAfter
          ? seconds * 1000
          : err.reason === 'unavailable'
            ? backoffMs
            : null;
      if (wait === null) throw err;
      await sleep(wait);
      return complete(messages, maxTokens);
    }
  }

  /** Asks, checks the answer, and asks once more with the problems listed when it is unfaithful. */
  async function faithful(
    messages: ChatMessage[],
    maxTokens: number,
    kind: 'describe' | 'translate',
    check: (text: string) => string[],
  ): Promise<string> {
    const first = await completeWithRetry(messages, maxTokens);
    const problems = check(first);
    if (problems.length === 0) return first;
    const second = await completeWithRetry(correctionMessages(messages, first, problems, kind), maxTokens);
    const left = check(second);
    if (left.length > 0) throw new TextProviderError('unfaithful', left.join(' '));
    return second;
  }

  return {
    kind: 'openai',
    describe: (facts) =>
      faithful(describeMessages(facts), DESCRIBE_MAX_TOKENS, 'describe', (text) =>
        checkDescription(text, facts),
      ),
    translate: async (textEs) => {
      if (!textEs.trim()) return '';
      return faithful(translateMessages(textEs.trim()), TRANSLATE_MAX_TOKENS, 'translate', (text) =>
        checkTranslation(textEs, text),
      );
    },
  };
}
