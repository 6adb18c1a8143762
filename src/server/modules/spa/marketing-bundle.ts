import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MarketingRenderer } from '../../../shared/marketing';

/** The marketing pages' renderer, inlined stylesheet and the landing carousel's script. */
export interface MarketingBundle {
  renderer: MarketingRenderer;
  css: string;
  /** The island's module and the chunks it imports (preloaded), as URLs. */
  island: { src: string; preload: string[] };
}

const CSS_ENTRY = 'src/web/site/marketing/marketing.css';
const ISLAND_ENTRY = 'src/web/site/marketing/examples-island.tsx';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Loads what `npm run build` made for the marketing pages (dist/microsite-ssr and the marketing
 * manifest beside the web build); null when they are not built (the app's shell serves them then).
 */
export async function loadMarketingBundle(webDist: string): Promise<MarketingBundle | null> {
  const ssrPath = join(webDist, '../microsite-ssr/marketing-server.js');
  const manifestPath = join(webDist, '.vite/marketing-manifest.json');
  if (!existsSync(ssrPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = (name: string) => {
    const found = manifest[name];
    if (!found) throw new Error(`marketing manifest has no ${name}`);
    return found;
  };
  const island = entry(ISLAND_ENTRY);
  const mod = (await import(pathToFileURL(ssrPath).href)) as { marketingRenderer: MarketingRenderer };
  return {
    renderer: mod.marketingRenderer,
    css: readFileSync(join(webDist, entry(CSS_ENTRY).file), 'utf8'),
    island: {
      src: `/${island.file}`,
      preload: (island.imports ?? []).map((key) => `/${entry(key).file}`),
    },
  };
}
