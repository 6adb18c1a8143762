import { readFileSync } from 'node:fs';
import type { PhotoView } from '../../src/shared/listings';
import { type RenderRequest, type RenderView, stagingApi } from '../../src/shared/staging';
import { FINISHES, SKIES, type StagingMode, type StagingModeChoice } from '../../src/shared/staging-modes';
import type { FakePrediction } from '../../test/support/fake-replicate';
import type { ApiCall } from './demo-listing';

/** One line of a bench's summary table; `pass` null: a figure with no budget. */
export interface BenchRow {
  figure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}

const ROOMS = ['salon', 'cocina', 'dormitorio', 'bano', 'comedor', 'terraza', 'despacho', 'infantil'];
const STYLES = ['nordic', 'industrial', 'boho', 'minimalist', 'mediterranean', 'classic'];

/**
 * Distinct render requests: every (photo, room, style) appears once, so neither the idempotency
 * of a repeated request nor the "variation already exists" rule merges or refuses any of them.
 * Up to photos × 8 rooms × 6 styles (576 for 12 photos).
 */
export function renderCombos(photos: PhotoView[]): RenderRequest[] {
  const combos: RenderRequest[] = [];
  for (let r = 0; r < ROOMS.length; r++)
    for (const style of STYLES)
      for (const [p, photo] of photos.entries())
        combos.push({ photoId: photo.id, use: 'residencial', room: ROOMS[(p + r) % ROOMS.length]!, style });
  return combos;
}

/** Every (photo, room) once, in the order renderCombos walks them (room rotating with the photo). */
export function photoRooms(photos: PhotoView[]): { photoId: string; room: string }[] {
  const pairs: { photoId: string; room: string }[] = [];
  for (let r = 0; r < ROOMS.length; r++)
    for (const [p, photo] of photos.entries())
      pairs.push({ photoId: photo.id, room: ROOMS[(p + r) % ROOMS.length]! });
  return pairs;
}

/** Each mode's options, one per distinct request: its finishes or its sky (none for empty). */
const MODE_OPTIONS: Record<Exclude<StagingMode, 'furnish'>, StagingModeChoice[]> = {
  empty: [{ mode: 'empty' }],
  renovate: [
    ...FINISHES.floor.map((f): StagingModeChoice => ({ mode: 'renovate', finishes: { floor: f.code } })),
    ...FINISHES.walls.map((f): StagingModeChoice => ({ mode: 'renovate', finishes: { walls: f.code } })),
  ],
  exterior: SKIES.map((sky): StagingModeChoice => ({ mode: 'exterior', sky })),
};

/**
 * Distinct requests of one mode, so idempotency merges none: furnishing's are renderCombos; the
 * other modes take no style, so every (photo, room) once per option (an emptied room: once). The
 * first photo's first room is the same in every mode (the microsite's mode switch needs one photo
 * and room with several modes). `skipPairs`: (photo, room) pairs kept out of "empty" (a chain's
 * empty step would otherwise reuse that render instead of predicting).
 */
export function modeCombos(
  photos: PhotoView[],
  mode: StagingMode,
  skipPairs: ReadonlySet<string> = new Set(),
): RenderRequest[] {
  if (mode === 'furnish') return renderCombos(photos);
  const combos: RenderRequest[] = [];
  for (const option of MODE_OPTIONS[mode])
    for (const pair of photoRooms(photos))
      if (!skipPairs.has(`${pair.photoId}:${pair.room}`))
        combos.push({ ...pair, use: 'residencial', mode: option });
  return combos;
}

export const requestRender = (call: ApiCall, listingId: string, body: RenderRequest) =>
  call<{ render: RenderView; created: boolean }>(stagingApi.renders(listingId), {
    method: 'POST',
    json: body,
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls one render until it has ended (its `completedAt` is the server's own timestamp). */
export async function renderEnded(call: ApiCall, id: string, everyMs = 20, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(everyMs)) {
    const { render } = await call<{ render: RenderView }>(stagingApi.render(id));
    if (!['queued', 'processing'].includes(render.status)) return render;
  }
  throw new Error(`Render ${id} still running after ${timeoutMs} ms`);
}

/** A prediction's own run in the fake (the model's time): created → completed, in ms. */
export const modelMs = (p: FakePrediction) => Date.parse(p.completed_at ?? '') - Date.parse(p.created_at);

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
};

/** CPU time the process has used so far (user + system), in ms; Linux counts it in 1/100 s. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's resident memory now, in MB. */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

/** The server's resident memory sampled every `everyMs` (Linux /proc), plus the kernel's own high-water mark. */
export function sampleRss(pid: number, everyMs = 200) {
  const samples: number[] = [statusMb(pid, 'VmRSS')];
  const timer = setInterval(() => {
    try {
      samples.push(statusMb(pid, 'VmRSS'));
    } catch {}
  }, everyMs);
  // Never what keeps the bench alive (a run that threw before `stop`).
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(statusMb(pid, 'VmRSS'));
      return { peakMb: Math.max(...samples), startMb: samples[0]!, samples: samples.length };
    },
    highWaterMb: () => statusMb(pid, 'VmHWM'),
  };
}

/** The server's log lines (pino JSON) with the given message, for the renders asked about. */
export function renderLogs(logs: string[], msg: string, renderIds: Set<string>): Record<string, number>[] {
  const lines = logs.join('').split('\n');
  const found: Record<string, number>[] = [];
  for (const line of lines) {
    if (!line.includes(msg)) continue;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === msg && renderIds.has(String(entry.renderId)))
        found.push(entry as Record<string, number>);
    } catch {}
  }
  return found;
}
