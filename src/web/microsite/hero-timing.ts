/**
 * The Element Timing name (`elementtiming`) of a page's prioritised photo, its hero: the entry
 * script waits for that photo's paint before it fetches the rest (entry-client.tsx).
 */
export const HERO_TIMING = 'hero';
