import type { Writable } from 'node:stream';

/** Lines held for a slow log reader before new ones are dropped (counted, reported once it reads again). */
export const LOG_QUEUE_LIMIT_BYTES = 4 * 1024 * 1024;

export interface LogDestination {
  write(line: string): void;
}

/**
 * Where pino writes: the process's own stdout stream, which queues in memory and never blocks.
 *
 * Not pino's default (sonic-boom on fd 1): when the reader stops reading, its exit-time flush
 * retries EAGAIN forever, and a server told to stop sleeps on with its signal handlers dead.
 * Here a stalled reader costs at most LOG_QUEUE_LIMIT_BYTES (newer lines are dropped), a closed
 * one (EPIPE) ends logging, never the server, and exiting never waits for the reader.
 */
export function logDestination(
  stream: Writable = process.stdout,
  opts: { limitBytes?: number; format?: (line: string) => string } = {},
): LogDestination {
  const limit = opts.limitBytes ?? LOG_QUEUE_LIMIT_BYTES;
  let broken = false;
  let dropped = 0;
  // Without a listener an EPIPE would be thrown as an uncaught exception.
  stream.on('error', () => {
    broken = true;
  });
  const out = (line: string) => stream.write(opts.format ? opts.format(line) : line);
  return {
    write(line) {
      if (broken || stream.destroyed) return;
      if (stream.writableLength > limit) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        const notice = {
          level: 40,
          time: Date.now(),
          dropped,
          msg: 'log lines dropped: the reader was too slow',
        };
        out(`${JSON.stringify(notice)}\n`);
        dropped = 0;
      }
      out(line);
    },
  };
}
