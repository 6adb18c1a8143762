import { defineConfig } from 'vitest/config';
import { micrositePreact } from './build/preact-compat';

// Unit and API tests (node). TEST_DB=postgres runs the same API tests on TEST_DATABASE_URL.
// Web hook tests sit beside their hooks and ask for a DOM with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [micrositePreact()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/unit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/console-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's module cache instead of importing the app again for each file: the
    // run takes about half the time (imports were most of it). Each file still opens its own
    // database and app, and nothing may rely on a module's state left by another file.
    isolate: false,
  },
});
