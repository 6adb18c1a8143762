import './microsite.css';
import { HERO_TIMING } from './hero-timing';

/**
 * The page the server drew works without script (links, the lead form's post, "Leer más"), so the
 * script that makes it interactive (./hydrate) is fetched once the hero photo is on screen: on
 * mobile data it never takes bandwidth or main-thread time from the photo a visitor came to see.
 * A touch, a key or a focus before that starts it at once; a photo that never arrives holds it at
 * most 2 s.
 * The bench counts ./hydrate as JavaScript at load (scripts/bench/page-weight.ts).
 */
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  void import('./hydrate');
}

/** Whether this browser reports an element's paint as it reaches the screen (Element Timing). */
const elementTiming = () => globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element') ?? false;

const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (!hero || (hero.complete && !hero.naturalWidth)) hydrate();
else if (elementTiming()) {
  // The photo's paint as the screen shows it: an animation frame comes before the frame is
  // rasterised and presented, so a fetch started then would still share the photo's moment
  // (decision 043). `buffered` also reports a paint that came before this script.
  const observer = new PerformanceObserver((list) => {
    if (
      !list
        .getEntries()
        .some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === HERO_TIMING)
    )
      return;
    observer.disconnect();
    setTimeout(hydrate, 0);
  });
  observer.observe({ type: 'element', buffered: true });
  hero.addEventListener('error', hydrate, { once: true });
} else if (hero.complete) hydrate();
else {
  // After the frame that paints it: the next task after the next animation frame.
  hero.addEventListener('load', () => requestAnimationFrame(() => setTimeout(hydrate, 0)), { once: true });
  hero.addEventListener('error', hydrate, { once: true });
}
if (!started) {
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(type, hydrate, { once: true, capture: true, passive: true });
  setTimeout(hydrate, 2000);
}
