import { parseHydration } from '../../src/shared/hydration-json';
import type { MicrositePage } from '../../src/shared/microsite';

/** The hydration data a microsite page's HTML carries (`#microsite-data`), read as the client reads it. */
export function micrositeData<T extends MicrositePage = Extract<MicrositePage, { kind: 'listing' }>>(
  html: string,
): T {
  const json = /<script type="application\/json" id="microsite-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('The page has no hydration data');
  return parseHydration<T>(json);
}
