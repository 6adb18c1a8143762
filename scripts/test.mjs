// `npm test`: everything CI runs — lint, typecheck, unit + API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests. Prints one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: 'lint', cmd: ['npx', 'biome', 'ci', '--error-on-warnings', '.'] },
  { name: 'module fences', cmd: ['node', 'scripts/check-module-imports.mjs'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', '.'] },
  {
    name: 'unit + API (PGlite)',
    vitest: 'pglite',
    cmd: ['npx', 'vitest', 'run'],
    env: { TEST_DB: 'pglite' },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API (PostgreSQL)',
    vitest: 'postgres',
    cmd: ['npx', 'vitest', 'run'],
    env: { TEST_DB: 'postgres' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}
steps.push({
  name: 'browser (Chromium)',
  vitest: 'e2e',
  cmd: ['npx', 'vitest', 'run', '-c', 'vitest.e2e.config.ts'],
});

let passed = 0;
let failed = 0;
const failedSteps = [];
/** Failed tests, repeated at the very end: CI logs are often read from the tail. */
const failures = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const args = [...step.cmd];
  if (step.vitest) {
    args.push(
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, `${step.vitest}.json`)}`,
    );
  }
  const res = spawnSync(args[0], args.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const file = step.vitest && join(reports, `${step.vitest}.json`);
  if (file && existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults ?? []) {
      const path = suite.name?.replace(root, '') ?? '?';
      const failedHere = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedHere) {
        const why = (t.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
        failures.push(`[${step.name}] ${path} › ${t.fullName ?? t.title}\n    ${why}`);
      }
      if (!failedHere.length && suite.status === 'failed') {
        failures.push(
          `[${step.name}] ${path}\n    ${(suite.message ?? '').split('\n').slice(0, 6).join('\n    ')}`,
        );
      }
    }
    if (report.numTotalTests === 0) failedSteps.push(`${step.name} (ran no test)`);
  }
  if (res.status !== 0) failedSteps.push(step.name);
}

console.log('');
if (failures.length) console.log(`Failed tests:\n${failures.join('\n')}\n`);
if (failedSteps.length) console.log(`Failed steps: ${[...new Set(failedSteps)].join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
