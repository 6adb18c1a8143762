import type { PublicPhoto } from '../../../shared/microsite';
import { HERO_TIMING } from '../hero-timing';

/** A photo with its WebP derivatives as `srcset`; only the first photo of a page is prioritised. */
export function ResponsiveImage({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: PublicPhoto;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const sources = photo.sources;
  const fallback = sources.find((s) => s.width >= 960) ?? sources.at(-1);
  return (
    <img
      src={fallback?.url}
      srcSet={sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
      sizes={sizes}
      width={fallback?.width ?? photo.width}
      height={fallback?.height ?? photo.height}
      alt={photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchpriority: 'high', elementtiming: HERO_TIMING } : {})}
      className={className}
    />
  );
}
