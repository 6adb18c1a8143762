import type { PhotoSource } from './listings';

/**
 * The microsite's hydration data as it travels in the page (`#microsite-data`), inside the HTML's
 * budget (20 KB gzip for a complete ad). A photo's sources are one URL per width that differ only
 * in the width (`…/<photo>-<hash>-480.webp`), and their random ids barely compress: a list of them
 * travels as the URL's two halves and its widths and heights, and is rebuilt on parse. Anything
 * else, and a list whose URLs do not follow one pattern, travels as it is.
 */
interface PackedSources {
  /** The URL before and after the width. */
  u: [string, string];
  /** Width, height, width, height… */
  w: number[];
}

const isSource = (s: unknown): s is PhotoSource =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as PhotoSource).url === 'string' &&
  Number.isInteger((s as PhotoSource).width) &&
  Number.isInteger((s as PhotoSource).height);

export function packSources(sources: readonly unknown[]): PackedSources | null {
  if (!sources.length || !sources.every(isSource)) return null;
  const first = sources[0]!;
  const width = String(first.width);
  const at = first.url.lastIndexOf(width);
  if (at < 0) return null;
  const head = first.url.slice(0, at);
  const tail = first.url.slice(at + width.length);
  if (!sources.every((s) => s.url === `${head}${s.width}${tail}`)) return null;
  return { u: [head, tail], w: sources.flatMap((s) => [s.width, s.height]) };
}

const isPacked = (v: unknown): v is PackedSources =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Array.isArray((v as PackedSources).u) &&
  Array.isArray((v as PackedSources).w);

function unpackSources({ u: [head, tail], w }: PackedSources): PhotoSource[] {
  const sources: PhotoSource[] = [];
  for (let i = 0; i + 1 < w.length; i += 2)
    sources.push({ url: `${head}${w[i]}${tail}`, width: w[i]!, height: w[i + 1]! });
  return sources;
}

/** The data as JSON, every photo's `sources` packed where its URLs follow one pattern. */
export const stringifyHydration = (value: unknown): string =>
  JSON.stringify(value, (key, v: unknown) =>
    key === 'sources' && Array.isArray(v) ? (packSources(v) ?? v) : v,
  );

/** What `stringifyHydration` wrote, with every packed `sources` rebuilt. */
export const parseHydration = <T>(json: string): T =>
  JSON.parse(json, (key, v: unknown) => (key === 'sources' && isPacked(v) ? unpackSources(v) : v)) as T;
