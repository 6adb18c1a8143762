import { Eraser } from 'lucide-react';
import { type PointerEvent, useCallback, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** The exported PNG, in pixels: small whatever the screen's density (the server takes ≤ 200 KB). */
export const SIGNATURE_SIZE = { width: 600, height: 200 } as const;
/** The stroke, in CSS pixels of the pad as drawn, and its ink. */
const LINE_WIDTH = 2.5;
const INK = '#111827';

/** A point of a stroke, as a fraction of the pad's width and height: a resized pad draws it again. */
type Point = readonly [x: number, y: number];
type Stroke = Point[];

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** Where a pointer is in the pad's box, as fractions (kept inside when the finger slips out). */
const pointIn = (box: DOMRect, at: { clientX: number; clientY: number }): Point => [
  clamp((at.clientX - box.left) / (box.width || 1)),
  clamp((at.clientY - box.top) / (box.height || 1)),
];

/** Draws strokes on a context already scaled to `width`×`height` (CSS pixels of the target). */
export function drawStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  width: number,
  height: number,
  lineWidth: number,
) {
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    if (rest.length === 0) {
      // A tap is a dot: a line of no length draws nothing.
      ctx.beginPath();
      ctx.arc(first[0] * width, first[1] * height, lineWidth / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    ctx.moveTo(first[0] * width, first[1] * height);
    for (const [x, y] of rest) ctx.lineTo(x * width, y * height);
    ctx.stroke();
  }
}

/**
 * The strokes as a PNG data URL of SIGNATURE_SIZE, dark ink on a transparent background: drawn
 * again from the points rather than copied from the screen's canvas, so a dense phone screen
 * does not make a big file and the line is as thick as it looked.
 */
export function strokesToPng(strokes: readonly Stroke[], padWidth: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_SIZE.width;
  canvas.height = SIGNATURE_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const scale = SIGNATURE_SIZE.width / Math.max(padWidth, 1);
  drawStrokes(ctx, strokes, SIGNATURE_SIZE.width, SIGNATURE_SIZE.height, Math.max(LINE_WIDTH * scale, 1.5));
  return canvas.toDataURL('image/png');
}

/**
 * A box to sign in with a finger, a pen or the mouse (pointer events; the page does not scroll
 * while drawing). Its canvas follows the screen's pixel density so the line is sharp; what it
 * gives back (`onChange`) is a small PNG data URL after each stroke, or null once cleared.
 * Nothing here is React-specific beyond the wiring: the visitor's page can reuse drawStrokes
 * and strokesToPng.
 */
export function SignaturePad({
  label,
  hideLabel = false,
  hint,
  clearLabel,
  onChange,
  disabled = false,
}: {
  /** What the box is for ("Tu firma"): its accessible name. */
  label: string;
  /** When a heading right above already says it, the label is only for screen readers. */
  hideLabel?: boolean;
  hint?: string;
  clearLabel: string;
  onChange: (png: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /** Sizes the canvas to its box at the screen's density and draws every stroke again. */
  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const { width, height } = canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    drawStrokes(ctx, strokes.current, width, height, LINE_WIDTH);
  }, []);

  useEffect(() => {
    redraw();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(redraw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  const pointOf = (e: PointerEvent<HTMLCanvasElement>) => pointIn(e.currentTarget.getBoundingClientRect(), e);

  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || drawing.current !== null) return;
    // Only the main button of a mouse draws; touch and pen always do.
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = e.pointerId;
    strokes.current.push([pointOf(e)]);
    redraw();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== e.pointerId) return;
    e.preventDefault();
    // Coalesced events keep a fast finger's line smooth where the browser gives them.
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const stroke = strokes.current[strokes.current.length - 1]!;
    if (events.length > 0) {
      const box = e.currentTarget.getBoundingClientRect();
      for (const ev of events) stroke.push(pointIn(box, ev));
    } else stroke.push(pointOf(e));
    redraw();
  };
  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== e.pointerId) return;
    drawing.current = null;
    const width = e.currentTarget.getBoundingClientRect().width;
    onChangeRef.current(strokesToPng(strokes.current, width));
  };
  const clear = () => {
    strokes.current = [];
    drawing.current = null;
    redraw();
    onChangeRef.current(null);
  };

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-neutral-800'}>
        {label}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <div className="relative w-full max-w-[600px]">
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          data-testid="signature-pad"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          className="block aspect-[3/1] w-full cursor-crosshair touch-none select-none rounded-xl border-2 border-dashed border-neutral-300 bg-white aria-disabled:cursor-not-allowed"
          aria-disabled={disabled || undefined}
        />
        {/* Where to sign: a line under the box's middle, drawn by CSS so it is not in the PNG. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-6 bottom-[28%] border-b border-neutral-300"
        />
      </div>
      <Button variant="secondary" onClick={clear} disabled={disabled}>
        <Eraser className="size-4" aria-hidden />
        {clearLabel}
      </Button>
    </div>
  );
}
