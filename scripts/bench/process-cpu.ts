import { readdirSync, readFileSync } from 'node:fs';

/*
 * Where a process's CPU time goes, from Linux /proc: per thread name (the main thread, libuv's
 * workers, libvips's threads…) and the whole machine's busy share, to read a bench's wall time
 * against what the cores did meanwhile.
 */

/** user + system ticks (1/100 s) of a /proc …/stat line. */
const ticksOf = (stat: string) => {
  // Fields after the command name (which may hold spaces): utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * CPU ms used so far by each live thread of `pid`, summed per thread name (digits folded: "vips-3" →
 * "vips-#"); the main thread on its own line.
 */
export function threadCpuMs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      // The main thread (JavaScript, PGlite's WASM) apart from its namesakes (libuv's pool, V8's workers).
      const name =
        tid === String(pid)
          ? 'main thread'
          : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim().replace(/\d+/g, '#');
      const ms = ticksOf(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')) * 10;
      byName.set(name, (byName.get(name) ?? 0) + ms);
    } catch {}
  }
  return byName;
}

/** The CPU each thread name used between two `threadCpuMs` readings, largest first. */
export function threadCpuBetween(
  before: Map<string, number>,
  after: Map<string, number>,
): [string, number][] {
  return [...after]
    .map(([name, ms]): [string, number] => [name, ms - (before.get(name) ?? 0)])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** The machine's CPU ticks so far (all cores): busy and total. */
export function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/** The machine's busy share between two readings (0–1 of all cores). */
export const busyShare = (a: ReturnType<typeof machineTicks>, b: ReturnType<typeof machineTicks>) =>
  (b.busy - a.busy) / Math.max(1, b.total - a.total);
