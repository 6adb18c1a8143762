import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MicrositeRenderer } from '../../../shared/microsite';
import type { Logger } from '../../logger';
import type { MicrositeAssets } from './microsite-document';

/** The microsite's server renderer and client assets, both produced by `npm run build`. */
export interface MicrositeBundle {
  renderer: MicrositeRenderer | null;
  assets: MicrositeAssets;
}

const CLIENT_ENTRY = 'src/web/microsite/entry-client.tsx';

/**
 * Loads the built renderer (dist/microsite-ssr) at run time: the server never imports web source,
 * it runs the web's own build output (docs/decisions/008).
 */
export async function loadMicrositeBundle(root: string, logger: Logger): Promise<MicrositeBundle> {
  const ssrPath = join(root, 'dist/microsite-ssr/entry-server.js');
  const manifestPath = join(root, 'dist/web/.vite/microsite-manifest.json');
  if (!existsSync(ssrPath) || !existsSync(manifestPath)) {
    logger.warn('microsite not built: run `npm run build`');
    return { renderer: null, assets: { css: '', scriptUrl: null } };
  }
  const mod = (await import(pathToFileURL(ssrPath).href)) as { micrositeRenderer: MicrositeRenderer };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`microsite manifest has no ${CLIENT_ENTRY}`);
  const css = (entry.css ?? []).map((f) => readFileSync(join(root, 'dist/web', f), 'utf8')).join('\n');
  return { renderer: mod.micrositeRenderer, assets: { css, scriptUrl: `/${entry.file}` } };
}
