/**
 * Every storage key the app builds, in one place. Public keys are content-hashed (a new file is
 * a new URL, so the old one can be cached for good); keys under PRIVATE_PREFIX are stored but
 * never served (uploads.routes.ts), and a CDN in front of the bucket must not serve them either.
 */
export const PRIVATE_PREFIX = 'private/';

export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);

/** A listing's served files: its photos' WebP derivatives (public once it is published) and renders. */
export const listingFolder = (listingId: string) => `listings/${listingId}/`;

/** A listing's private files: the photo originals (kept for AI staging) and its link-preview cards. */
export const privateListingFolder = (listingId: string) => `${PRIVATE_PREFIX}${listingFolder(listingId)}`;

/** One width of a photo's public derivative; `tag` changes with the photo and its watermark. */
export const photoDerivativeKey = (listingId: string, photoId: string, tag: string, width: number) =>
  `${listingFolder(listingId)}${photoId}-${tag}-${width}.webp`;

/**
 * A render's staged image, under the listing's folder so deleting the listing removes it, named by
 * render and content hash. /uploads serves it to everyone once approved on a published listing,
 * before that to the agency's members only (modules/media/file-access.ts).
 */
export const stagedImageKey = (listingId: string, renderId: string, contentHash: string, ext: string) =>
  `${listingFolder(listingId)}staging/${renderId}-${contentHash}.${ext}`;

/** A narrower WebP of a staged image (for `srcset`), named after the full image's hash. */
export const stagedDerivativeKey = (
  listingId: string,
  renderId: string,
  contentHash: string,
  width: number,
) => `${listingFolder(listingId)}staging/${renderId}-${contentHash}-${width}.webp`;

/** The photo as uploaded (normalised JPEG, no watermark). */
export const photoOriginalKey = (listingId: string, photoId: string, contentHash: string) =>
  `${privateListingFolder(listingId)}${photoId}-${contentHash}-original.jpg`;

/**
 * Cached link-preview cards live beside the listing's private files: deleting the listing removes
 * them with the rest, /uploads never serves them (an unpublished listing's card stays hidden), and
 * one folder per listing lets a new version clear the old ones with deletePrefix.
 */
export const ogCardFolder = (listingId: string) => `${privateListingFolder(listingId)}og/`;
export const ogCardKey = (listingId: string, version: string) => `${ogCardFolder(listingId)}${version}.jpg`;

/** An agency's logo, normalised to PNG. */
export const logoKey = (agencyId: string, contentHash: string) =>
  `agencies/${agencyId}/logo-${contentHash}.png`;

/** Written once an agency's demo listings are seeded (why a marker: see seedDemoListings). */
export const demoListingsMarkerKey = (agencyId: string) =>
  `${PRIVATE_PREFIX}seed/demo-listings-${agencyId}.json`;

/**
 * The demo's drawn pictures (/demo and the landing), one folder per file and width, named by the
 * drawing's hash: a changed drawing is a new key, and its folder is cleared of the old one.
 * Private: only the demo media route serves them.
 */
export const demoMediaFolder = (stem: string, width: number) => `${PRIVATE_PREFIX}demo/${stem}-${width}/`;
export const demoMediaKey = (stem: string, width: number, version: string) =>
  `${demoMediaFolder(stem, width)}${version}.webp`;

/**
 * What an import's preview read (a feed or a spreadsheet), kept privately until "Importar" applies
 * exactly that, then deleted (modules/feed-import).
 */
export const importCopyKey = (agencyId: string, previewId: string, ext: 'xml' | 'csv' | 'xlsx') =>
  `${PRIVATE_PREFIX}imports/${agencyId}/${previewId}.${ext}`;
