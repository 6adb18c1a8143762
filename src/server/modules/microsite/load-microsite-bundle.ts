import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MicrositeRenderer } from '../../../shared/microsite';
import type { SiteRenderer } from '../../../shared/site';
import type { Logger } from '../../logger';
import type { MicrositeAssets } from './microsite-document';

/** The microsite's server renderer and client assets, both produced by `npm run build`. */
export interface MicrositeBundle {
  renderer: MicrositeRenderer | null;
  assets: MicrositeAssets;
  /** The server-rendered site pages (blog, legal, contact): their renderer and inlined CSS. */
  site: { renderer: SiteRenderer | null; css: string };
}

const CLIENT_ENTRY = 'src/web/microsite/entry-client.tsx';
const SITE_CSS = 'src/web/site/site.css';

/**
 * Loads the built renderer (dist/microsite-ssr) at run time: the server never imports web source,
 * it runs the web's own build output (docs/decisions/008).
 */
export async function loadMicrositeBundle(root: string, logger: Logger): Promise<MicrositeBundle> {
  const ssrPath = join(root, 'dist/microsite-ssr/entry-server.js');
  const manifestPath = join(root, 'dist/web/.vite/microsite-manifest.json');
  if (!existsSync(ssrPath) || !existsSync(manifestPath)) {
    logger.warn('microsite not built: run `npm run build`');
    return { renderer: null, assets: { css: '', scriptUrl: null }, site: { renderer: null, css: '' } };
  }
  const mod = (await import(pathToFileURL(ssrPath).href)) as { micrositeRenderer: MicrositeRenderer };
  const siteMod = (await import(pathToFileURL(join(root, 'dist/microsite-ssr/site-server.js')).href)) as {
    siteRenderer: SiteRenderer;
  };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`microsite manifest has no ${CLIENT_ENTRY}`);
  const read = (f: string) => readFileSync(join(root, 'dist/web', f), 'utf8');
  const css = (entry.css ?? []).map(read).join('\n');
  const siteCss = manifest[SITE_CSS];
  if (!siteCss) throw new Error(`microsite manifest has no ${SITE_CSS}`);
  return {
    renderer: mod.micrositeRenderer,
    assets: { css, scriptUrl: `/${entry.file}` },
    site: { renderer: siteMod.siteRenderer, css: read(siteCss.file) },
  };
}
