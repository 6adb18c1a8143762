/**
 * In-process wake-ups for render jobs. A job follows its prediction by polling every
 * STAGING_POLL_MS; when the provider's webhook ends the render in this same process, the job
 * need not sleep until its next poll to notice (and keep a STAGING_CONCURRENCY slot busy
 * meanwhile): the webhook wakes it. On another instance, the poll still finds the end.
 */
const sleepers = new Map<string, Set<() => void>>();

/** The render has ended here (webhook): its job, if it is sleeping in this process, looks now. */
export function wakeRenderJob(renderId: string): void {
  const waiting = sleepers.get(renderId);
  if (!waiting) return;
  sleepers.delete(renderId);
  for (const wake of waiting) wake();
}

/** Sleeps `ms` with `sleep`, or less when `wakeRenderJob(renderId)` is called meanwhile. */
export async function sleepUnlessWoken(
  renderId: string,
  ms: number,
  sleep: (ms: number) => Promise<void>,
): Promise<void> {
  let wake = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const waiting = sleepers.get(renderId) ?? new Set();
  waiting.add(wake);
  sleepers.set(renderId, waiting);
  try {
    await Promise.race([sleep(ms), woken]);
  } finally {
    waiting.delete(wake);
    if (!waiting.size && sleepers.get(renderId) === waiting) sleepers.delete(renderId);
  }
}
