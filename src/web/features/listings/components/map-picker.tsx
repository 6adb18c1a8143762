import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { locationFormTexts as t } from './listing-form-location-texts';
import type { LatLng, PickerMap } from './map-picker-leaflet';

type MapState = 'idle' | 'loading' | 'shown' | 'failed';

/** Where the map should go: a point and its zoom; `seq` changes on every new request. */
export interface MapFocus {
  point: LatLng | null;
  zoom?: number;
  seq: number;
}

/**
 * The map of the Ubicación section. Leaflet is loaded when the section is first on screen (a
 * hidden section's box never intersects), so a member who never opens it loads no map.
 */
export function MapPicker({
  initial,
  focus,
  onPick,
}: {
  initial: LatLng | null;
  focus: MapFocus;
  onPick: (point: LatLng) => void;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const picker = useRef<PickerMap | null>(null);
  const [state, setState] = useState<MapState>('idle');
  const [attempt, setAttempt] = useState(0);
  // The latest values, read by the map's handlers without redrawing it.
  const latest = useRef({ initial, onPick, focus });
  latest.current = { initial, onPick, focus };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a retry changes.
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    let cancelled = false;
    const load = () => {
      setState('loading');
      import('./map-picker-leaflet')
        .then((m) =>
          m.mountPickerMap(el, {
            initial: latest.current.focus.point ?? latest.current.initial,
            onPick: (p) => latest.current.onPick(p),
            texts: t,
          }),
        )
        .then((map) => {
          if (cancelled) return map.destroy();
          picker.current = map;
          setState('shown');
        })
        .catch(() => !cancelled && setState('failed'));
    };
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      load();
    });
    seen.observe(el);
    return () => {
      cancelled = true;
      seen.disconnect();
      picker.current?.destroy();
      picker.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    if (focus.seq > 0) picker.current?.show(focus.point, focus.zoom);
  }, [focus]);

  return (
    <div className="relative isolate z-0 h-72 overflow-hidden rounded-lg border border-neutral-300 bg-neutral-100 sm:h-80">
      <div
        ref={canvas}
        role="application"
        aria-label={t.mapLabel}
        aria-describedby="listing-map-hint"
        data-map-state={state}
        className="absolute inset-0"
      />
      {state !== 'shown' && (
        <div className="absolute inset-0 z-[1000] flex flex-col items-center justify-center gap-3 p-4 text-center text-sm text-neutral-700">
          {state === 'failed' ? (
            <>
              <p>{t.mapFailed}</p>
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                {t.showMap}
              </Button>
            </>
          ) : (
            <p>{t.loadingMap}</p>
          )}
        </div>
      )}
    </div>
  );
}
