// The microsite's map, loaded with import() only when the location block is reached or tapped:
// Leaflet (~40 KB gzip) and its stylesheet stay out of the page's first load (issue 24 → Budgets).
import 'leaflet/dist/leaflet.css';
import { circle, control, divIcon, latLng, map as leafletMap, marker, tileLayer } from 'leaflet';
import { geocodeApi, type MapConfig, mapAttributionHtml } from '../../../shared/geocoding';
import type { LocationTexts, MapArea } from './location-texts';

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true" focusable="false"><path fill="currentColor" stroke="#fff" stroke-width="1.5" d="M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1Z"/><circle cx="12" cy="11.5" r="4" fill="#fff"/></svg>';

/** The map config the server was started with: one small, cacheable request. */
async function loadConfig(): Promise<MapConfig> {
  const res = await fetch(geocodeApi.mapConfig, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`map config: HTTP ${res.status}`);
  return (await res.json()) as MapConfig;
}

/**
 * Draws the map into `el`: a pin at an exact point, a circle around an approximate one (never a
 * pin there). Wheel zoom is off so the page scrolls past it; on a phone one finger scrolls the page
 * and two move the map. Returns what removes it.
 */
export async function mountLocationMap(
  el: HTMLElement,
  opts: { lat: number; lng: number; area: MapArea; texts: LocationTexts },
): Promise<() => void> {
  const config = await loadConfig();
  const touch = typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;
  const map = leafletMap(el, {
    zoomControl: false,
    scrollWheelZoom: false,
    dragging: !touch,
    attributionControl: true,
  });
  map.attributionControl.setPrefix(false);
  control.zoom({ zoomInTitle: opts.texts.zoomIn, zoomOutTitle: opts.texts.zoomOut }).addTo(map);
  tileLayer(config.tilesUrl, { maxZoom: config.maxZoom, attribution: mapAttributionHtml(config) }).addTo(map);
  const at: [number, number] = [opts.lat, opts.lng];
  if (opts.area.kind === 'pin') {
    map.setView(at, Math.min(17, config.maxZoom), { animate: false });
    marker(at, {
      icon: divIcon({
        html: PIN_SVG,
        className: 'text-[var(--brand)]',
        iconSize: [32, 42],
        iconAnchor: [16, 42],
      }),
      keyboard: false,
      title: opts.texts.pin,
      alt: opts.texts.pin,
    }).addTo(map);
  } else {
    // The view that holds the whole area, set before any tile is asked for.
    const bounds = latLng(at).toBounds(2 * opts.area.radiusM);
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: config.maxZoom, animate: false });
    circle(at, {
      radius: opts.area.radiusM,
      interactive: false,
      weight: 2,
      fillOpacity: 0.15,
      className: 'stroke-[var(--brand)] fill-[var(--brand)]',
    }).addTo(map);
  }
  return () => map.remove();
}
