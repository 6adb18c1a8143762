// `npm run bench:staging`: AI staging on the built server in production mode, against a local
// fake of Replicate's API (test/support/fake-replicate.ts: the official SDK's real HTTP calls,
// file upload, prediction, signed `completed` webhook, output download). The demo agency (Pro:
// unlimited renders) signs in through the API and makes a listing with 12 photos; then (issue 10):
//
// 1. Job overhead, provider excluded. Renders one after another with a 0-latency model. For each:
//    from the moment the bench sends POST /renders to the render's `completedAt` (the server's
//    own timestamp, so the bench's polling of the render adds nothing), minus the prediction's
//    own run in the fake (created → completed: the "model", which here is a sharp re-colouring
//    of the photo into a ~1 MP JPEG, the size FLUX.1 Kontext answers). What is left is ours:
//    the request, the wait for the job queue to pick the job up, reading the original and
//    building the prompt, uploading it and creating the prediction (local HTTP), the webhook,
//    downloading the output, marking it as AI-made (a WebP re-encode at full size; the 960 and
//    480 px copies follow after completion, in the render job),
//    storing it and the database writes. The server runs with its production defaults
//    (STAGING_POLL_MS 2000, webhook secret set): the webhook completes a render, polling is the
//    fallback and would add up to STAGING_POLL_MS if the webhook were lost. Budget: p95 ≤ 100 ms.
// 2. 100 renders queued at once (distinct photo × room × style) against a 2 s model: all
//    complete, the fake saw exactly 100 predictions created (none twice), wall time, and the
//    server's RSS sampled every 200 ms. Budget: peak ≤ 500 MB.
// 3. The microsite of the listing with approved renders (the AI section present): JS at load
//    (gzip, budget ≤ 60 KB), total transfer at load and Lighthouse mobile (budget: performance and
//    accessibility ≥ 95).
// Any FAIL exits 1. Options: --pg (or BENCH_DATABASE_URL) for PostgreSQL instead of PGlite;
// --renders=N sequential renders for (1) (default 30); --concurrency=N sets STAGING_CONCURRENCY
// (default: the server's own default); --lh-runs=N (default 3); --only=1 (or 2, 3) runs one part
// (a partial run says so and does not PASS).
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { paths } from '../src/shared/paths';
import { type RenderRequest, type RenderView, stagingApi } from '../src/shared/staging';
import { type FakeReplicate, startFakeReplicate } from '../test/support/fake-replicate';
import { startSnapshotServer } from './bench/app-snapshot';
import { benchDatabase } from './bench/bench-database';
import { runCleanups } from './bench/clean-up';
import { type ApiCall, createDemoListing, signIn } from './bench/demo-listing';
import { launchChromium } from './bench/lighthouse-audit';
import { measureStagingMicrosite } from './bench/staging-microsite';
import {
  type BenchRow,
  cpuMs,
  modelMs,
  percentile,
  renderCombos,
  renderEnded,
  renderLogs,
  requestRender,
  rssMb,
  sampleRss,
} from './bench/staging-renders';

const option = (name: string, fallback: number) =>
  Number(
    new RegExp(`^--${name}=(\\d+)$`).exec(process.argv.find((a) => a.startsWith(`--${name}=`)) ?? '')?.[1] ??
      fallback,
  );
const SEQUENTIAL = option('renders', 30);
const WARMUP = 3;
const BURST = 100;
const BURST_LATENCY_MS = 2000;
const OVERHEAD_BUDGET_MS = 100;
const RSS_BUDGET_MB = 500;
const concurrency = option('concurrency', 0);
const lhRuns = option('lh-runs', 3);
/** 0: every part; 1, 2 or 3: that part only. */
const only = option('only', 0);
const runs = (part: number) => !only || only === part;

const table: BenchRow[] = [];
const failures: string[] = [];
const heading = (text: string) => console.log(`\n${text}`);
const ms = (n: number) => `${Math.round(n)} ms`;
const stats = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  max ${ms(Math.max(...values))}`;

/** (1) One render at a time, 0-latency model: what the server adds around the provider. */
async function measureOverhead(
  fake: FakeReplicate,
  call: ApiCall,
  server: { pid: number; logs: string[] },
  listingId: string,
  combos: RenderRequest[],
) {
  const { pid } = server;
  const counted = new Set<string>();
  fake.set({ latencyMs: 0 });
  const rows: { total: number; model: number; before: number; after: number }[] = [];
  let cpuAtStart = 0;
  for (const [i, body] of combos.entries()) {
    if (i === WARMUP) cpuAtStart = cpuMs(pid);
    const known = fake.predictions.size;
    const sent = Date.now();
    const { render } = await requestRender(call, listingId, body);
    const done = await renderEnded(call, render.id, 200);
    const made = [...fake.predictions.values()].slice(known);
    if (done.status !== 'completed' || made.length !== 1)
      throw new Error(`Render ${i}: ${done.status}, ${made.length} prediction(s)`);
    const p = made[0]!;
    const completed = Date.parse(done.completedAt!);
    if (i < WARMUP) continue;
    counted.add(render.id);
    rows.push({
      total: completed - sent,
      model: modelMs(p),
      before: Date.parse(p.created_at) - sent,
      after: completed - Date.parse(p.completed_at!),
    });
  }
  const cpuPerRender = (cpuMs(pid) - cpuAtStart) / rows.length;
  const overhead = rows.map((r) => r.total - r.model);
  console.log(`  ${rows.length} renders after ${WARMUP} not counted (warm-up), one after another`);
  console.log(`  POST → completedAt          ${stats(rows.map((r) => r.total))}`);
  console.log(`  model (fake's own run)      ${stats(rows.map((r) => r.model))}`);
  console.log(`  overhead = total − model    ${stats(overhead)}`);
  console.log(`    POST → prediction created ${stats(rows.map((r) => r.before))}`);
  console.log(`    prediction done → completedAt ${stats(rows.map((r) => r.after))}`);
  // The server's own account of each step (its log lines), to see where the overhead goes.
  const started = renderLogs(server.logs, 'staging: prediction started', counted);
  const saved = renderLogs(server.logs, 'staging: render saved', counted);
  const steps: [string, number[]][] = [
    ['      queued (job picked up)', started.map((e) => e.queuedMs!)],
    ['      original read + prompt', started.map((e) => e.prepareMs!)],
    ['      upload + create prediction', started.map((e) => e.startMs!)],
    ['      output download', saved.map((e) => e.fetchMs!)],
    ['      AI mark + storage (full size)', saved.map((e) => e.imageMs!)],
    ['      variant + completion (DB)', saved.map((e) => e.recordMs!)],
  ];
  for (const [label, values] of steps) if (values.length) console.log(`${label.padEnd(34)} ${stats(values)}`);
  console.log(
    `  server CPU per render ${ms(cpuPerRender)} (user + system, the bench's polls included; with PGlite the database's work too): roughly the overhead on an idle machine`,
  );
  const p95 = percentile(overhead, 95);
  table.push({
    figure: 'job overhead p95 (provider excluded)',
    value: `${ms(p95)} (p50 ${ms(percentile(overhead, 50))})`,
    budget: `≤ ${OVERHEAD_BUDGET_MS} ms`,
    pass: p95 <= OVERHEAD_BUDGET_MS,
  });
  table.push({ figure: '  server CPU per render', value: ms(cpuPerRender), budget: '—', pass: null });
}

/** (2) 100 distinct renders sent at once against a 2 s model. */
async function measureBurst(
  fake: FakeReplicate,
  call: ApiCall,
  listingId: string,
  pid: number,
  combos: RenderRequest[],
) {
  fake.set({ latencyMs: BURST_LATENCY_MS });
  const known = fake.predictions.size;
  const creates = () =>
    fake.requests.filter((r) => r.method === 'POST' && /predictions$/.test(r.path)).length;
  const createsBefore = creates();
  const rss = sampleRss(pid);
  const sent = Date.now();
  const answers = await Promise.all(combos.map((body) => requestRender(call, listingId, body)));
  const queuedMs = Date.now() - sent;
  const ids = new Set(answers.filter((a) => a.created).map((a) => a.render.id));
  let ended: RenderView[] = [];
  for (const deadline = Date.now() + 15 * 60_000; ; await new Promise((r) => setTimeout(r, 1000))) {
    const { renders } = await call<{ renders: RenderView[] }>(stagingApi.renders(listingId));
    ended = renders.filter((r) => ids.has(r.id) && !['queued', 'processing'].includes(r.status));
    if (ended.length === ids.size) break;
    if (Date.now() > deadline) throw new Error(`Only ${ended.length} of ${ids.size} renders ended in 15 min`);
  }
  const memory = rss.stop();
  const completed = ended.filter((r) => r.status === 'completed');
  const wallS = (Math.max(...completed.map((r) => Date.parse(r.completedAt!))) - sent) / 1000;
  const predictions = fake.predictions.size - known;
  const createCalls = creates() - createsBefore;
  console.log(`  ${combos.length} POSTs answered in ${ms(queuedMs)}: ${ids.size} distinct renders queued`);
  console.log(`  completed ${completed.length}, failed ${ended.length - completed.length}`);
  console.log(`  predictions created at the fake: ${predictions} (${createCalls} create calls)`);
  console.log(
    `  wall time (first POST → last completedAt) ${wallS.toFixed(1)} s; ≥ ${Math.ceil(BURST / (concurrency || 2))} × ${BURST_LATENCY_MS / 1000} s with ${concurrency || 'the default'} at once`,
  );
  console.log(
    `  server RSS: ${Math.round(memory.startMb)} MB before, peak ${Math.round(memory.peakMb)} MB (${memory.samples} samples every 200 ms); kernel high-water mark since start ${Math.round(rss.highWaterMb())} MB`,
  );
  const allDone = ids.size === BURST && completed.length === BURST;
  table.push(
    {
      figure: `${BURST} renders at once: completed`,
      value: `${completed.length}`,
      budget: `${BURST}`,
      pass: allDone,
    },
    {
      figure: `${BURST} renders: predictions created`,
      value: `${predictions} (${createCalls} calls)`,
      budget: `${BURST}, none twice`,
      pass: predictions === BURST && createCalls === BURST,
    },
    { figure: `${BURST} renders: wall time`, value: `${wallS.toFixed(1)} s`, budget: '—', pass: null },
    {
      figure: `${BURST} renders: server RSS peak`,
      value: `${Math.round(memory.peakMb)} MB (+${Math.round(memory.peakMb - memory.startMb)})`,
      budget: `≤ ${RSS_BUDGET_MB} MB`,
      pass: memory.peakMb <= RSS_BUDGET_MB,
    },
  );
}

/** Thrown to skip the remaining parts after the one `--only` asked for. */
class PartialRun extends Error {}

const database = await benchDatabase(process.argv, 'escaparate_bench_staging');
// Outputs of about 1 MP at the photo's aspect ratio, as FLUX.1 Kontext [pro] answers.
const fake = await startFakeReplicate({ behaviour: { outputMegapixels: 1 } });
console.log(
  `bench:staging  Node ${process.versions.node}, ${availableParallelism()} CPU(s) (load average ${loadavg()[0]!.toFixed(2)}), ${database.url ? 'PostgreSQL' : 'PGlite (embedded)'}, NODE_ENV=production, Replicate = local fake`,
);
const server = await startSnapshotServer({
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO: 'true',
  DATABASE_URL: database.url,
  // 'info': the render steps' timings are read from the server's log lines.
  LOG_LEVEL: 'info',
  REPLICATE_API_TOKEN: fake.token,
  REPLICATE_API_BASE: fake.url,
  REPLICATE_WEBHOOK_SECRET: fake.webhookSecret,
  ...(concurrency ? { STAGING_CONCURRENCY: String(concurrency) } : {}),
}).catch(async (error) => {
  await fake.close();
  await database.drop();
  throw error;
});
const cleanups: (() => unknown)[] = [() => server.stop(), () => fake.close(), () => database.drop()];
try {
  const origin = server.baseURL;
  const atStart = rssMb(server.pid);
  const call = await signIn(origin);
  const seeded = await createDemoListing(origin, call);
  console.log(
    `  Pro agency, listing "${seeded.listing.title}" with ${seeded.photoCount} photos; server RSS ${Math.round(atStart)} MB when ready, ${Math.round(rssMb(server.pid))} MB after the uploads`,
  );
  const all = renderCombos(seeded.photos);
  const sequential = all.slice(0, WARMUP + SEQUENTIAL);
  const burst = all.slice(sequential.length, sequential.length + BURST);
  if (burst.length < BURST) throw new Error(`Only ${all.length} distinct renders for this listing`);

  if (runs(1)) {
    heading('1. Job overhead, provider excluded (model latency 0, webhook on, STAGING_POLL_MS default)');
    await measureOverhead(fake, call, server, seeded.listing.id, sequential);
  }
  if (runs(2)) {
    heading(`2. ${BURST} renders queued at once, model latency ${BURST_LATENCY_MS / 1000} s`);
    await measureBurst(fake, call, seeded.listing.id, server.pid, burst);
  }
  if (!runs(3)) throw new PartialRun();
  heading('3. Microsite of the listing, then with approved renders');
  const chrome = await launchChromium();
  cleanups.unshift(() => chrome.kill());
  table.push(
    ...(await measureStagingMicrosite({
      call,
      listingId: seeded.listing.id,
      pageUrl: `${origin}${paths.listing(seeded.listing.slug)}`,
      chromePort: chrome.port,
      lhRuns,
    })),
  );
} catch (error) {
  if (error instanceof PartialRun) failures.push(`only part ${only} was run`);
  else {
    console.error(error);
    console.error(`Server log:\n${server.logs.join('')}`);
    failures.push('error');
  }
} finally {
  await runCleanups(cleanups, failures);
}

heading('Summary');
const width = Math.max(...table.map((r) => r.figure.length));
for (const r of table) {
  const verdict = r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL';
  console.log(`  ${r.figure.padEnd(width)}  ${r.value.padEnd(18)} ${r.budget.padEnd(16)} ${verdict}`);
  if (r.pass === false) failures.push(r.figure);
}
heading(`bench:staging ${failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'}`);
if (failures.length) process.exitCode = 1;
