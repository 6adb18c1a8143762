import type { Env } from '../../env';
import { createCartoCiudadGeocoder } from './cartociudad';
import { createEmbeddedGeocoder } from './embedded';
import type { Geocoder } from './geocoder';

/** GEOCODER_KIND: the embedded list of towns (default), or CartoCiudad at GEOCODER_URL. */
export function geocoderFromEnv(
  env: Pick<Env, 'GEOCODER_KIND' | 'GEOCODER_URL' | 'GEOCODER_TIMEOUT_MS' | 'PUBLIC_URL'>,
): Geocoder {
  if (env.GEOCODER_KIND === 'cartociudad')
    return createCartoCiudadGeocoder({
      baseUrl: env.GEOCODER_URL,
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
      userAgent: `Escaparate (+${env.PUBLIC_URL})`,
    });
  return createEmbeddedGeocoder();
}
