import type { ReactNode } from 'react';
import { type StagingSectionTexts, stagingSectionTexts } from '../staging-texts';

/** How wide the frame is drawn on the listing page: the main column (beside the 360 px aside on large screens). */
export const FRAME_SIZES = '(min-width: 1024px) 740px, 100vw';

/** One of the two stacked pictures; both lazy (the section is below the fold). */
function Layer(props: { src: string; srcSet?: string; sizes?: string; alt: string; clipPath?: string }) {
  return (
    <img
      src={props.src}
      // The browser picks the smallest size that fills the frame; `src` stays the fallback.
      srcSet={props.srcSet || undefined}
      sizes={props.srcSet ? props.sizes : undefined}
      alt={props.alt}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 size-full object-cover"
      style={props.clipPath ? { clipPath: props.clipPath } : undefined}
    />
  );
}

/**
 * The original photo over its staged version, cut at `position` %: the server's HTML shows it at
 * 50 % before any script; the slider (loaded later) moves the cut. The AI label (or a test render's) is always on top.
 * `beforeSrcSet` / `afterSrcSet` (optional) offer smaller sizes of each picture for `sizes`
 * (FRAME_SIZES unless told); without them each picture is its one URL.
 */
export function BeforeAfterFrame(props: {
  beforeUrl: string | null;
  afterUrl: string;
  beforeSrcSet?: string;
  afterSrcSet?: string;
  sizes?: string;
  alt: string;
  position: number;
  children?: ReactNode;
  /** The AI label and 'Original' in the page's language (Spanish unless told). */
  texts?: Pick<StagingSectionTexts, 'aiLabel' | 'testLabel' | 'before'>;
  /** A test render (no AI made it): labelled as a test instead. */
  testRender?: boolean;
}) {
  const { beforeUrl, afterUrl, alt, position, children, sizes = FRAME_SIZES } = props;
  const t = props.texts ?? stagingSectionTexts;
  const label = props.testRender ? t.testLabel : t.aiLabel;
  const tag =
    'pointer-events-none absolute rounded-lg bg-black/75 px-2.5 py-1 text-xs font-semibold text-white';
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-neutral-200 select-none has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-[var(--brand)]/50">
      <Layer
        src={afterUrl}
        srcSet={props.afterSrcSet}
        sizes={sizes}
        alt={`${alt} (${label.toLowerCase()})`}
      />
      {beforeUrl && (
        <Layer
          src={beforeUrl}
          srcSet={props.beforeSrcSet}
          sizes={sizes}
          alt={`${alt} (${t.before.toLowerCase()})`}
          clipPath={`inset(0 ${100 - position}% 0 0)`}
        />
      )}
      {beforeUrl && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_6px_rgba(0,0,0,0.5)]"
          style={{ left: `${position}%` }}
        >
          <span className="absolute top-1/2 left-1/2 flex size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow">
            ⇔
          </span>
        </div>
      )}
      {beforeUrl && <span className={`${tag} top-3 left-3`}>{t.before}</span>}
      <span className={`${tag} right-3 bottom-3`} data-staging-label>
        {label}
      </span>
      {children}
    </div>
  );
}
