import type { PhotoSource } from '../../../../shared/listings';
import { srcSetOf } from '../../../../shared/srcset';
import type { StagingMode } from '../../../../shared/staging-modes';
import { publicStagedLabel } from '../../../../shared/staging-selection';

/** A thumbnail is half a variant card: two cards a row from md, one on a phone. */
export const THUMB_SIZES = '(min-width: 768px) 280px, 45vw';

/**
 * A staged image always shows, on the picture, what AI did to it (its mode's label: "Vaciado
 * virtualmente con IA"…, EU AI Act art. 50), or that it is a test render that no AI made.
 * With `sources` the browser loads the smallest size that fills the thumbnail.
 */
export function StagedImage({
  src,
  alt,
  sources = [],
  testRender = false,
  mode = 'furnish',
}: {
  src: string;
  alt: string;
  sources?: PhotoSource[];
  /** Made by the local test provider: labelled as a test, not as AI. */
  testRender?: boolean;
  /** What the render did: its label says so. */
  mode?: StagingMode;
}) {
  return (
    <figure className="relative">
      <img
        src={src}
        srcSet={srcSetOf(sources) || undefined}
        sizes={sources.length ? THUMB_SIZES : undefined}
        alt={alt}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <figcaption className="absolute bottom-1.5 left-1.5 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
        {publicStagedLabel({ mode, testRender }, 'es')}
      </figcaption>
    </figure>
  );
}
