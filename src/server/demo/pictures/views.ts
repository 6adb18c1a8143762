import { type Canvas, ellipse, path, random, rect, shade } from './canvas';
import type { Camera } from './projection';

/** What a window looks out on. */
export type View = 'city' | 'sea' | 'street';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Sky from zenith to a hazy horizon at the camera's eye level. */
function sky(cv: Canvas, b: Box, horizon: number, top: string, haze: string): string {
  return rect(
    b.x,
    b.y,
    b.w,
    b.h,
    cv.linear(
      [
        [0, top],
        [1, haze],
      ],
      [0, horizon - 420],
      [0, horizon],
    ),
  );
}

function cloud(cv: Canvas, x: number, y: number, s: number): string {
  const soft = cv.radial(
    [
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ],
    [x, y],
    s,
    s * 0.32,
  );
  return ellipse(x, y, s, s * 0.32, soft);
}

/** Madrid from a fifth floor: the street's façades, roofs and a far, pale skyline. */
function city(cv: Canvas, c: Camera, b: Box, seed: number): string {
  const rand = random(seed);
  const horizon = c.cy;
  const out = [sky(cv, b, horizon, '#9cc2dd', '#e9eef0'), cloud(cv, b.x + b.w * 0.3, horizon - 300, 160)];
  // Far skyline: low, pale, many blocks.
  let d = `M${b.x} ${horizon + 30}`;
  for (let x = b.x; x < b.x + b.w; x += 18 + rand() * 30)
    d += `V${horizon - 8 - rand() * 46}h${14 + rand() * 26}`;
  out.push(path(`${d}V${horizon + 30}Z`, '#c4d0d6'));
  // Façades across the street, warm Madrid ochres and brick.
  const palette = ['#ead8bc', '#dcc0a0', '#f1e4cf', '#c99a7a', '#e3cfb0'];
  let x = b.x - rand() * 60;
  while (x < b.x + b.w) {
    const w = 140 + rand() * 160;
    const top = horizon - 40 - rand() * 150;
    const colour = palette[Math.floor(rand() * palette.length)]!;
    out.push(rect(x, top, w + 2, b.y + b.h - top, colour));
    out.push(rect(x, top - 10, w + 2, 12, shade(colour, -0.18)));
    for (let y = top + 34; y < b.y + b.h; y += 72) {
      for (let wx = x + 22; wx < x + w - 30; wx += 52) {
        out.push(rect(wx, y, 20, 38, shade(colour, -0.32), 'fill-opacity="0.75"'));
        out.push(rect(wx - 5, y + 38, 30, 3, shade(colour, -0.45), 'fill-opacity="0.6"'));
      }
    }
    x += w;
  }
  // Street trees below the window.
  for (let tx = b.x - 40; tx < b.x + b.w + 40; tx += 70 + rand() * 60) {
    const ty = b.y + b.h - 10 - rand() * 50;
    out.push(ellipse(tx, ty, 70, 55, '#8faa7c'), ellipse(tx + 30, ty + 20, 55, 40, '#7d9a6c'));
  }
  return out.join('');
}

/** The Mediterranean from a top floor: haze, a far coast, a calm sea with a few glints. */
function sea(cv: Canvas, c: Camera, b: Box, seed: number): string {
  const rand = random(seed);
  const horizon = c.cy;
  const sunX = b.x + b.w * 0.7;
  const out = [
    sky(cv, b, horizon, '#8dbad8', '#f4eadc'),
    ellipse(
      sunX,
      horizon - 180,
      420,
      300,
      cv.radial(
        [
          [0, '#fff6df', 0.9],
          [1, '#fff6df', 0],
        ],
        [sunX, horizon - 180],
        420,
        300,
      ),
    ),
    cloud(cv, b.x + b.w * 0.25, horizon - 260, 190),
    path(
      `M${b.x - 20} ${horizon}C${b.x + 120} ${horizon - 44} ${b.x + 260} ${horizon - 58} ${b.x + 420} ${horizon - 20}S${b.x + 600} ${horizon - 6} ${b.x + 760} ${horizon}Z`,
      '#b7c6cc',
    ),
    rect(
      b.x,
      horizon,
      b.w,
      b.y + b.h - horizon,
      cv.linear(
        [
          [0, '#9cc3d3'],
          [0.25, '#6fa6c2'],
          [1, '#3f7ea4'],
        ],
        [0, horizon],
        [0, horizon + 380],
      ),
    ),
  ];
  for (let i = 0; i < 28; i++) {
    const y = horizon + 6 + rand() ** 2 * 260;
    const w = 8 + (y - horizon) * 0.18 * rand();
    out.push(rect(sunX - 160 + rand() * 320, y, w, 2, '#ffffff', 'fill-opacity="0.55"'));
  }
  // A sail far out.
  const sx = b.x + b.w * 0.42;
  out.push(path(`M${sx} ${horizon - 2}l9 -26l5 26Z`, '#ffffff'), rect(sx - 4, horizon - 2, 20, 3, '#5a6f7a'));
  return out.join('');
}

/** A Valencian street seen through a shop window: the façade opposite, a tree, the pavement. */
function street(cv: Canvas, c: Camera, b: Box, seed: number): string {
  const rand = random(seed);
  const foot = c.cy + (c.f * c.y) / 16;
  const out = [
    sky(cv, b, c.cy, '#a9cde3', '#eef1ee'),
    rect(b.x, b.y, b.w, foot - b.y, '#efe0c4'),
    rect(b.x, foot - 118, b.w, 118, '#d9c3a0'),
  ];
  for (let x = b.x + 20; x < b.x + b.w; x += 150) {
    out.push(rect(x, foot - 100, 74, 100, '#8b6f58'), rect(x + 6, foot - 94, 62, 90, '#a98a6e'));
    for (let y = foot - 300; y > b.y - 200; y -= 190) {
      out.push(rect(x + 4, y, 66, 110, '#7e8f93'), rect(x - 8, y + 110, 90, 8, '#6f6259'));
      out.push(rect(x - 8, y + 70, 90, 2, '#6f6259'), rect(x + 4, y, 66, 4, '#f7efe0'));
    }
  }
  out.push(
    rect(
      b.x,
      foot,
      b.w,
      b.y + b.h - foot,
      cv.linear(
        [
          [0, '#b7b2a9'],
          [1, '#cfc9be'],
        ],
        [0, foot],
        [0, b.y + b.h],
      ),
    ),
  );
  // An orange tree, as on every Ruzafa pavement.
  const tx = b.x + b.w * (0.62 + rand() * 0.1);
  out.push(rect(tx - 7, foot - 150, 14, 190, '#6b5644'));
  for (const [dx, dy, r] of [
    [0, -230, 105],
    [-70, -180, 70],
    [75, -175, 75],
  ] as const)
    out.push(ellipse(tx + dx, foot + dy, r, r * 0.85, '#6f8f5a'));
  for (let i = 0; i < 12; i++)
    out.push(ellipse(tx - 90 + rand() * 180, foot - 290 + rand() * 150, 7, 7, '#e69a3c'));
  return out.join('');
}

/** Draws the view inside `b` (the caller clips it to the glass). */
export function drawView(cv: Canvas, c: Camera, view: View, b: Box, seed = 7): string {
  if (view === 'sea') return sea(cv, c, b, seed);
  if (view === 'street') return street(cv, c, b, seed);
  return city(cv, c, b, seed);
}
