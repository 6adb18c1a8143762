import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractTarGz } from './untar';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `untar-${name}-`));

/** A one-entry ustar archive, by hand: name, size, type; enough to test refusals. */
function tarOf(name: string, body: string, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  const data = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  data.write(body);
  return gzipSync(Buffer.concat([header, data, Buffer.alloc(1024)]));
}

describe('extractTarGz', () => {
  it('unpacks the directories and files tar made, leading slashes dropped', () => {
    const src = temp('src');
    mkdirSync(join(src, 'base/5'), { recursive: true });
    writeFileSync(join(src, 'PG_VERSION'), '17\n');
    writeFileSync(join(src, 'base/5/1259'), Buffer.alloc(8192, 7));
    const archive = join(temp('tar'), 'a.tar.gz');
    execFileSync('tar', ['czf', archive, '-C', src, 'PG_VERSION', 'base']);
    const out = temp('out');
    expect(extractTarGz(readFileSync(archive), out)).toBe(2);
    expect(readFileSync(join(out, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(out, 'base/5/1259')).equals(Buffer.alloc(8192, 7))).toBe(true);
    const slashed = temp('slashed');
    extractTarGz(tarOf('/global/1213', 'x'), slashed);
    expect(readFileSync(join(slashed, 'global/1213'), 'utf8')).toBe('x');
  });

  it('refuses an entry outside the target and links', () => {
    expect(() => extractTarGz(tarOf('../evil', 'x'), temp('evil'))).toThrow(/outside/);
    expect(() => extractTarGz(tarOf('link', '', '2'), temp('link'))).toThrow(/unsupported/);
  });
});
