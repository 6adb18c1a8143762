// `npm run bench:photos`: 12 generated 12-megapixel JPEGs uploaded through the real endpoint of
// the built server (as the photo manager does, all queued at once), then the total time and the
// server's peak memory. Budget (issue 4): ≤ 10 s for the 12, peak RSS ≤ 600 MB.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import { startAppServer } from '../test/support/app-server';

const COUNT = 12;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A camera-like 12-MP JPEG: gradients and noise, ~3–5 MB. */
async function cameraJpeg(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 30},55%,65%)"/><stop offset="1" stop-color="hsl(${seed * 30 + 60},45%,30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

console.log(`Generating ${COUNT} JPEGs of ${WIDTH}×${HEIGHT}...`);
const files = await Promise.all(Array.from({ length: COUNT }, (_, i) => cameraJpeg(i)));
const totalMb = files.reduce((n, f) => n + f.length, 0) / 1024 / 1024;
console.log(`  ${totalMb.toFixed(1)} MB in all (${(totalMb / COUNT).toFixed(1)} MB each)`);

/**
 * The server runs on PostgreSQL, as in production (BENCH_DATABASE_URL, default the local
 * server, in a fresh database); `--pglite` measures the embedded default instead, whose WASM
 * database alone holds ~300 MB more.
 */
async function benchDatabaseUrl(): Promise<string> {
  if (process.argv.includes('--pglite')) return '';
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS escaparate_bench WITH (FORCE)');
  await client.query('CREATE DATABASE escaparate_bench');
  await client.end();
  const url = new URL(admin);
  url.pathname = '/escaparate_bench';
  return url.toString();
}

const databaseUrl = await benchDatabaseUrl();
console.log(`Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}`);
const server = await startAppServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
try {
  const origin = server.baseURL;
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'demo@escaparate.es', password: 'escaparate-demo' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, origin };
  const created = await fetch(`${origin}/api/listings`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bench: ático con terraza', energyStatus: 'in_progress' }),
  });
  const { listing } = (await created.json()) as { listing: { id: string } };
  const baseline = peakRssMb(server.pid);

  const started = performance.now();
  const times: number[] = [];
  const statuses = await Promise.all(
    files.map(async (bytes, i) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], `foto-${i + 1}.jpg`, { type: 'image/jpeg' }));
      const res = await fetch(`${origin}/api/listings/${listing.id}/photos`, {
        method: 'POST',
        headers,
        body: form,
      });
      times.push(performance.now() - started);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const total = (performance.now() - started) / 1000;
  const peak = peakRssMb(server.pid);
  const ok = statuses.filter((s) => s === 201).length;
  console.log('');
  console.log(`bench:photos  uploaded ${ok}/${COUNT} (statuses: ${[...new Set(statuses)].join(', ')})`);
  console.log(`  total time          ${total.toFixed(2)} s   (budget ≤ 10 s)`);
  console.log(
    `  first / last done   ${(Math.min(...times) / 1000).toFixed(2)} s / ${(Math.max(...times) / 1000).toFixed(2)} s`,
  );
  console.log(`  server peak RSS     ${peak} MB   (budget ≤ 600 MB; ${baseline} MB before the uploads)`);
  if (ok !== COUNT) process.exitCode = 1;
} finally {
  await server.stop();
}
