import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../context';
import { projectRoot } from '../../paths';
import { webRoutes } from './web.routes';

/** The SPA routes over a built-looking dist: a script and its source map. */
function serve(nodeEnv: 'production' | 'development') {
  const dist = mkdtempSync(join(tmpdir(), 'escaparate-maps-'));
  mkdirSync(join(dist, 'assets'));
  copyFileSync(join(projectRoot(), 'src/web/index.html'), join(dist, 'index.html'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.tsx"]}');
  const deps = { logger: pino({ level: 'silent' }), env: { NODE_ENV: nodeEnv } } as unknown as AppDeps;
  return webRoutes(deps, dist);
}

describe('source maps of the built web app', () => {
  it('are not served in production; the scripts are', async () => {
    const app = serve('production');
    expect((await app.request('/assets/index-abc123.js')).status).toBe(200);
    const map = await app.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.tsx');
  });

  it('are served in development, for the browser tools', async () => {
    expect((await serve('development').request('/assets/index-abc123.js.map')).status).toBe(200);
  });
});
