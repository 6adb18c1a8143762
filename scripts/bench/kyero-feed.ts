import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/*
 * The agency's CRM for bench:import: a Kyero v3 feed and its photos on 127.0.0.1. Every photo is a
 * distinct 1600×1200 JPEG drawn like a room (gradients, shapes, sensor grain: ~150–400 KB at quality
 * 85, compressing like a photo), generated once into a cache directory under the system's temporary
 * folder, keyed by PHOTO_VERSION (change it when the drawing changes).
 */

export const PHOTO_VERSION = 'v1';
const WIDTH = 1600;
const HEIGHT = 1200;
/** The date every property carries: a second sync with the same feed finds nothing changed. */
export const FEED_DATE = '2026-11-01 10:00:00';

const TOWNS: [string, string][] = [
  ['Madrid', 'Madrid'],
  ['Valencia', 'Valencia'],
  ['Málaga', 'Málaga'],
  ['Alicante', 'Alicante'],
  ['Sevilla', 'Sevilla'],
  ['Marbella', 'Málaga'],
  ['Zaragoza', 'Zaragoza'],
  ['Palma', 'Baleares'],
];
const TYPES = ['Apartment', 'Villa', 'Penthouse', 'Town House', 'Duplex', 'Studio'];
const FEATURES = [
  'Lift',
  'Terrace',
  'Air conditioning',
  'Communal pool',
  'Fitted wardrobes',
  'Sea views',
  'Garage',
];
const LETTERS = 'ABCDEFG';

export const photoCacheDir = () => join(tmpdir(), `escaparate-bench-import-photos-${PHOTO_VERSION}`);
export const photoName = (property: number, n: number) => `p${property}-${n}.jpg`;

/** Grain shared by every photo, each reading it from its own offset: distinct bytes, one pool. */
let grainPool: Buffer | null = null;
function grainAt(seed: number): Buffer {
  if (!grainPool) {
    grainPool = randomBytes(WIDTH * HEIGHT * 3 + 3 * 8192);
    // Uniform noise of ±38 around mid-grey (soft-light: mid-grey leaves the picture as it is).
    for (let i = 0; i < grainPool.length; i++) grainPool[i] = 128 + Math.round((grainPool[i]! - 128) * 0.3);
  }
  const offset = ((seed * 2713) % 8192) * 3;
  return grainPool.subarray(offset, offset + WIDTH * HEIGHT * 3);
}

/** The seed-th photo of the feed: a room with a wall, a floor, a window, furniture and grain. */
export async function feedPhoto(seed: number): Promise<Buffer> {
  const W = WIDTH;
  const H = HEIGHT;
  const hue = (seed * 37) % 360;
  const horizon = Math.round(H * (0.55 + (seed % 5) * 0.03));
  const win = {
    x: W * (0.08 + (seed % 7) * 0.07),
    y: H * (0.1 + (seed % 3) * 0.03),
    w: W * 0.26,
    h: H * 0.34,
  };
  const sofa = { x: W * (0.4 + (seed % 4) * 0.04), y: horizon - H * 0.12, w: W * 0.4, h: H * 0.2 };
  const lines = 10 + (seed % 8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="wall" x2="1" y2="0.3"><stop offset="0" stop-color="hsl(${hue},25%,88%)"/><stop offset="1" stop-color="hsl(${hue + 20},20%,60%)"/></linearGradient>
    <linearGradient id="floor" x2="0.2" y2="1"><stop offset="0" stop-color="hsl(${25 + (seed % 20)},35%,58%)"/><stop offset="1" stop-color="hsl(25,40%,28%)"/></linearGradient>
    <linearGradient id="sky" y2="1"><stop offset="0" stop-color="hsl(${195 + (seed % 30)},70%,76%)"/><stop offset="1" stop-color="hsl(190,40%,94%)"/></linearGradient>
    <radialGradient id="light" cx="${(win.x + win.w / 2) / W}" cy="0.6" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <polygon points="0,${horizon} ${W},${horizon} ${W},${H} 0,${H}" fill="url(#floor)"/>
  ${Array.from({ length: lines }, (_, i) => `<line x1="${(i * W) / (lines - 1)}" y1="${horizon}" x2="${((i - (lines - 1) / 2) * W) / 4 + W / 2}" y2="${H}" stroke="hsl(25,30%,22%)" stroke-opacity="0.35" stroke-width="3"/>`).join('')}
  <rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#sky)" stroke="#f4f1ea" stroke-width="${W / 90}"/>
  <line x1="${win.x + win.w / 2}" y1="${win.y}" x2="${win.x + win.w / 2}" y2="${win.y + win.h}" stroke="#f4f1ea" stroke-width="${W / 160}"/>
  <ellipse cx="${sofa.x + sofa.w / 2}" cy="${sofa.y + sofa.h}" rx="${sofa.w * 0.55}" ry="${H * 0.03}" fill="#000" opacity="0.3"/>
  <rect x="${sofa.x}" y="${sofa.y}" width="${sofa.w}" height="${sofa.h}" rx="${W / 60}" fill="hsl(${hue + 180},30%,42%)"/>
  <rect x="${sofa.x + sofa.w * 0.05}" y="${sofa.y - sofa.h * 0.35}" width="${sofa.w * 0.9}" height="${sofa.h * 0.5}" rx="${W / 80}" fill="hsl(${hue + 180},28%,48%)"/>
  <circle cx="${W * (0.2 + (seed % 6) * 0.02)}" cy="${horizon + H * 0.12}" r="${H * 0.07}" fill="hsl(${hue + 90},35%,55%)"/>
  <rect x="${W * 0.06}" y="${horizon - H * 0.02}" width="${W * 0.06}" height="${H * 0.3}" fill="hsl(100,30%,35%)" opacity="0.8"/>
  <rect x="${W * 0.7}" y="${H * 0.12}" width="${W * 0.14}" height="${H * 0.18}" fill="hsl(${(hue + 140) % 360},45%,50%)" stroke="#3a2a1a" stroke-width="8"/>
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: grainAt(seed), raw: { width: W, height: H, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Makes sure the cache holds every photo of `properties` × `perProperty`, drawing the missing ones
 * (several at once, written to a side name first so a run cut short leaves no half file).
 */
export async function ensureFeedPhotos(properties: number, perProperty: number) {
  const dir = photoCacheDir();
  mkdirSync(dir, { recursive: true });
  const missing: [number, number][] = [];
  for (let p = 0; p < properties; p++)
    for (let n = 0; n < perProperty; n++) if (!existsSync(join(dir, photoName(p, n)))) missing.push([p, n]);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [p, n] = missing[next++]!;
      const bytes = await feedPhoto(p * perProperty + n);
      const file = join(dir, photoName(p, n));
      writeFileSync(`${file}.part`, bytes);
      renameSync(`${file}.part`, file);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  let bytes = 0;
  for (let p = 0; p < properties; p++)
    for (let n = 0; n < perProperty; n++) bytes += readFileSync(join(dir, photoName(p, n))).length;
  return { dir, generated: missing.length, ms: performance.now() - started, bytes };
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A Kyero v3 feed of `properties` valid, publishable properties (sale, a town, surfaces, two energy
 * letters, descriptions in Spanish and English, catalogue features), each with `perProperty` photos.
 */
export function kyeroFeed(base: string, properties: number, perProperty: number): string {
  const body = Array.from({ length: properties }, (_, p) => {
    const [town, province] = TOWNS[p % TOWNS.length]!;
    const type = TYPES[p % TYPES.length]!;
    const features = FEATURES.filter((_, i) => (p + i) % 3 !== 0)
      .map((f) => `<feature>${xmlEscape(f)}</feature>`)
      .join('');
    const images = Array.from(
      { length: perProperty },
      (_, n) => `<image id="${n + 1}"><url>${base}/img/${photoName(p, n)}</url></image>`,
    ).join('');
    const beds = 1 + (p % 5);
    return `<property><id>BENCH-${p + 1}</id><date>${FEED_DATE}</date><ref>REF-${p + 1}</ref><price>${150_000 + p * 2_500}</price><currency>EUR</currency><price_freq>sale</price_freq><new_build>0</new_build><type>${type}</type><town>${xmlEscape(town)}</town><province>${xmlEscape(province)}</province><country>Spain</country><location><latitude>${(36.5 + (p % 50) * 0.1).toFixed(4)}</latitude><longitude>${(-5 + (p % 40) * 0.2).toFixed(4)}</longitude></location><beds>${beds}</beds><baths>${1 + (p % 3)}</baths><surface_area><built>${55 + (p % 150)}</built></surface_area><energy_rating><consumption>${LETTERS[p % 7]}</consumption><emissions>${LETTERS[(p + 2) % 7]}</emissions></energy_rating><desc><es>${xmlEscape(`${type === 'Villa' ? 'Chalet' : 'Vivienda'} de ${beds} dormitorios en ${town}, luminosa y bien comunicada, cerca de comercios, colegios y transporte público. Referencia ${p + 1}.`)}</es><en>${xmlEscape(`${beds}-bedroom home in ${town}, bright and well connected, close to shops, schools and public transport. Reference ${p + 1}.`)}</en></desc><features>${features}</features><images>${images}</images></property>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version></kyero>\n${body}\n</root>\n`;
}

/**
 * The CRM on 127.0.0.1: GET /feed.xml, and GET /img/{name} from the cache directory with an ETag,
 * answering 304 to a matching If-None-Match. Counts what it is asked.
 */
export async function startFeedServer(opts: { dir: string; properties: number; perProperty: number }) {
  const counts = { feedGets: 0, photoGets: 0, photoBodies: 0, photoNotModified: 0, photoBytes: 0 };
  let feed = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/feed.xml') {
      counts.feedGets++;
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(feed);
      return;
    }
    const name = /^\/img\/(p\d+-\d+\.jpg)$/.exec(url.pathname)?.[1];
    if (!name) return void res.writeHead(404).end('not found');
    counts.photoGets++;
    const etag = `"${PHOTO_VERSION}-${name}"`;
    if (req.headers['if-none-match'] === etag) {
      counts.photoNotModified++;
      return void res.writeHead(304, { etag }).end();
    }
    readFile(join(opts.dir, name)).then(
      (bytes) => {
        counts.photoBodies++;
        counts.photoBytes += bytes.length;
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length, etag }).end(bytes);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feed = kyeroFeed(base, opts.properties, opts.perProperty);
  return {
    feedUrl: `${base}/feed.xml`,
    feedBytes: Buffer.byteLength(feed),
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
