// The photo viewer's pointer gestures: a finger or the mouse swipes to the next photo, pans a
// zoomed one; two fingers pinch; a double tap (touch) or double click (mouse) and the wheel zoom.
import { clampPan, DOUBLE_TAP_SCALE, type Point, type Size, zoomAround } from './photo-lightbox-logic';

type View = { scale: number; pan: Point };

/** What the gestures read from and do to the viewer. */
export interface GestureTarget {
  /** A photo change is sliding in: new gestures wait for it. */
  busy(): boolean;
  get(): View;
  /** Shows a scale and pan at once, following the fingers. */
  set(view: View): void;
  fitted(): Size;
  box(): Size;
  /** Whether a step that way stays on the same photo (the first or the last). */
  edge(step: 1 | -1): boolean;
  /** Where a swipe of `dx` pixels in `ms` leads. */
  swipeStep(dx: number, ms: number): -1 | 0 | 1;
  zoomTo(to: number, at: Point, ease?: boolean): void;
  /** Moves the row of photos by `x` pixels (0: back in place). */
  drag(x: number, ease: boolean): void;
  go(step: number): void;
  /** After a pinch: the sharper picture a zoomed photo needs, or the fitted photo again. */
  settle(): void;
}

type Gesture =
  | { kind: 'swipe' | 'pan'; start: Point; pan: Point; t: number; moved: boolean; tap: boolean }
  | { kind: 'pinch'; dist: number; mid: Point; scale: number; pan: Point };

/** Listens on the whole dialog: a finger that lands on a button may still swipe (a tap presses it). */
export function attachGestures(dialog: HTMLElement, stage: HTMLElement, v: GestureTarget) {
  const pointers = new Map<number, Point>();
  let gesture: Gesture | null = null;
  let lastTap: { t: number; at: Point } | null = null;
  let lastType = 'mouse';

  /** A point relative to the centre of the screen, as the viewer's pan is. */
  const centred = (p: Point): Point => {
    const r = stage.getBoundingClientRect();
    return { x: p.x - r.left - r.width / 2, y: p.y - r.top - r.height / 2 };
  };
  const two = () => {
    const [a, b] = [...pointers.values()] as [Point, Point];
    return {
      dist: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      mid: centred({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }),
    };
  };
  /** `tap`: a touch on the photo, which may be half of a double tap. */
  const single = (start: Point, tap: boolean) => {
    const { scale, pan } = v.get();
    gesture = { kind: scale > 1 ? 'pan' : 'swipe', start, pan, t: performance.now(), moved: false, tap };
  };
  const toggleZoom = (at: Point) => v.zoomTo(v.get().scale > 1 ? 1 : DOUBLE_TAP_SCALE, centred(at));

  dialog.addEventListener('pointerdown', (e) => {
    const onButton = (e.target as Element).closest('button') !== null;
    if (v.busy() || (e.pointerType === 'mouse' && (e.button !== 0 || onButton))) return;
    lastType = e.pointerType;
    // A mouse drag keeps reporting outside the window; a finger is captured by what it touched.
    if (e.pointerType === 'mouse') stage.setPointerCapture?.(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 1) single({ x: e.clientX, y: e.clientY }, e.pointerType !== 'mouse' && !onButton);
    else if (pointers.size === 2) {
      v.drag(0, false);
      gesture = { kind: 'pinch', ...two(), ...v.get() };
    }
  });

  dialog.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId) || !gesture) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (gesture.kind === 'pinch') {
      if (pointers.size < 2) return;
      const now = two();
      // The point of the photo under the fingers' first centre stays under their centre as it
      // moves: first carried along with it, then scaled around it.
      const carried = {
        scale: gesture.scale,
        pan: { x: gesture.pan.x + now.mid.x - gesture.mid.x, y: gesture.pan.y + now.mid.y - gesture.mid.y },
      };
      v.set(zoomAround(carried, gesture.scale * (now.dist / gesture.dist), now.mid, v.fitted(), v.box()));
      return;
    }
    const dx = e.clientX - gesture.start.x;
    const dy = e.clientY - gesture.start.y;
    if (!gesture.moved && Math.hypot(dx, dy) < 8) return;
    gesture.moved = true;
    if (gesture.kind === 'pan') {
      const { scale } = v.get();
      v.set({
        scale,
        pan: clampPan({ x: gesture.pan.x + dx, y: gesture.pan.y + dy }, scale, v.fitted(), v.box()),
      });
    } else {
      // Past the first or last photo the row only gives a little.
      v.drag(v.edge(dx < 0 ? 1 : -1) ? dx / 4 : dx, false);
    }
  });

  const lift = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId) || !gesture) return;
    if (gesture.kind === 'pinch') {
      v.settle();
      const rest = [...pointers.values()][0];
      gesture = null;
      if (rest) single(rest, false);
      return;
    }
    const g = gesture;
    gesture = null;
    if (g.kind === 'swipe' && g.moved) {
      const step =
        e.type === 'pointercancel' ? 0 : v.swipeStep(e.clientX - g.start.x, performance.now() - g.t);
      if (step) v.go(step);
      else v.drag(0, true);
      return;
    }
    if (g.moved || !g.tap || e.type === 'pointercancel') return;
    // A touch double tap (the mouse has dblclick).
    const at = { x: e.clientX, y: e.clientY };
    const now = performance.now();
    if (lastTap && now - lastTap.t < 300 && Math.hypot(at.x - lastTap.at.x, at.y - lastTap.at.y) < 40) {
      lastTap = null;
      toggleZoom(at);
    } else lastTap = { t: now, at };
  };
  dialog.addEventListener('pointerup', lift);
  dialog.addEventListener('pointercancel', lift);

  stage.addEventListener('dblclick', (e) => {
    if (lastType !== 'touch') toggleZoom({ x: e.clientX, y: e.clientY });
  });
  stage.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      v.zoomTo(v.get().scale * Math.exp(-e.deltaY / 300), centred({ x: e.clientX, y: e.clientY }), false);
    },
    { passive: false },
  );
}
