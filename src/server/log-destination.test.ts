import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logDestination } from './log-destination';

describe('logDestination', () => {
  it('drops lines beyond the limit while the reader is stalled, and says how many once it reads', () => {
    const written: string[] = [];
    let release: (() => void)[] = [];
    const stream = new Writable({
      highWaterMark: 1,
      write(chunk, _enc, done) {
        written.push(String(chunk));
        release.push(done);
      },
    });
    const log = logDestination(stream, { limitBytes: 100 });
    for (let i = 0; i < 50; i++) log.write(`{"msg":"line ${i}"}\n`);
    // Held in memory: about the limit, not all 50 lines.
    expect(stream.writableLength).toBeLessThan(200);
    const readAll = () => {
      for (; release.length; ) {
        const pending = release;
        release = [];
        for (const done of pending) done();
      }
    };
    readAll();
    log.write('{"msg":"after"}\n');
    readAll();
    const all = written.join('');
    expect(all).toContain('line 0');
    expect(all).not.toContain('line 49');
    expect(all).toMatch(/"dropped":\d+,"msg":"log lines dropped: the reader was too slow"/);
    expect(all.endsWith('{"msg":"after"}\n')).toBe(true);
  });

  it('stops logging, without throwing, once the reader is gone (EPIPE)', async () => {
    let writes = 0;
    const stream = new Writable({
      write(_chunk, _enc, done) {
        writes += 1;
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const log = logDestination(stream);
    log.write('one\n');
    await new Promise((r) => setImmediate(r));
    expect(() => log.write('two\n')).not.toThrow();
    expect(writes).toBe(1);
  });
});
