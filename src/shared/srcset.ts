import type { PhotoSource } from './listings';

/**
 * `srcset` of some image sizes (`url 480w, url 960w`); empty when there are none. Its own module:
 * the microsite bundle takes it without the schemas of the rest of src/shared.
 */
export const srcSetOf = (sources: readonly PhotoSource[]): string =>
  sources.map((s) => `${s.url} ${s.width}w`).join(', ');

/** The narrowest size (for a small thumbnail), else `fallback`. */
export const smallestUrl = (sources: readonly PhotoSource[], fallback: string | null): string | null =>
  sources[0]?.url ?? fallback;
