import type { GeocodePrecision } from '../../../shared/geocoding';
import { readCapped } from '../../lib/read-capped';
import { type AddressQuery, type Geocoder, GeocoderError } from './geocoder';

/** An answer is a few hundred bytes; anything far bigger is not CartoCiudad's. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The fields of CartoCiudad's `find` answer that we read (it sends many more). */
interface CartoAnswer {
  lat?: unknown;
  lng?: unknown;
  type?: unknown;
  tip_via?: unknown;
  address?: unknown;
  portalNumber?: unknown;
  postalCode?: unknown;
  muni?: unknown;
  poblacion?: unknown;
  province?: unknown;
}

/** CartoCiudad's result types, by how close they place the point; a province or region is no answer. */
const PRECISION: Record<string, GeocodePrecision> = {
  portal: 'portal',
  callejero: 'street',
  carretera: 'street',
  codpost: 'postcode',
  toponimo: 'district',
  poblacion: 'town',
  municipio: 'town',
};

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** "Calle Mayor 5, 28013 Madrid (Madrid)"; apostrophes come as double quotes (L"HOSPITALET). */
function labelOf(a: CartoAnswer): string {
  const street = [text(a.tip_via), text(a.address), text(a.portalNumber)].filter(Boolean).join(' ');
  const town = text(a.poblacion) || text(a.muni);
  const locality = [text(a.postalCode), town].filter(Boolean).join(' ');
  const province = text(a.province);
  const label = [street, locality].filter(Boolean).join(', ');
  return `${label}${province && province !== town ? ` (${province})` : ''}`.replace(/"/g, "'");
}

/** The point of an answer, or why it is not one of CartoCiudad's. */
function parseAnswer(body: string) {
  if (body.trim() === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new GeocoderError('bad_answer', 'not JSON');
  }
  if (data === null) return null;
  if (typeof data !== 'object' || Array.isArray(data)) throw new GeocoderError('bad_answer', 'not an object');
  const a = data as CartoAnswer;
  const precision = PRECISION[text(a.type).toLowerCase()];
  // A lookup it could not place answers with the province, or with no coordinates at all.
  if (!precision || a.lat == null || a.lng == null) return null;
  const lat = Number(a.lat);
  const lng = Number(a.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw new GeocoderError('bad_answer', 'coordinates out of range');
  return { lat, lng, precision, label: labelOf(a) };
}

/**
 * CartoCiudad (IGN, the Spanish government's free geocoder): GET `{base}/find?q=…` answers one
 * JSON object, the best match, or 204 with no body when nothing matches. The base is the
 * operator's (GEOCODER_URL), never a user's: redirects are refused all the same, and an answer is
 * read up to 64 KB.
 */
export function createCartoCiudadGeocoder(opts: {
  baseUrl: string;
  timeoutMs: number;
  /** Who asks (CartoCiudad's terms want a recognisable client): "Escaparate (+https://…)". */
  userAgent: string;
}): Geocoder {
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    kind: 'cartociudad',
    async geocode({ address, city }: AddressQuery) {
      const q = [address, city].filter(Boolean).join(', ');
      const url = `${base}/find?${new URLSearchParams({ q })}`;
      const signal = AbortSignal.timeout(opts.timeoutMs);
      let res: Response;
      let body: string;
      try {
        res = await fetch(url, {
          redirect: 'error',
          signal,
          headers: { Accept: 'application/json', 'User-Agent': opts.userAgent },
        });
        body = (
          await readCapped(
            res,
            MAX_ANSWER_BYTES,
            () => new GeocoderError('bad_answer', `answer over ${MAX_ANSWER_BYTES} bytes`),
          )
        ).toString('utf8');
      } catch (err) {
        if (err instanceof GeocoderError) throw err;
        if (signal.aborted) throw new GeocoderError('timeout', `no answer within ${opts.timeoutMs} ms`);
        throw new GeocoderError('network', err instanceof Error ? err.message : String(err));
      }
      if (res.status === 204 || res.status === 404) return null;
      if (!res.ok) throw new GeocoderError('status', `HTTP ${res.status}`);
      return parseAnswer(body);
    },
  };
}
