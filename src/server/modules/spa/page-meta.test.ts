import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { defaultDescription, pageMetaByPath, pageMetas } from '../../../shared/page-meta';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { projectRoot } from '../../paths';
import { withPageMeta } from './page-shell';
import { webRoutes } from './web.routes';

const shellPath = join(projectRoot(), 'src/web/index.html');

/** The SPA routes over a dist folder holding the app's real index.html. */
function serveShell() {
  const dist = mkdtempSync(join(tmpdir(), 'escaparate-web-'));
  copyFileSync(shellPath, join(dist, 'index.html'));
  const deps = { logger: pino({ level: 'silent' }) } as unknown as AppDeps;
  return webRoutes(deps, dist);
}

const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('per-page title and description in the HTML the server sends', () => {
  const app = serveShell();

  it('the shell carries the generic description the app falls back to', () => {
    expect(description(readFileSync(shellPath, 'utf8'))).toBe(defaultDescription);
  });

  it('/features and /about carry their own, with or without a trailing slash', async () => {
    for (const [path, meta] of [
      [paths.features, pageMetas.features],
      [`${paths.features}/`, pageMetas.features],
      [paths.about, pageMetas.about],
    ] as const) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(title(html)).toBe(meta.title);
      expect(description(html)).toBe(meta.description);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    }
    expect(pageMetas.features.description).not.toBe(pageMetas.about.description);
  });

  it('every public page of the app has its own: landing, pricing, sign-in, sign-up, passwords', async () => {
    const expected = [
      [paths.home, pageMetas.home],
      [paths.pricing, pageMetas.pricing],
      [paths.auth.login, pageMetas.login],
      [paths.auth.register, pageMetas.register],
      [paths.auth.forgotPassword, pageMetas.forgotPassword],
      [paths.auth.resetPassword, pageMetas.resetPassword],
      [paths.auth.invitation.pattern, pageMetas.invitation],
    ] as const;
    for (const [path, meta] of expected) {
      // The reset link and a sign-in sent back from a page carry a query: the page is the same.
      const res = await app.request(`${path}?token=abc`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(title(html), path).toBe(meta.title);
      expect(description(html), path).toBe(meta.description);
    }
    const all = [...pageMetaByPath.values()];
    expect(new Set(all.map((m) => m.description)).size).toBe(all.length);
    expect(new Set(all.map((m) => m.title)).size).toBe(all.length);
    expect(all.map((m) => m.description)).not.toContain(defaultDescription);
    for (const meta of all) expect(meta.description.length).toBeLessThanOrEqual(200);
  });

  it('other pages keep the generic ones; an unknown path is a 404 with them', async () => {
    const dashboard = await (await app.request(paths.dashboard.home)).text();
    expect(description(dashboard)).toBe(defaultDescription);
    const missing = await app.request('/features-x');
    expect(missing.status).toBe(404);
    expect(description(await missing.text())).toBe(defaultDescription);
  });

  it('escapes what it writes and refuses a shell without the tags', () => {
    const html = withPageMeta(readFileSync(shellPath, 'utf8'), { title: 'A & <B>', description: 'say "hi"' });
    expect(title(html)).toBe('A &amp; &lt;B&gt;');
    expect(description(html)).toBe('say &quot;hi&quot;');
    expect(() => withPageMeta('<html></html>', pageMetas.about)).toThrow();
  });
});
