// The gallery's full-screen photo viewer, loaded with import() on the first tap of a photo: the
// listing page's HTML carries none of it (it is built here from the gallery's photo data) and its
// code and styles reach only those who open it. Plain DOM: a pinch moves the photo on every
// pointer event, without a render in between.

import type { PublicPhoto } from '../../../shared/microsite';
import { trapTab } from './focus-trap';
import { attachGestures } from './photo-lightbox-gestures';
import { viewerHistory } from './photo-lightbox-history';
import {
  chooseSource,
  clampPan,
  DOUBLE_TAP_SCALE,
  fitSize,
  type Point,
  type Size,
  stepIndex,
  swipeStep,
  zoomAround,
} from './photo-lightbox-logic';
import { ICONS, icon, injectStyle } from './photo-lightbox-style';
import type { PhotoLightboxTexts } from './photo-lightbox-texts';

export interface LightboxTexts extends Omit<PhotoLightboxTexts, 'strip'> {
  previous: string;
  next: string;
  photoOf: (n: number, total: number) => string;
}

export interface LightboxOptions {
  photos: PublicPhoto[];
  index: number;
  texts: LightboxTexts;
  /** A picture of photo `i` the browser already has (the gallery's), shown until the right size arrives. */
  shownSrc?: (i: number) => string | undefined;
  /** Gets the focus back on closing. */
  returnTo?: HTMLElement | null;
  /** After closing, with the photo shown last. */
  onClose?: (index: number) => void;
}

const GAP = 16;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: HTMLElement) {
  const node = document.createElement(tag);
  node.className = className;
  parent?.append(node);
  return node;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

let viewer: { teardown: () => void } | null = null;
let lastOptions: LightboxOptions | null = null;

// Back from the viewer's entry closes it; Forward onto it opens it again where it was.
viewerHistory.listen((photo) => {
  if (viewer) viewer.teardown();
  else if (photo !== null && lastOptions) show({ ...lastOptions, index: photo });
});

/** Opens the viewer on `options.index`, full screen, as a modal dialog with its own history entry. */
export function openPhotoLightbox(options: LightboxOptions): void {
  // A browser without <dialog> (Safari before 15.4) keeps the photo in the gallery.
  if (viewer || viewerHistory.leaving || !options.photos.length || !window.HTMLDialogElement) return;
  lastOptions = options;
  show(options);
  viewerHistory.push(options.index);
}

function show(options: LightboxOptions) {
  injectStyle();
  viewer = createViewer(options);
}

// ---- The viewer ------------------------------------------------------------------------------

function createViewer(options: LightboxOptions) {
  const { photos, texts: t } = options;
  const count = photos.length;
  let index = stepIndex(options.index, 0, count);
  let scale = 1;
  let pan: Point = { x: 0, y: 0 };
  let busy = false;
  let closed = false;

  const dialog = el('dialog', 'plb', document.body);
  dialog.setAttribute('aria-label', t.viewer);
  const stage = el('div', 'plb-stage', dialog);
  const track = el('div', 'plb-track', stage);
  const slides = [-1, 0, 1].map((k) => {
    const slide = el('div', 'plb-slide', track);
    slide.style.transform = `translateX(calc(${k} * (100% + ${GAP}px)))`;
    const img = el('img', '', slide);
    img.decoding = 'async';
    img.draggable = false;
    return { slide, img };
  });
  const counter = el('p', 'plb-count plb-top', dialog);
  const spoken = el('span', 'plb-sr', counter);
  spoken.setAttribute('aria-live', 'polite');
  const shown = el('span', '', counter);
  shown.setAttribute('aria-hidden', 'true');

  const button = (className: string, onClick: () => void) => {
    const b = el('button', `plb-btn ${className}`, dialog);
    b.type = 'button';
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') !== 'true') onClick();
    });
    return b;
  };
  const close = button('plb-close plb-top', () => requestClose());
  close.setAttribute('aria-label', t.close);
  close.innerHTML = icon(ICONS.close);
  const zoom = button('plb-zoom plb-top', () => zoomTo(scale > 1 ? 1 : DOUBLE_TAP_SCALE, { x: 0, y: 0 }));
  const prev = button('plb-prev', () => go(-1));
  prev.setAttribute('aria-label', t.previous);
  prev.innerHTML = icon(ICONS.previous);
  const next = button('plb-next', () => go(1));
  next.setAttribute('aria-label', t.next);
  next.innerHTML = icon(ICONS.next);
  prev.hidden = next.hidden = count < 2;

  const box = (): Size => ({
    w: stage.clientWidth || window.innerWidth,
    h: stage.clientHeight || window.innerHeight,
  });
  const aspect = (p: PublicPhoto): Size => {
    const s = p.sources.at(-1);
    return s ? { w: s.width, h: s.height } : { w: p.width, h: p.height };
  };
  const fitted = () => fitSize(aspect(photos[index]!), box());

  /** Points the slide's picture at the size the screen needs; a picture already on screen meanwhile. */
  function load(img: HTMLImageElement, i: number, zoomed = 1) {
    const photo = photos[i]!;
    const fit = fitSize(aspect(photo), box());
    img.style.width = `${fit.w}px`;
    img.style.height = `${fit.h}px`;
    img.alt = photo.alt;
    const want = chooseSource(photo.sources, fit.w * zoomed, window.devicePixelRatio)?.url;
    const have = Number(img.dataset.width ?? 0);
    const wantWidth = photo.sources.find((s) => s.url === want)?.width ?? 0;
    if (!want || (img.dataset.photo === String(i) && have >= wantWidth)) return;
    const placeholder = img.dataset.photo === String(i) ? img.currentSrc : options.shownSrc?.(i);
    img.dataset.photo = String(i);
    img.dataset.width = String(wantWidth);
    if (!placeholder) {
      img.src = want;
      return;
    }
    img.src = placeholder;
    const full = new Image();
    full.onload = () => {
      if (img.dataset.photo === String(i) && img.dataset.width === String(wantWidth)) img.src = want;
    };
    full.src = want;
  }

  function render() {
    slides.forEach(({ slide, img }, k) => {
      const i = index + k - 1;
      const there = i >= 0 && i < count;
      slide.hidden = !there;
      // The neighbours wait beside the screen for a swipe: not part of what is shown.
      if (k === 1) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      if (there) load(img, i);
    });
    shown.textContent = `${index + 1} / ${count}`;
    spoken.textContent = t.photoOf(index + 1, count);
    prev.setAttribute('aria-disabled', String(index === 0));
    next.setAttribute('aria-disabled', String(index === count - 1));
    viewerHistory.replace(index);
  }

  function paint(ease = false) {
    const img = slides[1]!.img;
    dialog.classList.toggle('plb-zoomed', scale > 1);
    img.classList.toggle('plb-ease', ease);
    img.style.transform = scale === 1 ? '' : `translate(${pan.x}px, ${pan.y}px) scale(${scale})`;
    const label = scale > 1 ? 'zoomOut' : 'zoomIn';
    if (zoom.dataset.icon !== label) {
      zoom.dataset.icon = label;
      zoom.setAttribute('aria-label', t[label]);
      zoom.innerHTML = icon(ICONS[label]);
    }
  }

  function zoomTo(to: number, at: Point, ease = true) {
    ({ scale, pan } = zoomAround({ scale, pan }, to, at, fitted(), box()));
    if (scale < 1.01) {
      scale = 1;
      pan = { x: 0, y: 0 };
    }
    paint(ease);
    if (scale > 1) load(slides[1]!.img, index, scale);
  }

  /** Moves the track by `x` pixels, eased unless the visitor asked for less motion; then `done`. */
  function slideTrack(x: number, ease: boolean, done?: () => void) {
    const animate = ease && !reducedMotion();
    track.classList.toggle('plb-ease', animate);
    track.style.transform = x ? `translateX(${x}px)` : '';
    if (!done) return;
    if (!animate) return done();
    busy = true;
    let finished = false;
    const end = () => {
      if (finished) return;
      finished = true;
      track.removeEventListener('transitionend', onEnd);
      busy = false;
      done();
    };
    // The zoomed picture's own transition ends bubble up here too.
    const onEnd = (e: Event) => e.target === track && end();
    track.addEventListener('transitionend', onEnd);
    setTimeout(end, 400);
  }

  function go(step: number, ease = true) {
    const to = stepIndex(index, step, count);
    // A press while the last change still slides in is dropped, rather than jump half-way.
    if (busy) return;
    if (to === index) {
      slideTrack(0, ease);
      return;
    }
    scale = 1;
    pan = { x: 0, y: 0 };
    paint();
    slideTrack(-step * (box().w + GAP), ease, () => {
      index = to;
      // The outgoing picture becomes the neighbour: keep the element that already shows the
      // incoming one in the middle, so nothing flickers.
      if (step > 0) slides.push(slides.shift()!);
      else slides.unshift(slides.pop()!);
      slides.forEach(({ slide, img }, k) => {
        slide.style.transform = `translateX(calc(${k - 1} * (100% + ${GAP}px)))`;
        img.style.transform = '';
      });
      track.classList.remove('plb-ease');
      track.style.transform = '';
      render();
      paint();
    });
  }

  attachGestures(dialog, stage, {
    busy: () => busy,
    get: () => ({ scale, pan }),
    set(view) {
      ({ scale, pan } = view);
      paint();
    },
    fitted,
    box,
    edge: (step) => stepIndex(index, step, count) === index,
    swipeStep: (dx, ms) => swipeStep(dx, ms, box().w, index, count),
    zoomTo,
    drag: (x, ease) => slideTrack(x, ease),
    go,
    settle() {
      if (scale < 1.01) zoomTo(1, { x: 0, y: 0 });
      else load(slides[1]!.img, index, scale);
    },
  });

  // ---- Keys, closing, resizing ----
  dialog.addEventListener('keydown', (e) => {
    if (trapTab(e, dialog)) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === '+' || e.key === '=') zoomTo(Math.max(scale * 1.5, DOUBLE_TAP_SCALE), { x: 0, y: 0 });
    else if (e.key === '-') zoomTo(scale / 1.5, { x: 0, y: 0 });
    else return;
    e.preventDefault();
  });
  // Escape closes the dialog natively (and a second Escape would even skip `cancel`): follow it.
  dialog.addEventListener('close', () => requestClose());
  const onResize = () => {
    render();
    pan = clampPan(pan, scale, fitted(), box());
    paint();
  };
  window.addEventListener('resize', onResize);

  function teardown() {
    if (closed) return;
    closed = true;
    viewer = null;
    window.removeEventListener('resize', onResize);
    if (dialog.open) dialog.close();
    dialog.remove();
    document.documentElement.style.overflow = overflow;
    options.onClose?.(index);
    options.returnTo?.focus({ preventScroll: true });
  }
  /** The close button, Escape: back out of the viewer's history entry, so none is left behind. */
  function requestClose() {
    if (closed) return;
    teardown();
    viewerHistory.leave();
  }

  const overflow = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden';
  dialog.showModal();
  render();
  paint();
  close.focus();
  return { teardown };
}
