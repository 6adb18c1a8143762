import type { MapConfig } from '../../../shared/geocoding';
import type { Env } from '../../env';
import { imageOriginsOf } from '../../http/security';

type MapEnv = Pick<
  Env,
  'MAP_TILES_URL' | 'MAP_TILES_ATTRIBUTION' | 'MAP_TILES_ATTRIBUTION_URL' | 'MAP_TILES_MAX_ZOOM'
>;

/** The tile server and credit the operator configured, as the browser's map code reads them. */
export const mapConfigOf = (env: MapEnv): MapConfig => ({
  tilesUrl: env.MAP_TILES_URL,
  attribution: env.MAP_TILES_ATTRIBUTION,
  attributionUrl: env.MAP_TILES_ATTRIBUTION_URL,
  maxZoom: env.MAP_TILES_MAX_ZOOM,
});

/**
 * The origins the pages' CSP must let images come from for the tiles to show. A `{s}` in the host
 * stands for Leaflet's subdomains a, b and c.
 */
export function mapTileOrigins(env: Pick<Env, 'MAP_TILES_URL'>): string[] {
  const template = env.MAP_TILES_URL;
  const hosts = template.includes('{s}')
    ? ['a', 'b', 'c'].map((s) => template.replaceAll('{s}', s))
    : [template];
  return [...new Set(hosts.map((u) => new URL(u.replace(/\{[^}]*\}/g, '0')).origin))];
}

/**
 * Where the pages' images may come from: the photos' CDN or bucket and the map's tile server.
 * The app's CSP and the stored pages' fast path both send it.
 */
export const pageImageOrigins = (env: Pick<Env, 'MAP_TILES_URL' | 'UPLOADS_PUBLIC_URL'>): string[] => [
  ...imageOriginsOf(env.UPLOADS_PUBLIC_URL),
  ...mapTileOrigins(env),
];
