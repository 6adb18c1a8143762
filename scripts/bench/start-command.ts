import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/paths';

/**
 * The command of `npm start` (package.json), without npm and the shell's `exec`: its environment defaults
 * (`VAR=${VAR:-value}`, this shell's value winning as in the script) and node flags, so the
 * benches run the server as `npm start` does and follow the script when those change.
 */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const script = (
    JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const env: Record<string, string> = {};
  let rest = script.trim();
  for (
    let m = rest.match(/^(\w+)=\$\{\w+:-([^}]*)\}\s+/);
    m;
    m = rest.match(/^(\w+)=\$\{\w+:-([^}]*)\}\s+/)
  ) {
    env[m[1]!] = process.env[m[1]!] ?? m[2]!;
    rest = rest.slice(m[0].length);
  }
  // `exec node …`: the shell gives its place to node (a signal to npm then reaches the server).
  const words = rest.replace(/^exec\s+/, '').split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs')
    throw new Error(`The benches do not understand the start script: ${script}`);
  return { env, args: words.slice(1, -1) };
}
