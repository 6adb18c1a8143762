/**
 * Runs every clean-up of a bench (server, fakes, browser, database), each even when an earlier one
 * threw; a throw is printed and counts as a failure of the run.
 */
export async function runCleanups(cleanups: (() => unknown)[], failures: string[]): Promise<void> {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
      failures.push('clean-up');
    }
  }
}
