import sharp from 'sharp';

/** Sizes of phone and camera photos (2.8–3.9 MP), landscape mostly, one portrait. */
const SIZES: [number, number][] = [
  [2400, 1600],
  [2048, 1536],
  [2304, 1728],
  [1600, 2400],
];

/**
 * A room-like JPEG: lit wall, floor in perspective, a bright window, furniture with soft shadows
 * and sensor grain, so it compresses like a photo (~0.5–1.5 MB), not like a flat colour.
 */
export async function roomPhoto(seed: number): Promise<Buffer> {
  const [width, height] = SIZES[seed % SIZES.length]!;
  const hue = (seed * 37) % 360;
  const horizon = Math.round(height * (0.58 + (seed % 3) * 0.04));
  const win = { x: width * (0.12 + (seed % 4) * 0.1), y: height * 0.14, w: width * 0.28, h: height * 0.36 };
  const sofa = { x: width * 0.45, y: horizon - height * 0.12, w: width * 0.42, h: height * 0.2 };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x2="1" y2="0.3"><stop offset="0" stop-color="hsl(${hue},25%,88%)"/><stop offset="1" stop-color="hsl(${hue + 20},20%,62%)"/></linearGradient>
    <linearGradient id="floor" x2="0.2" y2="1"><stop offset="0" stop-color="hsl(30,35%,58%)"/><stop offset="1" stop-color="hsl(25,40%,30%)"/></linearGradient>
    <linearGradient id="sky" y2="1"><stop offset="0" stop-color="hsl(205,70%,78%)"/><stop offset="1" stop-color="hsl(190,40%,94%)"/></linearGradient>
    <radialGradient id="light" cx="${(win.x + win.w / 2) / width}" cy="0.6" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${width / 120}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <polygon points="0,${horizon} ${width},${horizon} ${width},${height} 0,${height}" fill="url(#floor)"/>
  ${Array.from({ length: 14 }, (_, i) => `<line x1="${(i * width) / 13}" y1="${horizon}" x2="${((i - 6.5) * width) / 5 + width / 2}" y2="${height}" stroke="hsl(25,30%,24%)" stroke-opacity="0.35" stroke-width="3"/>`).join('')}
  <rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#sky)" stroke="#f4f1ea" stroke-width="${width / 90}"/>
  <line x1="${win.x + win.w / 2}" y1="${win.y}" x2="${win.x + win.w / 2}" y2="${win.y + win.h}" stroke="#f4f1ea" stroke-width="${width / 160}"/>
  <ellipse cx="${sofa.x + sofa.w / 2}" cy="${sofa.y + sofa.h}" rx="${sofa.w * 0.55}" ry="${height * 0.03}" fill="#000" opacity="0.35" filter="url(#soft)"/>
  <rect x="${sofa.x}" y="${sofa.y}" width="${sofa.w}" height="${sofa.h}" rx="${width / 60}" fill="hsl(${hue + 180},30%,42%)"/>
  <rect x="${sofa.x + sofa.w * 0.05}" y="${sofa.y - sofa.h * 0.35}" width="${sofa.w * 0.9}" height="${sofa.h * 0.5}" rx="${width / 80}" fill="hsl(${hue + 180},28%,48%)"/>
  <circle cx="${width * 0.25}" cy="${horizon + height * 0.12}" r="${height * 0.07}" fill="hsl(${hue + 90},35%,55%)"/>
  <rect x="${width * 0.08}" y="${horizon - height * 0.02}" width="${width * 0.06}" height="${height * 0.3}" fill="hsl(100,30%,35%)" opacity="0.8"/>
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
