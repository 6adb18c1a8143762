import { useRef } from 'react';

// Its own module: only the explorer (a lazy chunk) loads it, never the page's first script.

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

/** What the keys do to the value (the range's own keys, handled here so each gives the same step everywhere). */
const KEY_STEPS: Record<string, (v: number) => number> = {
  Home: () => 0,
  End: () => 100,
  ArrowLeft: (v) => v - 1,
  ArrowDown: (v) => v - 1,
  ArrowRight: (v) => v + 1,
  ArrowUp: (v) => v + 1,
  PageDown: (v) => v - 10,
  PageUp: (v) => v + 10,
};

/** A drag this far sideways (px) moves the divider; one as far up or down is the page's scroll. */
const DRAG_SLOP = 8;

/**
 * The slider over a BeforeAfterFrame (its child): value = the share of the original photo, 0-100.
 * The range input takes the keys (Home, End, arrows, Page Up/Down) and the screen reader; the
 * pointer goes to the layer around it, which leaves vertical swipes to the page (`touch-action:
 * pan-y`): a mouse moves the divider at once, a finger only once it moves sideways, or on a tap.
 */
export function CompareSlider(props: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  valueText: string;
}) {
  const { value, onChange } = props;
  const input = useRef<HTMLInputElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; moving: boolean } | null>(null);
  const at = (el: HTMLElement, clientX: number) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 ? clamp(((clientX - box.left) / box.width) * 100) : value;
  };
  return (
    <div
      className="absolute inset-0 cursor-ew-resize touch-pan-y"
      data-compare-slider
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        const mouse = e.pointerType === 'mouse';
        drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moving: mouse };
        if (!mouse) return;
        e.preventDefault();
        input.current?.focus({ preventScroll: true });
        e.currentTarget.setPointerCapture?.(e.pointerId);
        onChange(at(e.currentTarget, e.clientX));
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d || d.id !== e.pointerId) return;
        if (!d.moving) {
          const dx = Math.abs(e.clientX - d.x);
          const dy = Math.abs(e.clientY - d.y);
          if (dy >= DRAG_SLOP && dy >= dx) drag.current = null;
          if (dx < DRAG_SLOP || dx < dy) return;
          d.moving = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        onChange(at(e.currentTarget, e.clientX));
      }}
      onPointerUp={(e) => {
        const d = drag.current;
        drag.current = null;
        // A tap (no drag) puts the divider where the finger touched.
        if (d && d.id === e.pointerId && !d.moving) onChange(at(e.currentTarget, e.clientX));
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
    >
      <input
        ref={input}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onInput={(e) => onChange(clamp(Number(e.currentTarget.value)))}
        onKeyDown={(e) => {
          const step = KEY_STEPS[e.key];
          if (!step) return;
          e.preventDefault();
          onChange(clamp(step(value)));
        }}
        aria-label={props.label}
        aria-valuetext={props.valueText}
        className="pointer-events-none absolute inset-0 size-full opacity-0"
      />
    </div>
  );
}
