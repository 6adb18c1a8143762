import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pageMetas } from '../../../shared/page-meta';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { projectRoot } from '../../paths';
import { webRoutes } from './web.routes';

const ORIGIN = 'https://escaparate.test';

/**
 * A build with the app's shell and a marketing bundle whose renderer writes the page's kind: what
 * the routes do with the pages, not the pages themselves (the e2e tests read those).
 */
function serveBuilt() {
  const root = mkdtempSync(join(tmpdir(), 'escaparate-marketing-'));
  const web = join(root, 'web');
  mkdirSync(join(web, '.vite'), { recursive: true });
  mkdirSync(join(root, 'microsite-ssr'));
  copyFileSync(join(projectRoot(), 'src/web/index.html'), join(web, 'index.html'));
  writeFileSync(
    join(root, 'microsite-ssr/marketing-server.js'),
    "export const marketingRenderer = { render: (page, path) => '<main id=\"main\">' + page.kind + ' ' + path + '</main>' };",
  );
  writeFileSync(join(web, 'm.css'), 'body{color:red}');
  writeFileSync(
    join(web, '.vite/marketing-manifest.json'),
    JSON.stringify({
      'src/web/site/marketing/marketing.css': { file: 'm.css' },
      'src/web/site/marketing/examples-island.tsx': { file: 'assets/island.js', imports: ['_c'] },
      _c: { file: 'assets/chunk.js' },
    }),
  );
  const deps = {
    logger: pino({ level: 'silent' }),
    env: { PUBLIC_URL: ORIGIN, NODE_ENV: 'test' },
  } as unknown as AppDeps;
  return webRoutes(deps, web);
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the marketing pages, server-rendered', () => {
  const app = serveBuilt();

  it('/, /features and /about: the rendered page with its link-preview tags, no app shell', async () => {
    for (const [path, kind, m] of [
      [paths.home, 'landing', pageMetas.home],
      [paths.features, 'features', pageMetas.features],
      [`${paths.about}/`, 'about', pageMetas.about],
    ] as const) {
      const res = await app.request(path, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<main id="main">${kind} `);
      expect(html).not.toContain('id="root"');
      expect(html).toContain(`<title>${m.title}</title>`);
      const url = `${ORIGIN}${path.replace(/\/$/, '') || '/'}`;
      expect(meta(html, 'og:url')).toBe(url);
      expect(html).toContain(`<link rel="canonical" href="${url}">`);
      expect(meta(html, 'og:title')).toBe(m.title);
      expect(meta(html, 'og:description')).toBe(m.description);
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'robots')).toBeUndefined();
      expect(html).toContain('<style>body{color:red}</style>');
      // Only the landing has a script: its carousel, with the chunk it imports preloaded.
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((x) => x[1]);
      expect(scripts).toEqual(kind === 'landing' ? ['/assets/island.js'] : []);
      if (kind === 'landing') expect(html).toContain('<link rel="modulepreload" href="/assets/chunk.js">');
    }
  });

  it('an unknown path: the rendered 404 with HTTP 404, not indexed, no canonical', async () => {
    const res = await app.request('/no-existe');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<main id="main">not-found ');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
  });

  it("the app's screens, and /pricing for a signed-in visitor, stay the app's shell", async () => {
    const dashboard = await app.request(paths.dashboard.home);
    expect(await dashboard.text()).toContain('id="root"');
    const pricing = await app.request(paths.pricing, {
      headers: { cookie: 'theme=x; better-auth.session_token=abc' },
    });
    expect(pricing.status).toBe(200);
    expect(pricing.headers.get('vary')).toBe('Cookie');
    const html = await pricing.text();
    expect(html).toContain('id="root"');
    expect(html).toContain(`<title>${pageMetas.pricing.title}</title>`);
  });
});
