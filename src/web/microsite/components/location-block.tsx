import { useCallback, useEffect, useRef, useState } from 'react';
import { mapsUrl, type PublicListing } from '../../../shared/microsite';
import { usePageLang, useTexts } from '../texts';
import { AreaIcon, PinIcon } from './icons';
import { locationTextsFor, mapAreaOf } from './location-texts';

type MapState = 'idle' | 'loading' | 'shown' | 'failed';

/**
 * Loads the map once the box is near the viewport (or on "Ver mapa"): until then the page has
 * fetched neither Leaflet nor a tile, so a visitor who never scrolls here asks no third party.
 */
function useLazyMap(listing: PublicListing, lang: 'es' | 'en') {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>('idle');
  const started = useRef(false);
  const remove = useRef<(() => void) | null>(null);
  const { lat, lng } = listing;

  const show = useCallback(() => {
    if (started.current || !canvas.current || lat === null || lng === null) return;
    started.current = true;
    setState('loading');
    import('./location-map')
      .then((m) =>
        m.mountLocationMap(canvas.current!, {
          lat,
          lng,
          area: mapAreaOf(listing),
          texts: locationTextsFor(lang),
        }),
      )
      .then((dispose) => {
        remove.current = dispose;
        setState('shown');
      })
      .catch(() => {
        started.current = false;
        setState('failed');
      });
  }, [lat, lng, listing, lang]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        show();
      },
      { rootMargin: '100px 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [show]);

  useEffect(() => () => remove.current?.(), []);
  return { box, canvas, state, show };
}

/**
 * Ubicación: the address as the agency lets it be shown, a map (a pin, or a circle when the
 * location is approximate) and the point in the visitor's maps app. Without JavaScript the map box
 * is hidden (`scripting: none`) and the address and the link remain.
 */
export function LocationBlock({ listing }: { listing: PublicListing }) {
  const t = useTexts();
  const { lang } = usePageLang();
  const lt = locationTextsFor(lang);
  const { box, canvas, state, show } = useLazyMap(listing, lang);
  const place = [listing.address, listing.city].filter(Boolean).join(', ');
  const hasPoint = listing.lat !== null && listing.lng !== null;
  const area = mapAreaOf(listing);
  if (!place && !hasPoint) return null;
  return (
    <section aria-labelledby="location-title" className="mt-8">
      <h2 id="location-title" className="text-lg font-bold text-ink">
        {t.location}
      </h2>
      <div className="mt-3 overflow-hidden rounded-2xl border border-neutral-200 bg-white">
        {hasPoint && (
          <div
            ref={box}
            data-map-state={state}
            className="relative isolate z-0 h-64 bg-neutral-100 sm:h-80 [@media(scripting:none)]:hidden"
          >
            <section ref={canvas} aria-label={lt.mapLabel} className="absolute inset-0" />
            {state !== 'shown' && (
              <div className="absolute inset-0 z-[1000] flex flex-col items-center justify-center gap-2 p-4 text-center">
                {state === 'failed' && <p className="text-sm text-neutral-700">{lt.mapFailed}</p>}
                <button
                  type="button"
                  onClick={show}
                  disabled={state === 'loading'}
                  className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-neutral-300 bg-white px-4 py-2 font-semibold text-ink shadow-sm hover:bg-neutral-50 disabled:opacity-70"
                >
                  <PinIcon className="size-5 text-[var(--brand)]" />
                  {state === 'loading' ? lt.loadingMap : state === 'failed' ? lt.retry : lt.showMap}
                </button>
              </div>
            )}
          </div>
        )}
        <div className="p-4">
          {listing.address && <p className="font-medium text-ink">{listing.address}</p>}
          {listing.city && <p className="text-neutral-700">{listing.city}</p>}
          {hasPoint && area.kind === 'area' && (
            <p className="mt-2 flex items-start gap-2 text-sm text-neutral-600">
              <AreaIcon className="mt-0.5 size-4 shrink-0" />
              {area.radiusM < 1000 ? lt.approximateStreet : lt.approximateZone}
            </p>
          )}
          {hasPoint && (
            <a
              href={mapsUrl(listing.lat!, listing.lng!)}
              target="_blank"
              rel="noopener"
              className="mt-3 inline-flex items-center gap-2 font-semibold text-[var(--brand)] underline-offset-2 hover:underline"
            >
              <PinIcon className="size-5" />
              {t.openMap}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
