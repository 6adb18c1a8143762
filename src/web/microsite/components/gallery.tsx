import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import type { PublicPhoto } from '../../../shared/microsite';
import { srcSetOf } from '../../../shared/srcset';
import { useTexts } from '../texts';
import { ChevronIcon } from './icons';
import { ResponsiveImage } from './responsive-image';

const slideId = (i: number) => `foto-${i + 1}`;

/**
 * The gallery's width (listing-page.tsx): the whole phone; the page less its padding from 640 px;
 * from 1024 px the column beside the 360-px contact card (gap 32 px) in a page of at most 1152 px.
 */
const GALLERY_SIZES =
  '(min-width: 1152px) 728px, (min-width: 1024px) calc(100vw - 424px), (min-width: 640px) calc(100vw - 32px), 100vw';
/** The thumbnails' box (w-20): 80 CSS px, so a 2× phone takes the 160-px derivative. */
const THUMB_SIZES = '80px';

/**
 * Swipe on touch (native scroll snapping, so it works before and without JavaScript), arrow keys
 * on desktop, thumbnails and a counter. Only the first photo loads eagerly.
 */
export function Gallery({ photos }: { photos: PublicPhoto[] }) {
  const t = useTexts();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Until its animation ends, a button or key press scrolls towards `target`; a second press
  // meanwhile jumps, because a smooth scroll started during another one can be dropped.
  const target = useRef<number | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (!photos.length) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-none bg-neutral-100 text-sm text-neutral-600 sm:rounded-2xl">
        {t.noPhotos}
      </div>
    );
  }

  const go = (i: number) => {
    const el = strip.current;
    if (!el) return;
    const next = Math.max(0, Math.min(photos.length - 1, i));
    const moving = target.current !== null;
    target.current = next;
    el.scrollTo({ left: next * el.clientWidth, behavior: moving ? 'instant' : 'smooth' });
    setIndex(next);
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      target.current = null;
    }, 600);
  };
  const onScroll = () => {
    const el = strip.current;
    if (target.current === null && el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const from = target.current ?? index;
    if (e.key === 'ArrowRight') go(from + 1);
    else if (e.key === 'ArrowLeft') go(from - 1);
    else return;
    e.preventDefault();
  };
  const onThumb = (e: MouseEvent, i: number) => {
    e.preventDefault();
    go(i);
  };

  const arrow =
    'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white disabled:opacity-0 sm:flex';
  return (
    <section aria-label={t.gallery} aria-roledescription={t.carousel} className="select-none">
      <div className="relative overflow-hidden bg-neutral-900 sm:rounded-2xl">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the scrolling strip takes arrow keys once focused. */}
        <div
          ref={strip}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="no-scrollbar flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto"
        >
          {photos.map((photo, i) => (
            <div key={photo.id} id={slideId(i)} className="h-full w-full shrink-0 snap-center snap-always">
              <ResponsiveImage
                photo={photo}
                priority={i === 0}
                sizes={GALLERY_SIZES}
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              onClick={() => go((target.current ?? index) - 1)}
              disabled={index === 0}
              aria-label={t.previous}
            >
              <ChevronIcon dir="left" className="size-6" />
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              onClick={() => go((target.current ?? index) + 1)}
              disabled={index === photos.length - 1}
              aria-label={t.next}
            >
              <ChevronIcon dir="right" className="size-6" />
            </button>
          </>
        )}
        <p
          className="pointer-events-none absolute top-3 right-3 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold text-white tabular-nums"
          aria-live="polite"
        >
          <span className="sr-only">{t.photoOf(index + 1, photos.length)}</span>
          <span aria-hidden="true">
            {index + 1} / {photos.length}
          </span>
        </p>
      </div>
      {photos.length > 1 && (
        <ul className="no-scrollbar mt-2 flex gap-2 overflow-x-auto px-4 sm:px-0" aria-label={t.thumbnails}>
          {photos.map((photo, i) => {
            const thumb = photo.sources[0];
            return (
              <li key={photo.id} className="shrink-0">
                <a
                  href={`#${slideId(i)}`}
                  onClick={(e) => onThumb(e, i)}
                  aria-label={t.photoOf(i + 1, photos.length)}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block h-14 w-20 overflow-hidden rounded-lg border-2 ${i === index ? 'border-[var(--brand)]' : 'border-transparent opacity-80 hover:opacity-100'}`}
                >
                  <img
                    src={thumb?.url}
                    srcSet={srcSetOf(photo.sources.filter((s) => s.width <= 480)) || undefined}
                    sizes={THUMB_SIZES}
                    alt=""
                    width={80}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
