import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API (`POST /v1/chat/completions`), so
 * the text provider's real HTTP code runs against it. It records every request (body and headers:
 * tests check what was sent, and that no personal data was) and answers each one with the next
 * queued behaviour, or the default when the queue is empty. Answers are shaped as OpenAI sends
 * them, error bodies included.
 */
export type FakeLlmAnswer =
  /** 200 with this assistant content (finish_reason 'stop' unless given). */
  | { content: string; finishReason?: string }
  /** 429 with Retry-After as given (none when absent). */
  | { status: 429; retryAfter?: string }
  /** Any other status with OpenAI's error body; `code` goes in error.code. */
  | { status: number; code?: string }
  /** Holds the answer back this long, then answers the content (a timeout on the client). */
  | { delayMs: number; content: string }
  /** 200 where the model declined: message.content null, message.refusal set. */
  | { refusal: string }
  /** 200 stopped by the content filter. */
  | { contentFilter: true }
  /** 200 with a body that is not JSON. */
  | { invalidJson: true }
  /** 200 with a JSON body of this many bytes (over the client's cap). */
  | { hugeBytes: number };

export interface FakeLlmRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body, parsed; the raw text when it was not JSON. */
  body: unknown;
  raw: string;
}

export interface FakeLlm {
  /** The base to give the provider (…/v1). */
  url: string;
  requests: FakeLlmRequest[];
  /** The answers of the next requests, in order. */
  queue(...answers: FakeLlmAnswer[]): void;
  /** The answer once the queue is empty. */
  setDefault(answer: FakeLlmAnswer): void;
  /** Empties the queue and the recorded requests, and restores the default answer. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT: FakeLlmAnswer = { content: 'Respuesta del servidor de prueba.' };

function completion(model: string, message: Record<string, unknown>, finishReason: string) {
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: finishReason },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const errorBody = (status: number, code?: string) => ({
  error: {
    message: status === 429 ? 'Rate limit reached for requests' : `Fake error ${status}`,
    type: status >= 500 ? 'server_error' : 'invalid_request_error',
    param: null,
    code: code ?? (status === 429 ? 'rate_limit_exceeded' : null),
  },
});

function answer(res: ServerResponse, a: FakeLlmAnswer, model: string) {
  if ('status' in a) {
    const headers: Record<string, string> =
      'retryAfter' in a && a.retryAfter ? { 'retry-after': a.retryAfter } : {};
    return json(res, a.status, errorBody(a.status, 'code' in a ? a.code : undefined), headers);
  }
  if ('refusal' in a) return json(res, 200, completion(model, { content: null, refusal: a.refusal }, 'stop'));
  if ('contentFilter' in a)
    return json(res, 200, completion(model, { content: '', refusal: null }, 'content_filter'));
  if ('invalidJson' in a)
    return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [{"message": ');
  if ('hugeBytes' in a)
    return json(res, 200, completion(model, { content: 'x'.repeat(a.hugeBytes), refusal: null }, 'stop'));
  if ('delayMs' in a) {
    const timer = setTimeout(() => {
      if (!res.destroyed) json(res, 200, completion(model, { content: a.content, refusal: null }, 'stop'));
    }, a.delayMs);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  return json(res, 200, completion(model, { content: a.content, refusal: null }, a.finishReason ?? 'stop'));
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const queued: FakeLlmAnswer[] = [];
  let fallback = DEFAULT;
  const requests: FakeLlmRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {}
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, raw });
      if (req.method !== 'POST' || path !== '/v1/chat/completions') return json(res, 404, errorBody(404));
      const model = (body as { model?: unknown })?.model;
      answer(res, queued.shift() ?? fallback, typeof model === 'string' ? model : 'unknown');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...answers) => void queued.push(...answers),
    setDefault: (a) => {
      fallback = a;
    },
    reset: () => {
      queued.length = 0;
      requests.length = 0;
      fallback = DEFAULT;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
