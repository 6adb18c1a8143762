// `npm run bench:leads`: lead intake and lead-alert e-mails on the built server in production mode
// (issue 12). The demo agency (Pro) publishes its plan's listings through the API; then 200
// connections post leads (each a different buyer with a unique e-mail, spread over the listings)
// with the per-IP limit (and with it the flood flags) lifted for the bench only (LEAD_LIMIT_PER_IP),
// in two runs of 10 s: at the budget's rate (800 leads/s offered over the
// 200 connections, open loop: the latency while the server handles that load), after a 3 s warm-up
// at that same rate on the same connections, so the run starts on a server already carrying the
// load rather than on the queue of an earlier flat-out run or on 200 connections being opened; then
// flat out (the most leads/s it takes; there, with every connection always waiting, p99
// is about 200 ÷ throughput by Little's law, a queue, not a service time). Printed: leads/s,
// p50/p99, non-2xx; then every 2xx lead is looked for (PostgreSQL: by id in the database; both: its
// unique e-mail in the agency's CSV export, read from the database by the server). The alerts go
// over SMTP to a local capture server (test/support/smtp-capture.ts): the bench waits until every
// 2xx lead's alert has arrived, prints the e-mails/s after the burst and checks no lead got two.
// Budgets on PostgreSQL: ≥ 800 leads/s flat out, p99 ≤ 100 ms at 800 leads/s, every 2xx stored,
// alerts ≥ 50 e-mails/s, one per lead. On PGlite the figures are printed without a budget (one
// embedded database in the server's own thread). Any FAIL exits 1.
// Options: --pg (or BENCH_DATABASE_URL) for PostgreSQL instead of PGlite; --pool=N sets
// DATABASE_POOL_SIZE; --alerts=N sets LEAD_ALERT_CONCURRENCY; --duration=S (default 10).
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { leadsApi } from '../src/shared/leads';
import { LEADS_MAX_PAGE_SIZE, type LeadsPage, leadsDashboardApi } from '../src/shared/leads-dashboard';
import type { ListingsResponse } from '../src/shared/listings';
import { listingsApi } from '../src/shared/listings';
import { replyTo, startSmtpCapture } from '../test/support/smtp-capture';
import { startSnapshotServer } from './bench/app-snapshot';
import { benchDatabase } from './bench/bench-database';
import { runCleanups } from './bench/clean-up';
import { demoSessionCookie, signIn } from './bench/demo-listing';
import { LOAD } from './bench/load-test';
import { cpuMs } from './bench/staging-renders';

const option = (name: string, fallback: number) =>
  Number(
    new RegExp(`^--${name}=(\\d+)$`).exec(process.argv.find((a) => a.startsWith(`--${name}=`)) ?? '')?.[1] ??
      fallback,
  );
const DURATION = option('duration', LOAD.duration);
const pool = option('pool', 0);
const alertConcurrency = option('alerts', 0);
const BUDGET = { leadsPerSecond: 800, p99Ms: 100, alertsPerSecond: 50 } as const;
/** The bench gives up on alerts that make no progress for this long. */
const ALERT_STALL_MS = 30_000;

const failures: string[] = [];
const heading = (text: string) => console.log(`\n${text}`);
const run = randomBytes(3).toString('hex');
const buyerEmail = (n: number) => `bench-${run}-${n}@example.es`;
/** The bench's n-th lead: a buyer of its own. */
const leadBody = (n: number) =>
  JSON.stringify({
    firstName: 'Comprador',
    lastName: `Prueba ${n}`,
    contactMethod: 'email',
    email: buyerEmail(n),
    consent: true,
    useCode: 'residencial',
    roomCode: 'salon',
    styleCode: 'nordic',
  });

const database = await benchDatabase(process.argv, 'escaparate_bench_leads');
const onPg = Boolean(database.url);
console.log(
  `bench:leads  Node ${process.versions.node}, ${availableParallelism()} CPU(s) (load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}), ${onPg ? 'PostgreSQL' : 'PGlite (embedded): figures only, no budget'}, NODE_ENV=production`,
);

/** Alerts as they arrive: buyer e-mail → count, and the arrival times. */
const alerts = new Map<string, number>();
const arrivals: number[] = [];
const smtp = await startSmtpCapture({
  keep: false,
  onMail(mail) {
    const buyer = replyTo(mail) ?? '(no Reply-To)';
    alerts.set(buyer, (alerts.get(buyer) ?? 0) + 1);
    arrivals.push(performance.now());
  },
});
const server = await startSnapshotServer({
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO: 'true',
  DATABASE_URL: database.url,
  SMTP_URL: smtp.url,
  LOG_LEVEL: 'warn',
  LEAD_LIMIT_PER_IP: '1000000000',
  ...(pool ? { DATABASE_POOL_SIZE: String(pool) } : {}),
  ...(alertConcurrency ? { LEAD_ALERT_CONCURRENCY: String(alertConcurrency) } : {}),
}).catch(async (error) => {
  await smtp.close();
  await database.drop();
  throw error;
});
const cleanups: (() => Promise<unknown> | unknown)[] = [
  () => server.stop(),
  () => smtp.close(),
  () => database.drop(),
];

/** Publishes listings of the demo agency up to its plan's limit; returns their slugs. */
async function publishedSlugs(call: Awaited<ReturnType<typeof signIn>>): Promise<string[]> {
  let { listings, limit } = await call<ListingsResponse>(listingsApi.list);
  for (let i = limit.published; limit.max !== null && i < limit.max; i++) {
    await call(listingsApi.list, {
      method: 'POST',
      json: {
        title: `Piso de prueba ${i + 1}`,
        address: `Calle Mayor ${i + 1}`,
        city: 'Madrid',
        published: true,
        energyStatus: 'in_progress',
      },
    });
  }
  ({ listings, limit } = await call<ListingsResponse>(listingsApi.list));
  return listings.filter((l) => l.published).map((l) => l.slug);
}

interface Burst {
  /** Lead ids of the 2xx answers. */
  ids: Set<string>;
  statuses: Map<number, number>;
  sent: number;
}

/** 200 connections posting leads as fast as answered, each a different buyer; keeps each 2xx's id. */
async function postLeads(origin: string, slugs: string[], seconds: number, burst: Burst) {
  let n = burst.sent;
  const result = await autocannon({
    url: origin,
    connections: LOAD.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'es-ES' },
        setupRequest(req) {
          const i = n++;
          return {
            ...req,
            path: leadsApi.submit(slugs[i % slugs.length]!),
            body: leadBody(i),
          };
        },
        onResponse(status, body) {
          burst.statuses.set(status, (burst.statuses.get(status) ?? 0) + 1);
          if (status >= 200 && status < 300) burst.ids.add(JSON.parse(body).id);
        },
      },
    ],
  });
  burst.sent = n;
  return result;
}

/** A run's figures, as autocannon gives them (the fields the bench reads). */
interface RunFigures {
  requests: { total: number };
  latency: { p50: number; p99: number };
  /** p99 of the leads due in each second of the run (paced runs only). */
  p99BySecond?: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Leads at a steady `rate` per second for `seconds`, open loop (as wrk2 does): lead k is due at
 * start + k / rate whatever the answers before it, goes out on the first of the 200 keep-alive
 * connections free, and its latency counts from when it was due, so time waiting for a connection
 * counts too. autocannon's own rate option is not used for this: it lets each connection send its
 * share of a second back to back at each second's start, a burst at full speed every second.
 */
async function paceLeads(
  origin: string,
  slugs: string[],
  seconds: number,
  burst: Burst,
  rate: number,
  agent: Agent,
): Promise<RunFigures> {
  const latencies: number[] = [];
  const bySecond: number[][] = Array.from({ length: Math.ceil(seconds) }, () => []);
  const figures: RunFigures = {
    requests: { total: 0 },
    latency: { p50: 0, p99: 0 },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  };
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const send = (k: number) => {
    const due = start + (k * 1000) / rate;
    const i = burst.sent++;
    const body = leadBody(i);
    return new Promise<void>((resolve) => {
      const req = request(`${origin}${leadsApi.submit(slugs[i % slugs.length]!)}`, {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-language': 'es-ES',
        },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const latency = performance.now() - due;
          latencies.push(latency);
          bySecond[Math.floor((due - start) / 1000)]?.push(latency);
          figures.requests.total++;
          burst.statuses.set(status, (burst.statuses.get(status) ?? 0) + 1);
          if (status >= 200 && status < 300) burst.ids.add(JSON.parse(Buffer.concat(chunks).toString()).id);
          else figures.non2xx++;
          resolve();
        });
      });
      req.on('timeout', () => {
        figures.timeouts++;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        figures.errors++;
        resolve();
      });
      req.end(body);
    });
  };
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (next < due) pending.push(send(next++));
      if (next >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  const at = (values: number[], q: number) => {
    values.sort((a, b) => a - b);
    return Math.round(values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0);
  };
  figures.latency = { p50: at(latencies, 0.5), p99: at(latencies, 0.99) };
  figures.p99BySecond = bySecond.map((values) => at(values, 0.99));
  return figures;
}

/** How many of the burst's 2xx leads the database holds. */
async function storedById(ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from leads where id = any($1::uuid[])',
      [ids],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Every lead of the bench (its unique e-mails) as the dashboard lists them (read from the database
 * by the server): id → buyer e-mail. Includes leads whose answer autocannon never read (in flight
 * when a run ended).
 */
async function listedLeads(origin: string): Promise<Map<string, string>> {
  const cookie = await demoSessionCookie(origin);
  const found = new Map<string, string>();
  for (let cursor: string | null = null; ; ) {
    const url = `${origin}${leadsDashboardApi.list({ q: `bench-${run}`, cursor })}&limit=${LEADS_MAX_PAGE_SIZE}`;
    const res = await fetch(url, { headers: { cookie, origin } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as LeadsPage;
    for (const lead of page.leads)
      if (lead.email?.startsWith(`bench-${run}-`)) found.set(lead.id, lead.email);
    cursor = page.nextCursor;
    if (!cursor) return found;
  }
}

try {
  const origin = server.baseURL;
  const call = await signIn(origin);
  const slugs = await publishedSlugs(call);
  console.log(`  ${slugs.length} published listings of the demo agency; leads go round-robin over them`);

  const burst: Burst = { ids: new Set(), statuses: new Map(), sent: 0 };
  heading(
    `Intake: POST ${leadsApi.submit.pattern}, ${LOAD.connections} connections: ${LOAD.warmup} s warm-up and ${DURATION} s at ${BUDGET.leadsPerSecond} leads/s, then ${DURATION} s flat out`,
  );
  const burstStart = performance.now();
  // One set of keep-alive connections for the warm-up and the paced run: opened during the warm-up.
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD.connections });
  const warm = await paceLeads(origin, slugs, LOAD.warmup, burst, BUDGET.leadsPerSecond, agent);
  const paced = await paceLeads(origin, slugs, DURATION, burst, BUDGET.leadsPerSecond, agent);
  agent.destroy();
  const cpuBefore = cpuMs(server.pid);
  const r = await postLeads(origin, slugs, DURATION, burst);
  const cpuPerLead = (cpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total);
  const burstEnd = performance.now();
  const alertsAtEnd = arrivals.length;
  const statuses = [...burst.statuses].map(([s, c]) => `${s}×${c}`).join(' ');
  const runs: RunFigures[] = [warm, paced, r];
  const non2xx = runs.reduce((sum, run) => sum + run.non2xx, 0);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const timeouts = runs.reduce((sum, run) => sum + run.timeouts, 0);
  const pacedRate = paced.requests.total / DURATION;
  console.log(
    `  at ${BUDGET.leadsPerSecond} leads/s offered: taken ${Math.round(pacedRate)}/s  p50 ${paced.latency.p50} ms  p99 ${paced.latency.p99} ms  (budget ≤ ${BUDGET.p99Ms} ms${onPg ? '' : '; PGlite: none'})`,
  );
  console.log(`    p99 of each second's leads, ms: ${paced.p99BySecond!.join(' ')}`);
  console.log(
    `  flat out: leads/s ${Math.round(r.requests.average)}  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms (200 connections always waiting: ≈ 200 ÷ throughput)  requests ${r.requests.total}`,
  );
  console.log(`  non-2xx ${non2xx}  errors ${errors} (timeouts ${timeouts}) over warm-up and both runs`);
  console.log(`  statuses over warm-up and both runs: ${statuses}; 2xx leads ${burst.ids.size}`);
  console.log(
    `  server process CPU per lead ${cpuPerLead.toFixed(2)} ms (user + system, all threads${onPg ? '; PostgreSQL not included' : ', PGlite included'})`,
  );
  const ids = [...burst.ids];

  heading('Every 2xx lead stored');
  if (onPg) {
    const stored = await storedById(ids);
    console.log(`  in the database by id: ${stored} of ${ids.length}`);
    if (stored !== ids.length) failures.push(`${ids.length - stored} acknowledged leads not stored`);
  }
  const listed = await listedLeads(origin);
  const unlisted = ids.filter((id) => !listed.has(id)).length;
  console.log(`  in the dashboard's list (by id): ${ids.length - unlisted} of ${ids.length}`);
  if (unlisted) failures.push(`${unlisted} acknowledged leads missing from the dashboard list`);
  const inFlight = listed.size - ids.length;
  console.log(
    `  bench leads stored: ${listed.size} (${inFlight} in flight when autocannon stopped: stored, answer unread)`,
  );
  console.log(
    `  stored leads/s over warm-up and run: ${Math.round(listed.size / ((burstEnd - burstStart) / 1000))} (answers slower than autocannon's 10 s timeout included)`,
  );

  heading('Lead alerts (SMTP, local capture server)');
  // One alert per bench lead stored, those answered after autocannon stopped reading included.
  const expected = listed.size;
  let lastCount = -1;
  let lastProgress = performance.now();
  while (arrivals.length < expected && performance.now() - lastProgress < ALERT_STALL_MS) {
    if (arrivals.length !== lastCount) {
      lastCount = arrivals.length;
      lastProgress = performance.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Late duplicates would come now: wait a little longer than one poll.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const drained = arrivals.length - alertsAtEnd;
  const drainMs = (arrivals.at(-1) ?? burstEnd) - burstEnd;
  const perSecond = drainMs > 0 ? (1000 * drained) / drainMs : 0;
  const buyers = new Set(listed.values());
  const twice = [...alerts].filter(([, count]) => count > 1).length;
  const strangers = [...alerts.keys()].filter((buyer) => !buyers.has(buyer)).length;
  console.log(
    `  ${alertsAtEnd} alerts sent during the burst, ${expected - alertsAtEnd} waiting at its end; ${drained} more in ${(drainMs / 1000).toFixed(1)} s after it`,
  );
  console.log(
    `  e-mails/s after the burst: ${perSecond.toFixed(1)}${onPg ? ` (budget ≥ ${BUDGET.alertsPerSecond})` : ' (PGlite: no budget)'}`,
  );
  console.log(
    `  alerts received ${arrivals.length} for ${expected} leads; leads alerted more than once: ${twice}; alerts for no bench lead: ${strangers}`,
  );
  const missingAlerts = [...buyers].filter((b) => !alerts.has(b)).length;
  if (missingAlerts) failures.push(`${missingAlerts} leads never alerted`);
  if (twice) failures.push(`${twice} leads alerted twice`);
  if (strangers) failures.push(`${strangers} alerts for unknown leads`);
  if (onPg) {
    if (r.requests.average < BUDGET.leadsPerSecond) failures.push(`leads/s under ${BUDGET.leadsPerSecond}`);
    if (pacedRate < 0.97 * BUDGET.leadsPerSecond)
      failures.push(`${Math.round(pacedRate)} of ${BUDGET.leadsPerSecond} leads/s offered taken`);
    if (paced.latency.p99 > BUDGET.p99Ms)
      failures.push(`p99 over ${BUDGET.p99Ms} ms at ${BUDGET.leadsPerSecond} leads/s`);
    if (perSecond < BUDGET.alertsPerSecond) failures.push(`alerts under ${BUDGET.alertsPerSecond}/s`);
  }
  if (non2xx || errors) failures.push(`${non2xx} non-2xx, ${errors} errors`);
} finally {
  await runCleanups(cleanups, failures);
}

heading(`bench:leads ${failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'}`);
if (failures.length) process.exitCode = 1;
