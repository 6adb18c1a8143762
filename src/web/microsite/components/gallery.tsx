import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { PublicPhoto } from '../../../shared/microsite';
import { srcSetOf } from '../../../shared/srcset';
import { useTexts } from '../texts';
import { ChevronIcon } from './icons';
import { ResponsiveImage } from './responsive-image';

const slideId = (i: number) => `foto-${i + 1}`;

// The full-screen viewer: its code is fetched on the first press on a photo, not with the page.
let viewerCode: Promise<typeof import('./photo-lightbox')> | undefined;
const loadViewer = () => {
  viewerCode ??= import('./photo-lightbox').catch((e: unknown) => {
    viewerCode = undefined;
    throw e;
  });
  return viewerCode;
};

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
 * on desktop, thumbnails and a counter. Only the first photo loads eagerly. A tap, a click or
 * Enter opens the photo full screen (photo-lightbox.ts), built from `photos`: no markup of its own.
 */
export function Gallery({ photos }: { photos: PublicPhoto[] }) {
  const t = useTexts();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Until its animation ends, a button or key press scrolls towards `target`; a second press
  // meanwhile jumps, because a smooth scroll started during another one can be dropped.
  const target = useRef<number | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Only with JavaScript does a photo open: only then does the pointer say so.
  useEffect(() => {
    if (strip.current) strip.current.style.cursor = 'zoom-in';
  }, []);

  if (!photos.length) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-none bg-neutral-100 text-sm text-neutral-600 sm:rounded-2xl">
        {t.noPhotos}
      </div>
    );
  }

  const go = (i: number, instant = false) => {
    const el = strip.current;
    if (!el) return;
    const next = Math.max(0, Math.min(photos.length - 1, i));
    const moving = target.current !== null;
    target.current = next;
    el.scrollTo({ left: next * el.clientWidth, behavior: moving || instant ? 'instant' : 'smooth' });
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
  const open = (i: number) => {
    loadViewer()
      .then((viewer) =>
        viewer.openPhotoLightbox({
          photos,
          index: i,
          texts: { ...t.lightbox, previous: t.previous, next: t.next, photoOf: t.photoOf },
          shownSrc: (n) => strip.current?.children[n]?.querySelector('img')?.currentSrc || undefined,
          returnTo: strip.current,
          // Back on the page, the gallery shows the photo the visitor ended on.
          onClose: (n) => go(n, true),
        }),
      )
      .catch(() => {
        // Offline before the viewer's code came: the photo stays in the gallery, as without JavaScript.
      });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const from = target.current ?? index;
    if (e.key === 'ArrowRight') go(from + 1);
    else if (e.key === 'ArrowLeft') go(from - 1);
    else if (e.key === 'Enter' && e.target === e.currentTarget) open(from);
    // Space opens on its release, as it presses a button: else that release would press the
    // viewer's close button, focused by then.
    else if (e.key !== ' ') return;
    e.preventDefault();
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key === ' ' && e.target === e.currentTarget) open(target.current ?? index);
  };
  const onClick = (e: MouseEvent) => {
    const slides = [...(strip.current?.children ?? [])];
    const i = slides.findIndex((slide) => slide.contains(e.target as Node));
    if (i >= 0) open(i);
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
        {/* biome-ignore lint/a11y/useSemanticElements: a group of photos, not the form controls of a <fieldset>; it takes arrow keys and Enter once focused. */}
        <div
          ref={strip}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onClick={onClick}
          onPointerDown={() => void loadViewer().catch(() => {})}
          role="group"
          aria-label={t.lightbox.strip}
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
