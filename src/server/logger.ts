import { createRequire } from 'node:module';
import pino from 'pino';
import { logDestination } from './log-destination';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout; `pretty` (a terminal, not production) formats them in this process with
 * pino-pretty (a dev dependency, loaded only then) rather than in a transport's worker thread,
 * so both go through the same non-blocking destination (log-destination.ts).
 */
export function createLogger(level: string, pretty = false): Logger {
  const format = pretty ? prettyFormat() : undefined;
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
    },
    logDestination(process.stdout, { format }),
  );
}

function prettyFormat(): (line: string) => string {
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return prettyFactory({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', colorize: true });
}
