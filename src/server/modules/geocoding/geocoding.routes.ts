import { Hono } from 'hono';
import { geocodeApi, geocodeTexts } from '../../../shared/geocoding';
import { geocodeQuerySchema } from '../../../shared/geocoding-schema';
import type { AppDeps, AppEnv } from '../../context';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { geocoderFromEnv } from '../../providers/geocoder/from-env';
import { checkLimit, type LimitRule } from '../../providers/limits/limit-store';
import { geocodeAddress } from './geocode-address';
import { mapConfigOf } from './map-config';

/**
 * Lookups per member: a person placing a listing searches a few times; a script would spend the
 * upstream service's goodwill (CartoCiudad is free and shared) on our name.
 */
export const GEOCODE_LIMIT: LimitRule = { name: 'geocode-user', limit: 30, windowMs: 10 * 60_000 };

/** The map config changes only with a restart: five minutes in any cache. */
const MAP_CONFIG_CACHE = 'public, max-age=300';

/** /api/geocode (members: "Buscar en el mapa") and /api/map-config (public: the maps' tiles). */
export function geocodingRoutes(deps: AppDeps) {
  const geocoder = geocoderFromEnv(deps.env);
  const mapConfig = mapConfigOf(deps.env);
  return new Hono<AppEnv>()
    .get(geocodeApi.mapConfig, (c) => {
      c.header('Cache-Control', MAP_CONFIG_CACHE);
      return c.json(mapConfig);
    })
    .post(geocodeApi.geocode, requireAgency(deps), async (c) => {
      const query = await readJson(c, geocodeQuerySchema);
      if (!(await checkLimit(deps.limits, GEOCODE_LIMIT, c.get('user').id)).allowed)
        throw new AppError('rate_limited', geocodeTexts.tooMany);
      return c.json(await geocodeAddress({ geocoder, query, logger: deps.logger }));
    });
}
