// `npm run bench:start` (after `npm run build`): the first start of `npm start` on an empty data
// directory, N times, each on a fresh DATA_DIR: time to the "listo" log line, to the first 200 on
// / and on /readyz (the demo seeded, the database answering), the resident memory of the node
// process once idle, and a plain restart on the same directory.
// Budgets (issue 12): first 200 ≤ 3 s, idle RSS ≤ 250 MB. Runs `BENCH_START_RUNS` times (5).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/server/paths';
import { freePort } from '../test/support/app-server';
import { startCommand } from './bench/start-command';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
/**
 * How long after "listo" the idle memory is read. Always the whole time: a plateau a few seconds in
 * is not idle yet (V8's memory reducer runs some 15–20 s after the start's work and gives back
 * 10–15 MB; stopping at the first flat 5 s read the memory before it).
 */
const IDLE_MS = Number(process.env.BENCH_START_IDLE_MS ?? 30_000);
const FIRST_200_BUDGET_MS = 3000;
const IDLE_RSS_BUDGET_MB = 250;
const POLL_MS = 20;

const root = projectRoot();

interface Start {
  listoMs: number;
  first200Ms: number;
  /** CPU time (user + system) the server had used by its first 200: less noisy on a loaded machine. */
  cpuMs: number;
  readyMs: number;
  rssMb?: number;
  /** The most resident memory read between "listo" and the idle reading. */
  rssPeakMb?: number;
}

const rssMb = (pid: number): number => {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(m![1]) / 1024);
};

/** CPU time the process has used (user + system, /proc/PID/stat), in ms. */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
};

async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Starts the server on `dataDir`, measures, stops it (SIGTERM; exit 0 within 10 s required). */
async function startOnce(dataDir: string, idle: boolean): Promise<Start> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const cmd = startCommand();
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...cmd.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
  };
  // A fresh clone's `npm start`: no database server, SMTP, Stripe or secrets from this shell.
  for (const key of [
    'NODE_ENV',
    'DATABASE_URL',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'AUTH_SECRET',
    'SEED_DEMO',
    'S3_BUCKET',
  ])
    delete env[key];
  const t0 = performance.now();
  const server: ChildProcess = spawn(process.execPath, [...cmd.args, 'scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  let listoMs: number | undefined;
  server.stdout!.on('data', (d) => {
    const text = String(d);
    logs.push(text);
    if (listoMs === undefined && text.includes('listo')) listoMs = performance.now() - t0;
  });
  server.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<string | number | null>((r) =>
    server.once('exit', (code, signal) => r(signal ?? code)),
  );
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) {
      if (server.exitCode === 0) return;
      throw new Error(
        `the server had exited (${server.signalCode ?? server.exitCode}):\n${logs.join('').slice(-3000)}`,
      );
    }
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000)),
    ]);
    if (code === 'timeout') {
      server.kill('SIGKILL');
      throw new Error('the server did not exit within 10 s of SIGTERM');
    }
    if (code !== 0)
      throw new Error(`the server exited with ${code} after SIGTERM:\n${logs.join('').slice(-3000)}`);
  };
  try {
    let first200Ms: number | undefined;
    let readyMs: number | undefined;
    let cpu = 0;
    for (const deadline = t0 + 60_000; first200Ms === undefined || readyMs === undefined; ) {
      if (server.exitCode !== null) throw new Error(`the server exited early:\n${logs.join('')}`);
      if (performance.now() > deadline) throw new Error(`no 200 within 60 s:\n${logs.join('')}`);
      const [home, ready] = await Promise.all([
        first200Ms === undefined ? status(`${base}/`) : 200,
        readyMs === undefined ? status(`${base}/readyz`) : 200,
      ]);
      const now = performance.now() - t0;
      if (first200Ms === undefined && home === 200) {
        first200Ms = now;
        cpu = cpuMs(server.pid!);
      }
      if (readyMs === undefined && ready === 200) readyMs = now;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    for (const deadline = performance.now() + 5000; listoMs === undefined && performance.now() < deadline; )
      await new Promise((r) => setTimeout(r, POLL_MS));
    if (listoMs === undefined) throw new Error(`no "listo" in the log:\n${logs.join('')}`);
    const result: Start = { listoMs, first200Ms, cpuMs: cpu, readyMs };
    if (idle) {
      // Idle: read every second from "listo" on, for IDLE_MS; the last reading, and the most seen.
      const samples: number[] = [];
      const from = t0 + listoMs;
      while (performance.now() - from < IDLE_MS) {
        await new Promise((r) => setTimeout(r, 1000));
        samples.push(rssMb(server.pid!));
      }
      result.rssMb = samples.at(-1)!;
      result.rssPeakMb = Math.max(...samples);
    }
    return result;
  } finally {
    await stop();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const first: Start[] = [];
const restart: Start[] = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'escaparate-bench-start-'));
  try {
    const a = await startOnce(dataDir, true);
    const b = await startOnce(dataDir, false);
    first.push(a);
    restart.push(b);
    console.log(
      `run ${i + 1}/${RUNS}: first start listo ${Math.round(a.listoMs)} ms, first 200 ${Math.round(a.first200Ms)} ms (CPU ${a.cpuMs} ms), ` +
        `ready ${Math.round(a.readyMs)} ms, idle RSS ${a.rssMb} MB (most ${a.rssPeakMb} MB); restart listo ${Math.round(b.listoMs)} ms, ` +
        `first 200 ${Math.round(b.first200Ms)} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (label: string, values: number[], unit: string, budget?: number) => {
  const p50 = quantile(values, 0.5);
  const max = Math.max(...values);
  const verdict =
    budget === undefined ? '' : `  budget ≤ ${budget} ${unit}: ${max <= budget ? 'PASS' : 'FAIL'}`;
  console.log(
    `${label.padEnd(32)} p50 ${String(Math.round(p50)).padStart(5)} ${unit}  max ${String(Math.round(max)).padStart(5)} ${unit}${verdict}`,
  );
  return budget === undefined || max <= budget;
};

console.log(
  `\nnpm start on an empty DATA_DIR, ${RUNS} runs (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')})`,
);
const ok = [
  row(
    'first start: "listo"',
    first.map((s) => s.listoMs),
    'ms',
  ),
  row(
    'first start: first 200 on /',
    first.map((s) => s.first200Ms),
    'ms',
    FIRST_200_BUDGET_MS,
  ),
  row(
    'first start: CPU by the first 200',
    first.map((s) => s.cpuMs),
    'ms',
  ),
  row(
    'first start: /readyz 200 (demo)',
    first.map((s) => s.readyMs),
    'ms',
  ),
  row(
    'first start: idle RSS',
    first.map((s) => s.rssMb!),
    'MB',
    IDLE_RSS_BUDGET_MB,
  ),
  row(
    'first start: most RSS after "listo"',
    first.map((s) => s.rssPeakMb!),
    'MB',
  ),
  row(
    'restart: "listo"',
    restart.map((s) => s.listoMs),
    'ms',
  ),
  row(
    'restart: first 200 on /',
    restart.map((s) => s.first200Ms),
    'ms',
  ),
].every(Boolean);
console.log(ok ? 'PASS' : 'FAIL');
process.exitCode = ok ? 0 : 1;
