import { createHash } from 'node:crypto';
import type { Operation } from '../../../shared/listing-catalog';
import { paths } from '../../../shared/paths';

/**
 * What the link-preview card of a listing shows: change any of it and the version (so the
 * `?v=` of the og:image URL, the ETag and the cache key) changes with it.
 */
export interface OgInput {
  title: string;
  /** Whole euros (`listings.price`); null draws no price line. */
  price: number | null;
  /** A rent's price reads '1.200 €/mes'. */
  operation: Operation;
  city: string | null;
  /** `agencies.primaryColor` (`#rrggbb`); anything else falls back to the default colour. */
  primaryColor: string;
  /**
   * Public URL of the widest derivative of the listing's cover (`storage.publicUrl(key)`, as in
   * `PhotoView.sources`), null without photos. The cover is `listings.coverPhotoId` when that
   * photo still exists, else the first photo by position (`pickCover`). The URL, not the photo
   * id: a new agency logo re-renders the derivatives under new keys, and the card must follow.
   * On the public page (cover first): `widest(page.listing.photos[0]?.sources ?? [])?.url ?? null`.
   */
  coverUrl: string | null;
}

/** Bump when the card's design changes, so every cached card and preview is redrawn. */
export const OG_DESIGN_VERSION = 1;

/** Size of the card; Facebook, WhatsApp and X all ask for 1.91:1. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Short content hash (12 hex chars) of what the card shows. Pure; same answer everywhere. */
export function ogVersion(input: OgInput): string {
  const fields = [
    OG_DESIGN_VERSION,
    input.coverUrl,
    input.price,
    input.operation,
    input.title,
    input.city,
    input.primaryColor.toLowerCase(),
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 12);
}

/**
 * `/og/{slug}.jpg?v={version}`: relative, so prefix `env.PUBLIC_URL` for `og:image` (crawlers
 * need an absolute URL). The `v` makes WhatsApp and Facebook fetch a new card after a change.
 */
export function ogImagePath(slug: string, version: string): string {
  return `${paths.ogImage(slug)}?v=${encodeURIComponent(version)}`;
}

/** The widest of some derivatives or sources (`PhotoDerivative[]`, `PhotoSource[]`); null if none. */
export function widest<T extends { width: number }>(items: readonly T[]): T | null {
  return items.reduce<T | null>((best, item) => (best && best.width >= item.width ? best : item), null);
}
