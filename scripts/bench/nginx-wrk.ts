import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../test/support/app-server';

const execFileAsync = promisify(execFile);

export const WRK = { connections: 200, threads: 2, duration: 10, warmup: 3 } as const;

/** nginx's path: installed with apt when missing (root only); null when it cannot be had. */
export function findNginx(): string | null {
  const known = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (known) return known;
  const apt = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore' });
  if (apt.status !== 0) return null;
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
}

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * nginx with one worker serving `files` (path → bytes, the gzip bytes the app sends) from a temp
 * directory, marked gzip like the app's answers. Stopped (and its files removed) by `stop()`.
 */
export async function startNginx(bin: string, files: Map<string, Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'escaparate-bench-nginx-'));
  // nginx's worker runs as another user (nobody) when started by root: it must read the files.
  chmodSync(dir, 0o755);
  const root = join(dir, 'root');
  for (const [path, bytes] of files) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  default_type 'text/html; charset=UTF-8';
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      add_header Content-Encoding gzip;
      add_header Vary Accept-Encoding;
      add_header Cache-Control 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    }
  }
}
`,
  );
  mkdirSync(join(dir, 'tmp'));
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (i > 50 || child.exitCode !== null) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    /** The worker's pid is not needed: figures come from wrk. */
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface WrkFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  timeouts: number;
  errors: number;
  non2xx: number;
}

const ms = (text: string | undefined) => {
  const m = /([\d.]+)(us|ms|s)/.exec(text ?? '');
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
};

/**
 * wrk against `url` (gzip asked for, as browsers do); with `paths`, a Lua script picks one at random
 * per request. Asynchronous: the bench keeps reading the server's log pipes meanwhile (a full pipe
 * would stall the server being measured).
 */
export async function runWrk(name: string, url: string, paths?: string[]): Promise<WrkFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'escaparate-bench-wrk-'));
  try {
    const args = [
      '-t',
      String(WRK.threads),
      '-c',
      String(WRK.connections),
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
    ];
    if (paths) {
      writeFileSync(join(dir, 'paths.txt'), paths.join('\n'));
      writeFileSync(
        join(dir, 'random.lua'),
        `local paths = {}
for line in io.lines("${join(dir, 'paths.txt')}") do paths[#paths + 1] = line end
math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16))
request = function() return wrk.format("GET", paths[math.random(#paths)]) end
`,
      );
      args.push('-s', join(dir, 'random.lua'));
    }
    const run = async (seconds: number) =>
      (await execFileAsync('wrk', [...args, '-d', `${seconds}s`, '--timeout', '10s', url])).stdout;
    const warm = await run(WRK.warmup);
    const out = await run(WRK.duration);
    const count = (re: RegExp, text: string) => Number(re.exec(text)?.[1] ?? 0);
    const socket = (text: string) => {
      const m = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
      return m
        ? { errors: Number(m[1]) + Number(m[2]) + Number(m[3]), timeouts: Number(m[4]) }
        : { errors: 0, timeouts: 0 };
    };
    const [w, r] = [socket(warm), socket(out)];
    if (!/Requests\/sec/.test(out)) console.log(`  wrk said, for ${name}:\n${out}`);
    return {
      name,
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
      p50: ms(/\s50%\s+(\S+)/.exec(out)?.[1]),
      p99: ms(/\s99%\s+(\S+)/.exec(out)?.[1]),
      requests: count(/(\d+) requests in/, out),
      timeouts: r.timeouts + w.timeouts,
      errors: r.errors + w.errors,
      non2xx: count(/Non-2xx or 3xx responses: (\d+)/, out) + count(/Non-2xx or 3xx responses: (\d+)/, warm),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

export function printWrkTable(rows: WrkFigures[]) {
  console.log(
    `  ${'server'.padEnd(22)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('timeouts', 10)}${pad('errors', 8)}${pad('non-2xx', 9)}`,
  );
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(22)}${pad(Math.round(r.rps), 10)}${pad(r.p50.toFixed(2), 9)}${pad(r.p99.toFixed(2), 9)}${pad(r.requests, 10)}${pad(r.timeouts, 10)}${pad(r.errors, 8)}${pad(r.non2xx, 9)}`,
    );
}
