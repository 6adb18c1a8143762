// `npm run bench:analytics`: one agency with 15 listings, 1,000,000 QR scans and 100,000 leads
// over the last 364 days (plus a smaller neighbour agency) on PostgreSQL, then p50/p95 of the
// real service functions behind Home, Analytics (each range) and the first page of Leads.
// Budget (issue 6): p95 ≤ 150 ms each. Uses TEST_DATABASE_URL, else DATABASE_URL, else the
// local server; works in its own database `bench_analytics_<pid>`, dropped at the end.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { agencies, users } from '../src/server/db/schema';
import { seedCatalog } from '../src/server/db/seed/seed-catalog';
import { getAnalytics } from '../src/server/modules/analytics/get-analytics';
import { getDashboardSummary } from '../src/server/modules/home/get-dashboard-summary';
import { leadStats } from '../src/server/modules/leads/lead-stats';
import { listLeads } from '../src/server/modules/leads/list-leads';
import { createLocalStorage } from '../src/server/providers/storage/local';
import { analyticsRanges } from '../src/shared/analytics';
import { leadsQuerySchema } from '../src/shared/leads-dashboard';

const LISTINGS = 15;
const SCANS = 1_000_000;
const LEADS = 100_000;
const CHUNK = 100_000;
const WARMUP = 10;
const RUNS = 200;
const BUDGET_MS = 150;

const adminUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_analytics_${process.pid}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
];

async function createAgency(db: Db, name: string): Promise<string> {
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, email: `${userId}@bench.es`, name, emailVerified: true });
  const [row] = await db
    .insert(agencies)
    .values({ name, slug: `bench-${userId.slice(0, 8)}`, ownerUserId: userId, currentPlan: 'pro' })
    .returning({ id: agencies.id });
  return row!.id;
}

/** Listings with 12 photo rows each, then scans and leads spread at random over 365 days, in SQL. */
async function seedActivity(db: Db, agencyId: string, scans: number, leads: number) {
  await db.execute(sql`
    insert into listings (agency_id, slug, title, qr_code, city, created_at)
    select ${agencyId}, 'bench-' || substr(md5(random()::text), 1, 12), 'Inmueble de prueba ' || i,
      upper(substr(md5(random()::text), 1, 8)), 'Madrid', now() - (${LISTINGS} - i) * interval '3 days'
    from generate_series(1, ${LISTINGS}) as i`);
  await db.execute(sql`
    insert into listing_photos (listing_id, position, original_key, width, height, bytes, content_hash, derivatives)
    select l.id, p, 'private/bench/' || l.id || '/' || p || '.jpg', 1600, 1200, 400000, md5(l.id::text || p),
      jsonb_build_array(jsonb_build_object('width', 480, 'height', 360, 'key', 'listings/' || l.id || '/' || p || '-480.webp', 'bytes', 30000))
    from listings as l, generate_series(0, 11) as p where l.agency_id = ${agencyId}`);
  const ids = sql`(select array_agg(id order by created_at) from listings where agency_id = ${agencyId})`;
  for (let start = 1; start <= scans; start += CHUNK) {
    const end = Math.min(scans, start + CHUNK - 1);
    await db.execute(sql`
      insert into qr_sessions (agency_id, listing_id, device_class, created_at)
      select ${agencyId}, ids[1 + (g * 7) % ${LISTINGS}],
        (array['mobile','mobile','mobile','mobile','mobile','mobile','tablet','desktop','desktop','other'])[1 + g % 10],
        now() - random() * interval '364 days'
      from generate_series(${start}::int, ${end}::int) as g, ${ids} as l(ids)`);
  }
  const agents = sql.raw(`array[${USER_AGENTS.map((ua) => `'${ua}'`).join(',')}]`);
  for (let start = 1; start <= leads; start += CHUNK) {
    const end = Math.min(leads, start + CHUNK - 1);
    await db.execute(sql`
      insert into leads (agency_id, listing_id, first_name, last_name, email, phone, use_code, style_code,
        status, consent_gdpr, payload, created_at)
      select ${agencyId}, ids[1 + (g * 11) % ${LISTINGS}], 'Cliente', 'Número ' || g,
        'cliente' || g || '@example.es', '+346' || lpad(g::text, 8, '0'), 'residencial',
        (array['nordic','industrial','boho','minimalist','mediterranean','classic',null,null])[1 + g % 8],
        (array['new','contacted','qualified','closed','lost'])[1 + g % 5], true,
        jsonb_build_object('listing_title', 'Inmueble de prueba', 'listing_address', null,
          'user_agent', (${agents})[1 + g % ${USER_AGENTS.length}],
          'contact_method', case when g % 3 = 0 then 'whatsapp' else 'email' end, 'timestamp', now()),
        now() - random() * interval '364 days'
      from generate_series(${start}::int, ${end}::int) as g, ${ids} as l(ids)`);
  }
}

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.ceil(p * ms.length) - 1]!;
  const [p50, p95] = [pct(0.5), pct(0.95)];
  const verdict = p95 <= BUDGET_MS ? 'PASS' : 'FAIL';
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${verdict}`,
  );
  return verdict === 'PASS';
}

await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ url: url.toString(), poolSize: 8 });
const uploads = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
let ok = false;
try {
  const { db } = database;
  await migrate(database);
  await seedCatalog(db);
  console.log(`PostgreSQL ${url.host}, database ${dbName}`);
  let started = performance.now();
  const agencyId = await createAgency(db, 'Agencia del benchmark');
  await seedActivity(db, agencyId, SCANS, LEADS);
  await seedActivity(db, await createAgency(db, 'Agencia vecina'), SCANS / 10, LEADS / 10);
  console.log(
    `Seeded ${LISTINGS} listings, ${SCANS} scans, ${LEADS} leads (+ a neighbour with a tenth) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  console.log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const rollups = await db.execute(sql`select count(*)::int as n from daily_listing_stats`);
  console.log(`daily_listing_stats: ${(rollups.rows[0] as { n: number }).n} rows for both agencies\n`);

  const storage = createLocalStorage({ root: uploads });
  const { cursor: _cursor, limit, ...filters } = leadsQuerySchema.parse({});
  const results = [
    await time('Home: getDashboardSummary', () => getDashboardSummary({ db, storage, agencyId })),
  ];
  for (const range of analyticsRanges) {
    results.push(await time(`Analytics ${range}: getAnalytics`, () => getAnalytics({ db, agencyId, range })));
  }
  results.push(
    await time(`Leads page 1 (${limit}, newest first): listLeads`, () =>
      listLeads({ db, agencyId, filters, limit }),
    ),
    await time('Leads page 1 stat cards: leadStats', () => leadStats({ db, agencyId, filters })),
  );
  const check = await getAnalytics({ db, agencyId, range: 'year' });
  console.log(
    `\nYear figures: ${check.kpis.views} views, ${check.kpis.leads} leads, ${check.kpis.conversionPct} %`,
  );
  ok = results.every(Boolean);
  console.log(ok ? 'All within p95 ≤ 150 ms.' : 'Some queries are over budget.');
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(uploads, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
