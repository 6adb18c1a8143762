/**
 * Benchmark of the listing-photo pipeline: 12 phone-like 12-MP JPEGs submitted at once, processed with
 * the process-wide 2-slot limit, as the upload route does.
 *
 *   npx tsx scripts/bench-photo-pipeline.ts [--no-watermark] [--regenerate]
 *
 * The photos are generated once into the OS temp dir (outside the measured process); the measurement runs
 * in a fresh child process so the generator's memory does not count. Budget: ≤ 10 s total, ≤ 600 MB RSS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 12;
const WIDTH = 4000;
const HEIGHT = 3000;
const BUDGET_MS = 10_000;
const BUDGET_RSS_MB = 600;
const dir = join(tmpdir(), 'escaparate-bench-photos-v1');
const args = new Set(process.argv.slice(2));

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Gradients, waves, a few "objects" and film-grain-like noise: compresses like a phone photo (~4 MB). */
async function generatePhoto(seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { PHONE_EXIF } = await import('../test/support/images');
  let s = (seed * 2654435761) >>> 0 || 1;
  const rnd = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  const waveX = Float32Array.from({ length: WIDTH }, (_, x) => 30 * Math.sin(x / 37 + seed));
  const waveY = Float32Array.from({ length: HEIGHT }, (_, y) => 20 * Math.sin(y / 53 + seed));
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    const g = (y / HEIGHT) * 180 + 40 + waveY[y]!;
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      raw[i] = (x / WIDTH) * 200 + 30 + waveX[x]!;
      raw[i + 1] = g + 0.5 * waveX[(x + y) % WIDTH]!;
      raw[i + 2] = ((x + y) / (WIDTH + HEIGHT)) * 160 + 50;
    }
  }
  for (let k = 0; k < 40; k++) {
    const [bx, by, bw, bh] = [rnd() * WIDTH, rnd() * HEIGHT, rnd() * 800 + 100, rnd() * 600 + 100].map(
      Math.floor,
    );
    const colour = [rnd() * 255, rnd() * 255, rnd() * 255];
    for (let y = by!; y < Math.min(HEIGHT, by! + bh!); y++) {
      for (let x = bx!; x < Math.min(WIDTH, bx! + bw!); x++) {
        const i = (y * WIDTH + x) * 3;
        for (let c = 0; c < 3; c++) raw[i + c] = (raw[i + c]! + colour[c]!) / 2;
      }
    }
  }
  const noise = {
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3 as const,
      background: '#000', // ignored with noise, required by the type
      noise: { type: 'gaussian' as const, mean: 128, sigma: 15 },
    },
  };
  return (
    sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .blur(0.6)
      .composite([{ input: noise, blend: 'overlay' }])
      .withExif(PHONE_EXIF)
      // Every third photo is a portrait shot stored sideways, as phones do.
      .withMetadata({ orientation: seed % 3 === 0 ? 6 : 1 })
      .jpeg({ quality: 92 })
      .toBuffer()
  );
}

async function generateLogo(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect x="10" y="10" width="380" height="180" rx="30" fill="#0f766e"/><text x="200" y="125" font-size="72" text-anchor="middle" fill="#fff" font-family="sans-serif">LOGO</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function prepare(): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  for (let i = 1; i <= COUNT; i++) {
    const file = join(dir, `photo-${i}.jpg`);
    if (!args.has('--regenerate') && existsSync(file)) continue;
    writeFileSync(file, await generatePhoto(i));
  }
  const logo = join(dir, 'logo.png');
  if (!existsSync(logo)) writeFileSync(logo, await generateLogo());
  const t = performance.now() - t0;
  if (t > 100) console.log(`Generated test photos in ${(t / 1000).toFixed(1)} s → ${dir}`);
}

async function measure(): Promise<void> {
  const { processPhoto } = await import('../src/server/modules/photos/process-photo');
  const { withPhotoSlot, PHOTO_SLOTS } = await import('../src/server/modules/photos/photo-slots');
  const inputs = Array.from({ length: COUNT }, (_, i) => readFileSync(join(dir, `photo-${i + 1}.jpg`)));
  const watermark = args.has('--no-watermark') ? null : readFileSync(join(dir, 'logo.png'));
  const inputMb = mb(inputs.reduce((n, b) => n + b.length, 0));

  // Warm-up on a small image (loads libvips' codecs; the server does this on its first upload).
  const { default: sharp } = await import('sharp');
  await processPhoto(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
    { watermark },
  );

  const loadBefore = loadavg()[0]!;
  const rssAtStart = process.memoryUsage().rss;
  let peakRss = rssAtStart;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);

  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const perPhoto: number[] = [];
  const outputs = await Promise.all(
    inputs.map((input) =>
      withPhotoSlot(async () => {
        const start = performance.now();
        const photo = await processPhoto(input, { watermark });
        perPhoto.push(performance.now() - start);
        // The route would upload these and let them go: keep only the sizes.
        return {
          original: photo.original.buffer.length,
          derivatives: photo.derivatives.map((v) => v.buffer.length),
        };
      }),
    ),
  );
  const total = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  perPhoto.sort((a, b) => a - b);
  const p50 = perPhoto[Math.floor(perPhoto.length / 2)]!;
  const max = perPhoto[perPhoto.length - 1]!;
  const origMb = mb(outputs.reduce((n, o) => n + o.original, 0)) / COUNT;
  const varKb = outputs[0]!.derivatives.map((n) => `${Math.round(n / 1024)} KB`).join(' / ');
  const ok = total <= BUDGET_MS && mb(peakRss) <= BUDGET_RSS_MB;

  console.log(
    `${COUNT} photos ${WIDTH}×${HEIGHT} (${(inputMb / COUNT).toFixed(1)} MB each), ${PHOTO_SLOTS} slots, watermark: ${watermark ? 'yes' : 'no'}`,
  );
  console.log(`total:      ${(total / 1000).toFixed(2)} s   (budget ${BUDGET_MS / 1000} s)`);
  console.log(
    `CPU time:   ${cpuS.toFixed(1)} s (${((cpuS * 1000) / COUNT).toFixed(0)} ms per photo; ${availableParallelism()} cores, load average before ${loadBefore.toFixed(1)})`,
  );
  console.log(`per photo:  p50 ${p50.toFixed(0)} ms, max ${max.toFixed(0)} ms (time inside a slot)`);
  console.log(
    `peak RSS:   ${mb(peakRss).toFixed(0)} MB (at start ${mb(rssAtStart).toFixed(0)} MB; budget ${BUDGET_RSS_MB} MB)`,
  );
  console.log(`outputs:    original ~${origMb.toFixed(2)} MB JPEG; WebP 480/960/1600: ${varKb}`);
  console.log(ok ? 'OK: within budget' : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
}

if (args.has('--child')) {
  await measure();
} else {
  await prepare();
  // Measure in a fresh process (same tsx loader), so the generator's heap and buffers do not count.
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [...process.execArgv, self, ...args, '--child'], {
    stdio: 'inherit',
  });
  process.exitCode = child.status ?? 1;
}
