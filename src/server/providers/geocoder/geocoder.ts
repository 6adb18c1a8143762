import type { GeocodePrecision, GeocodeResult } from '../../../shared/geocoding';

/** An address as typed in the form: either part may be empty, not both. */
export interface AddressQuery {
  address: string;
  city: string;
}

/**
 * Turns an address into a point: the embedded gazetteer (offline, town centres) or CartoCiudad.
 * `null`: nothing matched. A lookup that could not be made (timeout, an error answer, a body that
 * is not the protocol's) throws GeocoderError.
 */
export interface Geocoder {
  readonly kind: 'embedded' | 'cartociudad';
  geocode(query: AddressQuery): Promise<GeocodeResult | null>;
}

/** Why a lookup could not be made; logged, and the form gets one Spanish message for them all. */
export type GeocoderFailure = 'timeout' | 'network' | 'status' | 'bad_answer';

export class GeocoderError extends Error {
  constructor(
    readonly reason: GeocoderFailure,
    detail: string,
  ) {
    super(`geocoder ${reason}: ${detail}`);
    this.name = 'GeocoderError';
  }
}

export type { GeocodePrecision, GeocodeResult };
