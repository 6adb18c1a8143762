// The form's map, loaded with import() when the Ubicación section is first shown: Leaflet and its
// stylesheet stay out of the dashboard's first load.
import 'leaflet/dist/leaflet.css';
import {
  control,
  divIcon,
  type Map as LeafletMap,
  type LeafletMouseEvent,
  map as leafletMap,
  type Marker,
  marker,
  tileLayer,
} from 'leaflet';
import { geocodeApi, type MapConfig, mapAttributionHtml } from '../../../../shared/geocoding';

export interface LatLng {
  lat: number;
  lng: number;
}

/** What the form does with the map once it is drawn. */
export interface PickerMap {
  /** Puts the pin at a point (or removes it), and with a zoom, brings the map there. */
  show(point: LatLng | null, zoom?: number): void;
  destroy(): void;
}

/** Spain as a whole, until a point is set. */
const SPAIN: [number, number] = [40.2, -3.7];

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true" focusable="false"><path fill="currentColor" stroke="#fff" stroke-width="1.5" d="M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1Z"/><circle cx="12" cy="11.5" r="4" fill="#fff"/></svg>';

async function loadConfig(): Promise<MapConfig> {
  const res = await fetch(geocodeApi.mapConfig, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`map config: HTTP ${res.status}`);
  return (await res.json()) as MapConfig;
}

/** Rounded to ~1 m: more digits say nothing and only make the form dirty. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Draws the picker: a tap or click puts the pin, the pin can be dragged, and Enter puts it at the
 * map's centre (keyboard). Every change goes to `onPick`.
 */
export async function mountPickerMap(
  el: HTMLElement,
  opts: {
    initial: LatLng | null;
    onPick: (point: LatLng) => void;
    texts: { marker: string; zoomIn: string; zoomOut: string };
  },
): Promise<PickerMap> {
  const config = await loadConfig();
  const map: LeafletMap = leafletMap(el, { zoomControl: false, scrollWheelZoom: 'center' });
  map.attributionControl.setPrefix(false);
  control.zoom({ zoomInTitle: opts.texts.zoomIn, zoomOutTitle: opts.texts.zoomOut }).addTo(map);
  tileLayer(config.tilesUrl, { maxZoom: config.maxZoom, attribution: mapAttributionHtml(config) }).addTo(map);
  const icon = divIcon({
    html: PIN_SVG,
    className: 'text-brand-700',
    iconSize: [32, 42],
    iconAnchor: [16, 42],
  });
  let pin: Marker | null = null;

  const pick = (lat: number, lng: number) => {
    const point = { lat: round(lat), lng: round(lng) };
    place(point);
    opts.onPick(point);
  };
  const place = (point: LatLng | null) => {
    if (!point) {
      pin?.remove();
      pin = null;
      return;
    }
    if (pin) pin.setLatLng(point);
    else {
      pin = marker(point, {
        icon,
        draggable: true,
        keyboard: false,
        title: opts.texts.marker,
        alt: opts.texts.marker,
      });
      pin.on('dragend', () => {
        const at = pin!.getLatLng();
        pick(at.lat, at.lng);
      });
      pin.addTo(map);
    }
  };

  map.on('click', (e: LeafletMouseEvent) => pick(e.latlng.lat, e.latlng.lng));
  el.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.target !== el) return;
    e.preventDefault();
    const c = map.getCenter();
    pick(c.lat, c.lng);
  });
  if (opts.initial) {
    place(opts.initial);
    map.setView(opts.initial, 17);
  } else map.setView(SPAIN, 5);

  // A section shown after being hidden: Leaflet measures its box again.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(el);
  return {
    show(point, zoom) {
      place(point);
      if (point && zoom) map.setView(point, Math.min(zoom, config.maxZoom));
    },
    destroy() {
      resized.disconnect();
      map.remove();
    },
  };
}
