import { loadavg } from 'node:os';
import { startPlainServer } from './load-test';
import { findNginx, hasWrk, printWrkTable, runWrk, startNginx, WRK, type WrkFigures } from './nginx-wrk';

export const RANDOM_LISTINGS = 1000;
const BUDGET = { hot: 0.5, hotP99Ms: 50, random: 0.4 } as const;
/** Rounds of the five wrk runs (about 65 s each). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Round {
  appHot: WrkFigures;
  plainHot: WrkFigures;
  nginxHot: WrkFigures;
  appRandom: WrkFigures;
  nginxRandom: WrkFigures;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** The gzip bytes the app sends for each path (what nginx then serves from disk). */
async function gzipBytes(
  origin: string,
  paths: string[],
): Promise<{ files: Map<string, Buffer>; headers: Map<string, Record<string, string>> }> {
  const files = new Map<string, Buffer>();
  const headers = new Map<string, Record<string, string>>();
  const http = await import('node:http');
  for (const path of paths) {
    const body = await new Promise<Buffer>((resolve, reject) => {
      // node:http, not fetch: fetch would unpack the gzip.
      http
        .get(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string' && !PER_CONNECTION.has(name)) kept[name] = value;
          }
          headers.set(path, kept);
          res.on('end', () =>
            res.statusCode === 200 && res.headers['content-encoding'] === 'gzip'
              ? resolve(Buffer.concat(chunks))
              : reject(new Error(`${path}: ${res.statusCode} ${res.headers['content-encoding']}`)),
          );
        })
        .on('error', reject);
    });
    files.set(path, body);
  }
  return { files, headers };
}

/** Headers node:http writes itself, per connection or per response. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Asks for each path once, `parallel` at a time; returns the slowest answer's time (ms). */
async function firstRequests(origin: string, paths: string[], parallel: number): Promise<number> {
  let next = 0;
  let slowest = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const t = performance.now();
      const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      slowest = Math.max(slowest, performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return slowest;
}

/**
 * The stored pages against nginx in one run, each figure with its budget and PASS/FAIL: the cold
 * first requests on their own, then wrk on the app and on nginx serving the same gzip bytes.
 */
export async function compareWithNginx(opts: {
  origin: string;
  hotPath: string;
  randomPaths: string[];
  failures: string[];
}) {
  const { origin, hotPath, randomPaths, failures } = opts;
  console.log(
    `\nStored pages against nginx: wrk, ${WRK.connections} connections, ${WRK.threads} threads, ${WRK.duration} s after ${WRK.warmup} s warm-up, Accept-Encoding: gzip`,
  );
  const nginxBin = findNginx();
  if (!hasWrk() || !nginxBin) {
    console.log(
      `  SKIPPED: ${hasWrk() ? '' : 'wrk '}${nginxBin ? '' : 'nginx '}not installed and not installable here (apt-get install wrk nginx-light); no comparison made`,
    );
    return;
  }
  console.log(
    `  load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // The cold state, measured on its own: the first request of every page after start (stored
  // ahead in the background meanwhile, or rendered on demand), 8 at a time.
  const t0 = performance.now();
  const slowest = await firstRequests(origin, randomPaths, 8);
  console.log(
    `  first request of each of ${randomPaths.length} pages after start: ${((performance.now() - t0) / 1000).toFixed(1)} s in all, slowest ${slowest.toFixed(0)} ms`,
  );
  const { files, headers } = await gzipBytes(origin, [hotPath, ...randomPaths]);
  // The ceiling of one Node process here: node:http alone sending the hot page's bytes with the
  // app's own headers, nothing else running in it.
  const plain = await startPlainServer(files.get(hotPath)!, headers.get(hotPath)!);
  const nginx = await startNginx(nginxBin, files).catch(async (error) => {
    await plain.stop();
    throw error;
  });
  // The servers in turn, round after round: on a shared machine the load changes from one minute
  // to the next, so each figure is judged against the others of its own round, and the verdicts
  // read the medians of the rounds (every round is printed).
  const rounds: Round[] = [];
  try {
    for (let i = 1; i <= ROUNDS; i++) {
      const round: Round = {
        appHot: await runWrk(`app, hot listing`, `${origin}${hotPath}`),
        plainHot: await runWrk('node:http alone, hot', plain.url),
        nginxHot: await runWrk('nginx, hot listing', `${nginx.url}${hotPath}`),
        appRandom: await runWrk(`app, ${randomPaths.length} at random`, origin, randomPaths),
        nginxRandom: await runWrk(`nginx, ${randomPaths.length} at random`, nginx.url, randomPaths),
      };
      rounds.push(round);
      console.log(
        `  round ${i} of ${ROUNDS} (load average ${loadavg()[0]!.toFixed(2)}): hot ${(round.appHot.rps / round.nginxHot.rps).toFixed(2)}× nginx, p99 ${round.appHot.p99.toFixed(1)} ms (node:http alone ${round.plainHot.p99.toFixed(1)} ms, nginx ${round.nginxHot.p99.toFixed(1)} ms); at random ${(round.appRandom.rps / round.nginxRandom.rps).toFixed(2)}× nginx`,
      );
      printWrkTable(Object.values(round));
    }
  } finally {
    await plain.stop();
    await nginx.stop();
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const sum = (pick: (r: Round) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const appHot = {
    rps: median(rounds.map((r) => r.appHot.rps)),
    p99: median(rounds.map((r) => r.appHot.p99)),
    timeouts: sum((r) => r.appHot.timeouts),
    errors: sum((r) => r.appHot.errors),
    non2xx: sum((r) => r.appHot.non2xx),
  };
  const appRandom = {
    timeouts: sum((r) => r.appRandom.timeouts),
    errors: sum((r) => r.appRandom.errors),
    non2xx: sum((r) => r.appRandom.non2xx),
  };
  console.log(
    `  load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  medians of ${ROUNDS} rounds (ratios taken within each round):`);
  const hotRatio = median(rounds.map((r) => r.appHot.rps / r.nginxHot.rps));
  console.log(
    `  for reference: node:http alone, same bytes and headers, ${median(rounds.map((r) => r.plainHot.rps / r.nginxHot.rps)).toFixed(2)}× nginx (p99 ${median(rounds.map((r) => r.plainHot.p99)).toFixed(1)} ms); the app ${median(rounds.map((r) => r.appHot.rps / r.plainHot.rps)).toFixed(2)}× node:http alone`,
  );
  const randomRatio = median(rounds.map((r) => r.appRandom.rps / r.nginxRandom.rps));
  const hotClean = appHot.timeouts === 0 && appHot.errors === 0 && appHot.non2xx === 0;
  const randomClean = appRandom.timeouts === 0 && appRandom.errors === 0 && appRandom.non2xx === 0;
  const checks: [string, boolean][] = [
    [`hot listing: ${hotRatio.toFixed(2)}× nginx (budget ≥ ${BUDGET.hot}×)`, hotRatio >= BUDGET.hot],
    [
      `hot listing: p99 ${appHot.p99.toFixed(1)} ms (budget ≤ ${BUDGET.hotP99Ms} ms)`,
      appHot.p99 <= BUDGET.hotP99Ms,
    ],
    [
      `hot listing: ${appHot.timeouts} timeouts, ${appHot.errors} errors, ${appHot.non2xx} non-2xx (budget 0)`,
      hotClean,
    ],
    [
      `${randomPaths.length} listings at random: ${randomRatio.toFixed(2)}× nginx (budget ≥ ${BUDGET.random}×)`,
      randomRatio >= BUDGET.random,
    ],
    [
      `${randomPaths.length} listings at random: ${appRandom.timeouts} timeouts, ${appRandom.errors} errors, ${appRandom.non2xx} non-2xx (budget 0)`,
      randomClean,
    ],
  ];
  for (const [text, ok] of checks) {
    console.log(`  ${text.padEnd(78)} ${verdict(ok)}`);
    if (!ok) failures.push(text);
  }
}
