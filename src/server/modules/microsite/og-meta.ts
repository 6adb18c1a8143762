import { formatListingPrice } from '../../../shared/format';
import type { MicrositePage } from '../../../shared/microsite';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath, ogVersion, widest } from '../og/og-version';
import type { PageMeta } from './microsite-document';

type ListingPage = Extract<MicrositePage, { kind: 'listing' }>;

/** The 1200×630 link-preview card of a listing (modules/og draws it); `?v=` changes with its content. */
export function listingOgImage(page: ListingPage, origin: string): PageMeta['image'] {
  const { listing, agency } = page;
  const version = ogVersion({
    title: listing.title,
    price: listing.price,
    operation: listing.operation,
    city: listing.city,
    primaryColor: agency.primaryColor,
    // The cover comes first in the page's photos.
    coverUrl: widest(listing.photos[0]?.sources ?? [])?.url ?? null,
  });
  const price = formatListingPrice(listing.price, listing.operation);
  return {
    url: `${origin}${ogImagePath(listing.slug, version)}`,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    alt: [listing.title, price].filter(Boolean).join(', '),
  };
}
