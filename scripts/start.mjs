// `npm start`: builds the app when the sources are newer than the build, then runs it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// A local .env, when there is one (see .env.example); real environment variables win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const stamp = join(root, 'dist/server/index.js');

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const inputs = [
  'src',
  'build',
  'package.json',
  'vite.config.ts',
  'vite.microsite.config.ts',
  'vite.server.config.ts',
].map((p) => join(root, p));
const stale =
  !existsSync(stamp) ||
  !existsSync(join(root, 'dist/web/index.html')) ||
  !existsSync(join(root, 'dist/microsite-ssr/entry-server.js')) ||
  !existsSync(join(root, 'dist/microsite-ssr/site-server.js')) ||
  !existsSync(join(root, 'dist/pglite-base/PG_VERSION')) ||
  Math.max(...inputs.map(newest)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Compilando la aplicación (solo cuando cambian las fuentes)...');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}
await import(stamp);
