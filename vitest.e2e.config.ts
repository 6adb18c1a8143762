import { defineConfig } from 'vitest/config';

// Browser tests: Debian Chromium (playwright-core) against the real built server.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/e2e-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A machine shared with other work can take seconds to hash a password or draw a page.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
    pool: 'forks',
    // One retry in CI: a browser test that fails twice is a real failure; one that fails once is
    // printed as flaky by the reporter and gets looked at.
    retry: process.env.CI ? 1 : 0,
  },
});
