import { describe, expect, it } from 'vitest';
import { publicAddress, publicPoint } from '../../../shared/listing-catalog';
import { locationTexts, locationTextsEn, locationTextsFor, mapAreaOf } from './location-texts';

/** What load-public-pages gives the page for one listing and privacy. */
const publicOf = (privacy: 'exact' | 'street' | 'zone') => {
  const point = publicPoint(40.439342, -3.701817, privacy)!;
  return {
    locationApproximate: point.approximate,
    address: publicAddress('Calle de Ponzano 12, 3º B', privacy),
    point,
  };
};

/** Metres between two points (equirectangular: fine at these distances). */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const k = Math.PI / 180;
  const x = (b.lng - a.lng) * k * Math.cos(((a.lat + b.lat) / 2) * k);
  const y = (b.lat - a.lat) * k;
  return Math.hypot(x, y) * 6_371_000;
};

describe('the map of an approximate location', () => {
  it('is a pin only for an exact address, a circle of 150 m for the street, 1 km for the zone', () => {
    expect(mapAreaOf(publicOf('exact'))).toEqual({ kind: 'pin' });
    expect(mapAreaOf(publicOf('street'))).toEqual({ kind: 'area', radiusM: 150 });
    expect(mapAreaOf(publicOf('zone'))).toEqual({ kind: 'area', radiusM: 1000 });
  });

  it('draws an area that always holds the real place, wherever the rounding falls', () => {
    for (let i = 0; i < 200; i++) {
      const real = { lat: 36 + ((i * 0.0137) % 7), lng: -9 + ((i * 0.0291) % 12) };
      for (const privacy of ['street', 'zone'] as const) {
        const shown = publicPoint(real.lat, real.lng, privacy)!;
        const area = mapAreaOf({ locationApproximate: true, address: privacy === 'street' ? 'Calle' : null });
        expect(area.kind).toBe('area');
        if (area.kind === 'area') expect(metres(real, shown)).toBeLessThan(area.radiusM);
      }
    }
  });

  it('speaks the page language', () => {
    expect(locationTextsFor('es')).toBe(locationTexts);
    expect(locationTextsFor('en').showMap).toBe(locationTextsEn.showMap);
    expect(locationTexts.showMap).toBe('Ver mapa');
  });
});
