// `npm run bench:agency`: the agency page of an agency with 500 published listings (8 photos each),
// on PostgreSQL, through the built server in production mode, without and with each filter.
// Budget (issue 24): p95 ≤ 50 ms for each. The unfiltered page is stored (the fast path answers it);
// a filtered one is rendered on every request, so that is what the filters measure. A refused value
// renders all 500 listings unstored: the page's worst case, measured too.
// The database is a scratch one on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres
// as the admin connection), created and dropped by the run. Options: --requests=N (default 200).
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { agencies, users } from '../src/server/db/schema';
import { seedCatalog } from '../src/server/db/seed/seed-catalog';
import { paths } from '../src/shared/paths';
import { startSnapshotServer } from './bench/app-snapshot';
import { benchDatabase } from './bench/bench-database';
import { runCleanups } from './bench/clean-up';

const PUBLISHED = 500;
const BUDGET_P95_MS = 50;
const requests = Number(
  /^--requests=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--requests=')) ?? '')?.[1] ?? 200,
);

/** One agency, its listings seeded in SQL: sales and rents, five types, five cities, prices and bedrooms spread. */
async function seedAgency(url: string, opts: { published: number; drafts: number; slug: string }) {
  const database = await openDatabase({ url });
  try {
    const { db } = database;
    const userId = crypto.randomUUID();
    await db
      .insert(users)
      .values({ id: userId, email: `${userId}@bench.es`, name: 'Bench', emailVerified: true });
    const [agency] = await db
      .insert(agencies)
      .values({
        name: 'Inmobiliaria Bench',
        slug: opts.slug,
        ownerUserId: userId,
        currentPlan: 'pro',
        city: 'Madrid',
      })
      .returning({ id: agencies.id });
    const total = opts.published + opts.drafts;
    await db.execute(sql`
      insert into listings (agency_id, slug, title, qr_code, city, address, operation, use_code, property_type,
        price, sqm, beds, baths, energy_status, published, created_at)
      select ${agency!.id}, ${opts.slug} || '-' || i, 'Inmueble de prueba ' || i, upper(substr(md5(random()::text), 1, 8)),
        (array['Madrid', 'Valencia', 'Málaga', 'Sevilla', 'Alicante'])[1 + i % 5], 'Calle Mayor ' || i,
        case when i % 3 = 0 then 'rent' else 'sale' end,
        case when i % 10 = 9 then 'comercial' else 'residencial' end,
        case when i % 10 = 9 then 'local' else (array['piso', 'atico', 'duplex', 'estudio', 'casa'])[1 + i % 5] end,
        case when i % 25 = 0 then null when i % 3 = 0 then 500 + (i * 37) % 2500 else 90000 + (i * 7919) % 800000 end,
        50 + i % 150, case when i % 10 = 9 then null else 1 + i % 5 end, 1 + i % 3, 'in_progress',
        i <= ${opts.published}, now() - i * interval '1 minute'
      from generate_series(1, ${total}) as i`);
    await db.execute(sql`
      insert into listing_photos (listing_id, position, original_key, width, height, bytes, content_hash, derivatives)
      select l.id, p, 'private/bench/' || l.id || '/' || p || '.jpg', 1600, 1200, 400000, md5(l.id::text || p),
        jsonb_build_array(
          jsonb_build_object('width', 480, 'height', 360, 'key', 'listings/' || l.id || '/' || p || '-480.webp', 'bytes', 30000),
          jsonb_build_object('width', 960, 'height', 720, 'key', 'listings/' || l.id || '/' || p || '-960.webp', 'bytes', 90000))
      from listings as l, generate_series(0, 7) as p where l.agency_id = ${agency!.id}`);
  } finally {
    await database.close();
  }
}

const CASES: [name: string, query: string][] = [
  ['sin filtro (guardada)', ''],
  ['operacion=alquiler', 'operacion=alquiler'],
  ['operacion=venta', 'operacion=venta'],
  ['tipo=piso', 'tipo=piso'],
  ['precio_max=300000', 'precio_max=300000'],
  ['dormitorios=3', 'dormitorios=3'],
  ['los cuatro juntos', 'operacion=venta&tipo=casa&precio_max=600000&dormitorios=2'],
  ['pagina=10', 'pagina=10'],
  ['operacion=alquiler&pagina=5', 'operacion=alquiler&pagina=5'],
  ['valor no válido (sin guardar)', 'precio_max=barato'],
];

/** A GET as a browser sends it, timed to the last byte; the body as sent (brotli or gzip), not decoded. */
function timedGet(url: string): Promise<{ ms: number; status: number; body: Buffer; encoding: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, br', 'accept-language': 'es-ES' } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          ms: performance.now() - t0,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const failures: string[] = [];
const database = await benchDatabase(['--pg'], 'escaparate_bench_agency');
console.log(
  `bench:agency  Node ${process.versions.node}, ${availableParallelism()} CPU(s) (load average ${loadavg()[0]!.toFixed(2)}), PostgreSQL, NODE_ENV=production, ${requests} requests per case`,
);
const slug = 'inmobiliaria-bench';
const server = await startSnapshotServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
  },
  {
    prepare: async () => {
      const t0 = performance.now();
      const setup = await openDatabase({ url: database.url });
      await migrate(setup);
      await seedCatalog(setup.db);
      await setup.close();
      await seedAgency(database.url, { published: PUBLISHED, drafts: 50, slug });
      await seedAgency(database.url, { published: 100, drafts: 0, slug: 'otra-agencia' });
      console.log(
        `  ${PUBLISHED} published listings (+50 drafts, +100 of another agency) seeded in SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    },
  },
).catch(async (error) => {
  await database.drop();
  throw error;
});
try {
  console.log('\n  case                                  shown  found  sent (zip)  p50 ms   p95 ms   max ms');
  for (const [name, query] of CASES) {
    const url = `${server.baseURL}${paths.agency(slug)}${query ? `?${query}` : ''}`;
    const first = await timedGet(url);
    if (first.status !== 200) throw new Error(`${url}: ${first.status}`);
    const html = (first.encoding === 'br' ? brotliDecompressSync : gunzipSync)(first.body).toString('utf8');
    for (let i = 0; i < 10; i++) await timedGet(url);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push((await timedGet(url)).ms);
    times.sort((a, b) => a - b);
    const shown = (html.match(/<li><a href="\/inmobiliaria-bench\//g) ?? []).length;
    const found = /(\d+) de \d+ inmuebles/.exec(html)?.[1] ?? String(PUBLISHED);
    const p95 = percentile(times, 95);
    const verdict = p95 <= BUDGET_P95_MS ? 'ok' : 'OVER';
    if (verdict !== 'ok') failures.push(`${name}: p95 ${p95.toFixed(1)} ms`);
    console.log(
      `  ${name.padEnd(36)} ${String(shown).padStart(6)} ${found.padStart(6)} ${`${(first.body.length / 1024).toFixed(1)} KB`.padStart(10)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}  ${verdict}`,
    );
  }
} catch (error) {
  console.error(error);
  failures.push('error');
} finally {
  await runCleanups([() => server.stop(), () => database.drop()], failures);
}
console.log(
  `\nbench:agency (budget p95 ≤ ${BUDGET_P95_MS} ms) ${failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'}`,
);
if (failures.length) process.exitCode = 1;
