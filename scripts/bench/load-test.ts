import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

export const LOAD = { connections: 200, duration: 10, warmup: 3 } as const;

export interface LoadFigures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts (no answer within 10 s) included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: string;
  /** CPU time of the server process (all threads) per answered request, and its share of one core. */
  cpuMsPerRequest: number;
  cpuPercent: number;
}

/** user + system CPU time of a process in ms (Linux; /proc counts in USER_HZ = 100 ticks/s). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const describe = (r: Result) =>
  Object.entries(r.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');

/**
 * 200 connections for 10 s after a 3 s warm-up at the same load (GET, keep-alive, no pipelining),
 * and the CPU the server process (`pid`) used meanwhile. The warm-up's failures count too.
 */
export async function runLoad(name: string, url: string, pid: number): Promise<LoadFigures> {
  const options = { url, connections: LOAD.connections };
  const warm = await autocannon({ ...options, duration: LOAD.warmup });
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ ...options, duration: LOAD.duration });
  const cpu = cpuMs(pid) - cpuBefore;
  const warmFailures = warm.non2xx + warm.errors;
  return {
    name,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + warm.errors,
    timeouts: r.timeouts + warm.timeouts,
    non2xx: r.non2xx + warm.non2xx,
    statuses: describe(r) + (warmFailures ? ` (warm-up: ${describe(warm)}, ${warm.errors} errors)` : ''),
    cpuMsPerRequest: cpu / Math.max(1, r.requests.total),
    cpuPercent: (100 * cpu) / (r.duration * 1000),
  };
}

/**
 * The baseline: plain node:http in its own process, answering with the given bytes. Returns its
 * URL and a stop function (SIGTERM, then waits for the exit).
 */
export async function startPlainServer(body: Buffer, headers: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'escaparate-bench-plain-'));
  const file = join(dir, 'page.html');
  writeFileSync(file, body);
  const headersFile = join(dir, 'headers.json');
  writeFileSync(headersFile, JSON.stringify(headers));
  const script = fileURLToPath(new URL('./plain-server.mjs', import.meta.url));
  // No tsx loader in the child (execArgv): the baseline is plain Node.
  const child = fork(script, [file, headersFile], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`The plain server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
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

const pad = (s: string | number, n: number) => String(s).padStart(n);

export function printLoadTable(rows: LoadFigures[]) {
  console.log(
    `  ${'server'.padEnd(18)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('errors (timeouts)', 19)}${pad('non-2xx', 9)}${pad('CPU', 6)}${pad('CPU ms/req', 12)}  statuses`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(18)}${pad(Math.round(r.rps), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.requests, 10)}${pad(`${r.errors} (${r.timeouts})`, 19)}${pad(r.non2xx, 9)}${pad(`${Math.round(r.cpuPercent)}%`, 6)}${pad(r.cpuMsPerRequest.toFixed(2), 12)}  ${r.statuses || '-'}`,
    );
  }
}
