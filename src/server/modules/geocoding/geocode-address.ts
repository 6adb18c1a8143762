import { type GeocodeResult, geocodeTexts } from '../../../shared/geocoding';
import type { GeocodeQuery } from '../../../shared/geocoding-schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import { type Geocoder, GeocoderError } from '../../providers/geocoder/geocoder';

/**
 * One lookup for "Buscar en el mapa". Nothing found is a 404 that asks the member to place the
 * point; a geocoder that cannot answer (timeout, an error or a body that is not its protocol) is
 * a 502 with a Spanish message, logged: never a 500, and the form keeps working without it.
 */
export async function geocodeAddress(opts: {
  geocoder: Geocoder;
  query: GeocodeQuery;
  logger: Logger;
}): Promise<GeocodeResult> {
  let found: GeocodeResult | null;
  try {
    found = await opts.geocoder.geocode(opts.query);
  } catch (err) {
    if (!(err instanceof GeocoderError)) throw err;
    opts.logger.warn(
      { geocoder: opts.geocoder.kind, reason: err.reason, detail: err.message },
      'geocoder failed',
    );
    throw new AppError('bad_gateway', geocodeTexts.unavailable);
  }
  if (!found) throw new AppError('not_found', geocodeTexts.notFound);
  return found;
}
