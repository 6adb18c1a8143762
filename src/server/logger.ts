import { createRequire } from 'node:module';
import pino from 'pino';
import { logDestination } from './log-destination';

export type Logger = pino.Logger;

const CENSOR = '[redactado]';

/**
 * Personal data never reaches the logs (decision: logs are for operators, not a copy of the
 * leads): fields that name or reach a person, at the top of a log line or one level down.
 */
const personalFields = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'to',
  'subject',
  'values',
  'body',
  'links',
];
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  '*.password',
  ...personalFields,
  ...personalFields.map((f) => `*.${f}`),
];

/** What a database error carries beside its message that holds the values sent (names, e-mails). */
const valueFields = new Set(['params', 'parameters', 'detail', 'where', 'values']);

/**
 * Drizzle writes the parameters into its message ("Failed query: … \nparams: Ana,ana@…"; in the
 * stack, up to the first frame), and PostgreSQL quotes a refused value ('invalid input syntax for
 * type uuid: "…"'): both go. Causes come as their own objects (errWithCause), scrubbed alike.
 */
function scrub(text: string): string {
  return text
    .replace(/^params: [\s\S]*?(?=\n\s+at |$(?![\s\S]))/m, `params: ${CENSOR}`)
    .replace(/(invalid input (?:syntax|value) for [^:\n]*: )"[^"\n]*"/g, `$1"${CENSOR}"`);
}

function scrubSerialized(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (valueFields.has(key)) out[key] = CENSOR;
    else if (typeof inner === 'string' && (key === 'message' || key === 'stack')) out[key] = scrub(inner);
    else out[key] = scrubSerialized(inner, depth + 1);
  }
  return out;
}

/** pino's error serializer (causes as nested objects), without the values a failed query carried. */
export function safeErrorSerializer(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  return scrubSerialized(pino.stdSerializers.errWithCause(err));
}

/** The server's logger options; tests build their logger with the same ones. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: undefined,
    redact: { paths: redactPaths, censor: CENSOR },
    serializers: { err: safeErrorSerializer },
  };
}

/**
 * JSON lines on stdout; `pretty` (a terminal, not production) formats them in this process with
 * pino-pretty (a dev dependency, loaded only then) rather than in a transport's worker thread,
 * so both go through the same non-blocking destination (log-destination.ts).
 */
export function createLogger(level: string, pretty = false): Logger {
  const format = pretty ? prettyFormat() : undefined;
  return pino(loggerOptions(level), logDestination(process.stdout, { format }));
}

function prettyFormat(): (line: string) => string {
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return prettyFactory({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', colorize: true });
}
