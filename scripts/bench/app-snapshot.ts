import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companyEnv } from '../../src/server/env';
import { projectRoot } from '../../src/server/paths';
import { type AppServer, freePort } from '../../test/support/app-server';
import { startCommand } from './start-command';

/** Every file the built pages name (manifests, index.html) is there: no build was half-way. */
function buildComplete(dist: string): boolean {
  const web = join(dist, 'web');
  const named = [
    join(dist, 'server/index.js'),
    join(dist, 'microsite-ssr/entry-server.js'),
    join(dist, 'microsite-ssr/site-server.js'),
  ];
  const vite = join(web, '.vite');
  for (const manifest of existsSync(vite) ? readdirSync(vite) : []) {
    const entries = JSON.parse(readFileSync(join(vite, manifest), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    for (const e of Object.values(entries))
      named.push(...[e.file, ...(e.css ?? [])].map((f) => join(web, f)));
  }
  const index = join(web, 'index.html');
  if (!existsSync(index)) return false;
  for (const [, path] of readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    named.push(join(web, path!));
  }
  return named.every((f) => existsSync(f));
}

/**
 * A private copy of the build (dist/, migrations, content/, package.json; node_modules linked), so a
 * `npm run build` in another terminal cannot swap the files under the server while it is measured.
 */
async function snapshotBuild(): Promise<string> {
  const root = projectRoot();
  const copy = mkdtempSync(join(tmpdir(), 'escaparate-bench-build-'));
  for (let attempt = 1; ; attempt++) {
    cpSync(join(root, 'dist'), join(copy, 'dist'), { recursive: true });
    if (buildComplete(join(copy, 'dist'))) break;
    rmSync(join(copy, 'dist'), { recursive: true, force: true });
    if (attempt === 5) {
      rmSync(copy, { recursive: true, force: true });
      throw new Error('dist/ is incomplete (a build running?): run `npm run build` and try again');
    }
    await new Promise((r) => setTimeout(r, 3000));
  }
  cpSync(join(root, 'package.json'), join(copy, 'package.json'));
  cpSync(join(root, 'src/server/db/migrations'), join(copy, 'src/server/db/migrations'), { recursive: true });
  // The texts the server reads at start (blog articles, legal pages).
  cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * The built server, as test/support's `startAppServer` starts it (free port, fresh DATA_DIR unless
 * `dataDir` is given, ready at /readyz, SIGTERM to stop), but from a snapshot of the build.
 */
export async function startSnapshotServer(
  env: Record<string, string>,
  opts: {
    /** Runs on the empty data directory before the server starts (seeding in SQL). */ prepare?: (
      dataDir: string,
    ) => Promise<unknown>;
    /**
     * The data directory of an earlier server of the bench, to start again on the same data: the
     * caller's, so it is kept at stop (the caller removes it). Default: a fresh one, removed at stop.
     */
    dataDir?: string;
  } = {},
): Promise<AppServer> {
  const root = await snapshotBuild();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'escaparate-bench-data-'));
  const remove = () => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await opts.prepare?.(dataDir);
  } catch (error) {
    remove();
    throw error;
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  // As `npm start` runs it (package.json): its node flags and environment defaults.
  const cmd = startCommand();
  const server: ChildProcess = spawn(
    process.execPath,
    [
      ...cmd.args,
      // Extra V8 flags for a look inside (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
      ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      'dist/server/index.js',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...cmd.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        // Production refuses to start without the company identity (legal pages).
        ...companyEnv(),
        // ...and without SMTP_URL unless told that mail stays in the outbox.
        MAIL_OUTBOX: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const exited = new Promise((r) => server.once('exit', r));
  const exitedWith = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // A server that dies says how (a signal leaves no log of its own).
  server.once('exit', (code, signal) => logs.push(`[server exited: ${signal ?? `code ${code}`}]\n`));
  const stop = async () => {
    try {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) {
        server.kill('SIGKILL');
        throw new Error('The server did not shut down within 10 s of SIGTERM');
      }
      if (server.exitCode !== 0) throw new Error(`The server exited with ${server.exitCode} after SIGTERM`);
    } finally {
      remove();
    }
  };
  for (const deadline = Date.now() + 60_000; ; ) {
    const failure =
      server.exitCode !== null ? 'exited early' : Date.now() > deadline ? 'did not become ready' : null;
    if (failure) {
      await stop().catch(() => {});
      throw new Error(`The server ${failure}:\n${logs.join('')}`);
    }
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, pid: server.pid!, logs, dataDir, exited: exitedWith, stop };
}
