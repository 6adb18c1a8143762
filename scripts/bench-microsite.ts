// `npm run bench:microsite`: the public microsite of a listing on the built server in production
// mode. A published listing with 12 photos is made through the API as a user would, then:
// throughput under 200 connections (against plain node:http sending the same bytes), page
// weight (budget: JS ≤ 60 KB gzip) and Lighthouse mobile (budget: performance and
// accessibility ≥ 95) for the microsite and the agency page. Any FAIL or non-2xx exits 1.
// Stored pages against nginx (one worker, the same gzip bytes from a temp dir), measured with wrk in
// the same run: one hot listing (budget ≥ 0.5× nginx, p99 ≤ 50 ms, no timeouts) and 1,000 published
// listings (seeded in SQL before the server starts) requested at random (budget ≥ 0.4× nginx).
// The server runs from a private copy of dist/, so a rebuild meanwhile cannot disturb it.
// Options: --pg (or BENCH_DATABASE_URL) for PostgreSQL instead of PGlite; --lh-runs=N (default 3).
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { paths } from '../src/shared/paths';
import { startSnapshotServer } from './bench/app-snapshot';
import { benchDatabase } from './bench/bench-database';
import { runCleanups } from './bench/clean-up';
import { compareWithNginx, RANDOM_LISTINGS } from './bench/compare-nginx';
import { createDemoListing } from './bench/demo-listing';
import { audit, launchChromium, meetsBudget, printLighthouse } from './bench/lighthouse-audit';
import { LOAD, type LoadFigures, printLoadTable, runLoad, startPlainServer } from './bench/load-test';
import { JS_BUDGET_BYTES, measurePageWeight, printPageWeight } from './bench/page-weight';
import { seedPublishedListings } from './bench/seed-listings';

const lhRuns = Number(
  /^--lh-runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--lh-runs=')) ?? '')?.[1] ?? 3,
);
const failures: string[] = [];
const heading = (text: string) => console.log(`\n${text}`);

const database = await benchDatabase(process.argv);
console.log(
  `bench:microsite  Node ${process.versions.node}, ${availableParallelism()} CPU(s) (load average ${loadavg()[0]!.toFixed(2)}), ${database.url ? 'PostgreSQL' : 'PGlite (embedded)'}, NODE_ENV=production`,
);
let randomPaths: string[] = [];
const server = await startSnapshotServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
  },
  {
    prepare: async (dataDir) => {
      const t0 = performance.now();
      randomPaths = await seedPublishedListings({ url: database.url, dataDir, count: RANDOM_LISTINGS });
      console.log(
        `  ${randomPaths.length} published listings seeded in SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    },
  },
).catch(async (error) => {
  await database.drop();
  throw error;
});
const cleanups: (() => Promise<unknown> | unknown)[] = [() => server.stop(), () => database.drop()];
try {
  const origin = server.baseURL;
  const seeded = await createDemoListing(origin);
  const pageUrl = `${origin}${paths.listing(seeded.listing.slug)}`;
  const agencyUrl = `${origin}${paths.agency(seeded.agencySlug)}`;
  console.log(
    `  listing "${seeded.listing.title}" with ${seeded.photoCount} photos (${seeded.photoMb.toFixed(1)} MB of JPEG uploaded)`,
  );

  // What autocannon gets (it asks for no encoding), kept byte for byte for the baseline.
  const plainCopy = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await plainCopy.arrayBuffer());
  const contentType = plainCopy.headers.get('content-type') ?? 'text/html; charset=UTF-8';
  const asBrowser = await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  await asBrowser.arrayBuffer();

  await compareWithNginx({ origin, hotPath: paths.listing(seeded.listing.slug), randomPaths, failures });

  heading('Page weight (first visit, before photos)');
  const weight = await measurePageWeight(
    pageUrl,
    html.toString('utf8'),
    asBrowser.headers.get('content-encoding'),
  );
  printPageWeight(weight);
  if (weight.js.gzip > JS_BUDGET_BYTES) failures.push('JavaScript over budget');

  heading(
    `Throughput: GET ${paths.listing(seeded.listing.slug)}, ${LOAD.connections} connections, ${LOAD.duration} s after ${LOAD.warmup} s warm-up`,
  );
  console.log('  autocannon runs in this process; each server in a process of its own');
  const rows: LoadFigures[] = [await runLoad('microsite (app)', pageUrl, server.pid)];
  const plain = await startPlainServer(html, { 'content-type': contentType });
  cleanups.unshift(() => plain.stop());
  rows.push(await runLoad('plain node:http', plain.url, plain.pid));
  await plain.stop();
  printLoadTable(rows);
  const [app, base] = rows as [LoadFigures, LoadFigures];
  console.log(
    `  req/s microsite / plain: ${(app.rps / base.rps).toFixed(3)} (${html.length} bytes per response, ${contentType})`,
  );
  for (const r of rows) {
    if (r.non2xx || r.errors) failures.push(`${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }

  heading('Lighthouse');
  const chrome = await launchChromium();
  cleanups.unshift(() => chrome.kill());
  const microsite = await audit(chrome.port, 'Microsite', pageUrl, lhRuns);
  printLighthouse(microsite, { budget: true });
  if (!meetsBudget(microsite)) failures.push('Lighthouse budget');
  console.log('');
  printLighthouse(await audit(chrome.port, 'Agency page', agencyUrl, lhRuns), { budget: false });
} catch (error) {
  console.error(error);
  console.error(`Server log:\n${server.logs.join('')}`);
  failures.push('error');
} finally {
  await runCleanups(cleanups, failures);
}

heading(`bench:microsite ${failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'}`);
if (failures.length) process.exitCode = 1;
