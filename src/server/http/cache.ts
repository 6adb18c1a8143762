/** The Cache-Control values the app sends, each with the reason it fits. */
export const cacheControl = {
  /** Content-hashed files (photos, logos, built assets): the bytes behind a URL never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and data that change at any time: always revalidated, answered by their ETag. */
  revalidate: 'no-cache',
  /**
   * A public microsite or agency page. Browsers revalidate every time (an edit shows at once; the
   * ETag makes that a 304); a CDN may answer from its copy for a minute and serve a stale one for
   * five more while it revalidates, so a poster's crowd reaches the origin about once a minute.
   * Never on anything of a signed-in member (`private`).
   */
  page: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  /** Answers that must never be reused (a QR scan is counted; a missing card may appear). */
  never: 'no-store',
  /** A member's own figures and leads: never cached, not even by the browser. */
  private: 'private, no-store',
  /** The catalogue of rooms and styles changes only with a deploy. */
  catalog: 'public, max-age=300',
  /** Plans and prices: a minute old at most. */
  plans: 'public, max-age=60',
  /** robots.txt: it changes only with a deploy; an hour keeps crawlers from asking on every visit. */
  robots: 'public, max-age=3600',
  /** A QR image: what it encodes never changes for a code. */
  qrImage: 'public, max-age=86400',
  /**
   * A link-preview card: a day fresh, then served stale for a week while revalidated. Its URL
   * carries `?v=`, so a changed card gets a new URL anyway, and the ETag answers with a 304.
   */
  ogImage: 'public, max-age=86400, stale-while-revalidate=604800',
  /**
   * A drawn demo picture: its URL has no version (the landing spells it), so a day fresh, then
   * stale for a week while revalidated; the ETag (the drawing's hash) answers with a 304.
   */
  demoImage: 'public, max-age=86400, stale-while-revalidate=604800',
  /** A blog cover drawn by code: same reasoning as a demo picture (no version in the URL, an ETag). */
  blogCover: 'public, max-age=86400, stale-while-revalidate=604800',
  /** The blog's pages and feed change only with a deploy: an hour fresh, then revalidated by ETag. */
  blogFeed: 'public, max-age=3600',
  /**
   * /favicon.ico: its URL cannot carry a version and the logo mark changes only with a rebrand,
   * so a month fresh, then a week stale while revalidated; the ETag answers with a 304.
   */
  favicon: 'public, max-age=2592000, stale-while-revalidate=604800',
} as const;

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
