import type { BlogCoverMotif } from '../../../shared/blog';
import { seededRandom } from '../../lib/seeded-random';

/** The colours a motif is drawn with: the category's, a dark ink and paper white. */
export interface MotifColors {
  main: string;
  soft: string;
  ink: string;
  paper: string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

/** A QR-like grid of modules (not a readable code: a picture of one), with its three finder squares. */
function qrPattern(x: number, y: number, size: number, ink: string, seed: number): string {
  const n = 21;
  const m = size / n;
  const random = seededRandom(seed);
  const inFinder = (i: number, j: number) =>
    (i < 8 && j < 8) || (i >= n - 8 && j < 8) || (i < 8 && j >= n - 8);
  const cells: string[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (!inFinder(i, j) && random() < 0.45) cells.push(rect(x + i * m, y + j * m, m, m, ink));
    }
  }
  const finder = (fx: number, fy: number) =>
    rect(fx, fy, 7 * m, 7 * m, ink) +
    rect(fx + m, fy + m, 5 * m, 5 * m, '#ffffff') +
    rect(fx + 2 * m, fy + 2 * m, 3 * m, 3 * m, ink);
  return `${cells.join('')}${finder(x, y)}${finder(x + (n - 7) * m, y)}${finder(x, y + (n - 7) * m)}`;
}

function qr(c: MotifColors, seed: number): string {
  return [
    // The shop window and its frame.
    rect(330, 110, 540, 430, c.ink, 'rx="18"'),
    rect(350, 130, 500, 390, '#dbeafe', 'rx="8"'),
    `<path d="M350 130 L520 130 L350 330 Z" fill="#ffffff" fill-opacity="0.5"/>`,
    // The A4 poster hanging in it.
    rect(450, 160, 300, 330, c.paper, 'rx="6"'),
    rect(475, 185, 250, 100, c.main, 'rx="4"'),
    rect(475, 300, 150, 14, c.ink, 'rx="7"'),
    rect(475, 326, 110, 12, '#9ca3af', 'rx="6"'),
    qrPattern(620, 360, 105, c.ink, seed),
    rect(475, 360, 120, 22, c.main, 'rx="11"'),
    rect(475, 395, 95, 12, '#9ca3af', 'rx="6"'),
    // A phone scanning it.
    rect(820, 300, 150, 270, c.ink, 'rx="22"'),
    rect(832, 322, 126, 226, c.paper, 'rx="10"'),
    qrPattern(850, 380, 90, c.main, seed + 1),
  ].join('');
}

function staging(c: MotifColors): string {
  return [
    rect(250, 470, 700, 24, c.ink, 'rx="6"'),
    // Picture frame and lamp.
    rect(300, 150, 170, 120, c.paper, `rx="6" stroke="${c.ink}" stroke-width="10"`),
    `<path d="M320 250 L380 190 L420 230 L440 210 L455 250 Z" fill="${c.main}"/>`,
    rect(845, 230, 8, 240, c.ink),
    `<path d="M800 230 L900 230 L875 160 L825 160 Z" fill="${c.main}"/>`,
    // The sofa.
    rect(380, 300, 420, 110, c.main, 'rx="26"'),
    rect(350, 340, 70, 120, c.main, 'rx="22"'),
    rect(760, 340, 70, 120, c.main, 'rx="22"'),
    rect(410, 330, 360, 60, c.paper, 'rx="14" fill-opacity="0.35"'),
    rect(390, 455, 14, 20, c.ink),
    rect(776, 455, 14, 20, c.ink),
    // The AI sparkle.
    `<path d="M600 120 L614 156 L650 170 L614 184 L600 220 L586 184 L550 170 L586 156 Z" fill="${c.ink}"/>`,
    `<path d="M680 100 L686 116 L702 122 L686 128 L680 144 L674 128 L658 122 L674 116 Z" fill="${c.ink}"/>`,
  ].join('');
}

/** The standard A (green) to G (red) scale of the energy label. */
const ENERGY = ['#00a651', '#4cb848', '#bfd730', '#fff200', '#fdb913', '#f37021', '#ed1c24'];

function energy(c: MotifColors): string {
  const bars = ENERGY.map((color, i) => {
    const y = 115 + i * 58;
    const w = 260 + i * 70;
    const letter = 'ABCDEFG'[i];
    return (
      `<path d="M300 ${y} h${w} l26 24 l-26 24 h-${w} Z" fill="${color}"/>` +
      `<text x="320" y="${y + 36}" font-size="34" font-weight="700" fill="${i === 3 ? c.ink : '#ffffff'}">${letter}</text>`
    );
  }).join('');
  // The listing's letter, pointed at from the right.
  const marker = `<path d="M800 231 l-40 24 l40 24 h70 v-48 Z" fill="${c.ink}"/><text x="806" y="267" font-size="34" font-weight="700" fill="#ffffff">C</text>`;
  return bars + marker;
}

function clock(c: MotifColors): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x1 = 480 + Math.sin(a) * 150;
    const y1 = 320 - Math.cos(a) * 150;
    const x2 = 480 + Math.sin(a) * 128;
    const y2 = 320 - Math.cos(a) * 128;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${c.ink}" stroke-width="8" stroke-linecap="round"/>`;
  }).join('');
  return [
    `<circle cx="480" cy="320" r="180" fill="${c.paper}" stroke="${c.ink}" stroke-width="16"/>`,
    `<path d="M480 320 L480 140 A180 180 0 0 1 636 230 Z" fill="${c.main}" fill-opacity="0.85"/>`,
    ticks,
    `<line x1="480" y1="320" x2="480" y2="205" stroke="${c.ink}" stroke-width="14" stroke-linecap="round"/>`,
    `<line x1="480" y1="320" x2="575" y2="320" stroke="${c.ink}" stroke-width="14" stroke-linecap="round"/>`,
    `<circle cx="480" cy="320" r="14" fill="${c.ink}"/>`,
    // The reply bubble.
    `<path d="M700 170 h260 a30 30 0 0 1 30 30 v110 a30 30 0 0 1 -30 30 h-180 l-50 45 v-45 h-30 a30 30 0 0 1 -30 -30 v-110 a30 30 0 0 1 30 -30 Z" fill="${c.main}"/>`,
    rect(720, 210, 200, 18, c.paper, 'rx="9"'),
    rect(720, 245, 240, 18, c.paper, 'rx="9"'),
    rect(720, 280, 150, 18, c.paper, 'rx="9"'),
  ].join('');
}

function chart(c: MotifColors): string {
  const heights = [110, 170, 140, 230, 200, 300];
  const bars = heights.map((h, i) => rect(330 + i * 95, 480 - h, 62, h, i === 5 ? c.main : c.ink, 'rx="8"'));
  const points = heights.map((h, i) => `${361 + i * 95},${440 - h}`).join(' ');
  return [
    rect(290, 480, 620, 10, c.ink, 'rx="5"'),
    rect(290, 110, 10, 380, c.ink, 'rx="5"'),
    ...bars,
    `<polyline points="${points}" fill="none" stroke="${c.main}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`,
    ...heights.map(
      (h, i) =>
        `<circle cx="${361 + i * 95}" cy="${440 - h}" r="13" fill="${c.paper}" stroke="${c.main}" stroke-width="8"/>`,
    ),
  ].join('');
}

function camera(c: MotifColors): string {
  return [
    rect(420, 90, 260, 460, c.ink, 'rx="36"'),
    rect(438, 120, 224, 400, c.paper, 'rx="16"'),
    // A room seen on the screen, with the grid a careful photographer turns on.
    rect(438, 360, 224, 160, c.soft),
    `<path d="M470 360 L470 250 L550 190 L630 250 L630 360 Z" fill="${c.main}"/>`,
    rect(530, 290, 40, 70, c.paper),
    `<path d="M513 120 V520 M587 120 V520 M438 253 H662 M438 387 H662" stroke="${c.ink}" stroke-width="3" stroke-opacity="0.35"/>`,
    // The sun: natural light.
    `<circle cx="820" cy="200" r="60" fill="${c.main}"/>`,
    ...Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${(820 + Math.cos(a) * 82).toFixed(1)}" y1="${(200 + Math.sin(a) * 82).toFixed(1)}" x2="${(820 + Math.cos(a) * 112).toFixed(1)}" y2="${(200 + Math.sin(a) * 112).toFixed(1)}" stroke="${c.main}" stroke-width="12" stroke-linecap="round"/>`;
    }),
  ].join('');
}

function storefront(c: MotifColors): string {
  const stripes = Array.from({ length: 8 }, (_, i) =>
    rect(260 + i * 85, 110, 85, 70, i % 2 ? c.paper : c.main),
  ).join('');
  return [
    rect(240, 170, 720, 360, c.paper, `stroke="${c.ink}" stroke-width="12"`),
    stripes,
    `<path d="M260 180 q42.5 40 85 0 q42.5 40 85 0 q42.5 40 85 0 q42.5 40 85 0 q42.5 40 85 0 q42.5 40 85 0 q42.5 40 85 0 q42.5 40 85 0 Z" fill="${c.main}"/>`,
    rect(290, 250, 400, 250, '#dbeafe', `stroke="${c.ink}" stroke-width="8"`),
    rect(320, 280, 100, 140, c.paper, `stroke="${c.ink}" stroke-width="4"`),
    rect(440, 280, 100, 140, c.paper, `stroke="${c.ink}" stroke-width="4"`),
    rect(560, 280, 100, 140, c.paper, `stroke="${c.ink}" stroke-width="4"`),
    rect(335, 295, 70, 50, c.main),
    rect(455, 295, 70, 50, c.main),
    rect(575, 295, 70, 50, c.main),
    rect(730, 250, 190, 280, c.ink),
    `<circle cx="895" cy="395" r="9" fill="${c.paper}"/>`,
  ].join('');
}

/** The picture of a motif in the 1200×630 cover; `seed` varies what is drawn at random. */
export function drawMotif(motif: BlogCoverMotif, colors: MotifColors, seed: number): string {
  switch (motif) {
    case 'qr':
      return qr(colors, seed);
    case 'staging':
      return staging(colors);
    case 'energy':
      return energy(colors);
    case 'clock':
      return clock(colors);
    case 'chart':
      return chart(colors);
    case 'camera':
      return camera(colors);
    case 'storefront':
      return storefront(colors);
  }
}
