import type { Gazetteer, Place } from './gazetteer';
import { loadGazetteer } from './gazetteer';
import type { AddressQuery, Geocoder } from './geocoder';
import { PROVINCES, provinceCodeOf, provinceOfPostcode } from './place-names';

/** "28013 Madrid" → "Madrid"; "Mérida (Badajoz)" → "Mérida" and the province in brackets. */
function readPart(part: string): { name: string; province: string | null } {
  const bracket = /\(([^)]*)\)/.exec(part);
  const name = part
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b\d{5}\b/g, ' ')
    .trim();
  return { name, province: bracket ? provinceCodeOf(bracket[1]!) : null };
}

/** The most populated town of that name, in the province when one is known and has it. */
function bestTown(places: Place[], province: string | null): Place | null {
  const towns = places.filter((p) => p.kind === 'town');
  const inProvince = province ? towns.filter((p) => p.ine.startsWith(province)) : [];
  const pool = inProvince.length ? inProvince : towns;
  return pool.reduce<Place | null>((best, p) => (!best || p.population > best.population ? p : best), null);
}

/**
 * The embedded geocoder: a built-in list of Spain's towns and the districts of its big cities
 * (GeoNames). It finds the town (and the district when the address names one) and answers with
 * its centre, never a street: the form says the point is approximate and asks to move the pin.
 */
export function createEmbeddedGeocoder(load: () => Promise<Gazetteer> = loadGazetteer): Geocoder {
  return {
    kind: 'embedded',
    async geocode({ address, city }: AddressQuery) {
      const gazetteer = await load();
      const addressParts = address
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      // The city first, then the address from its end ("Calle Mayor 5, 28013 Madrid").
      const parts = [city, ...[...addressParts].reverse()].map(readPart).filter((p) => p.name);
      const hinted =
        parts.find((p) => p.province)?.province ?? provinceOfPostcode(`${address} ${city}`) ?? null;
      const provinceParts = parts.filter((p) => provinceCodeOf(p.name));
      const province = hinted ?? provinceCodeOf(provinceParts[0]?.name ?? '');
      // A part that only names the province ("…, Mérida, Badajoz") is a town only if nothing else is.
      const ordered = [...parts.filter((p) => !provinceParts.includes(p)), ...provinceParts];
      for (const part of ordered) {
        const town = bestTown(gazetteer.lookup(part.name), part.province ?? province);
        if (!town) continue;
        const district = addressParts
          .flatMap((p) => gazetteer.lookup(readPart(p).name))
          .find((p) => p.kind === 'district' && p.ine === town.ine);
        const provinceName = PROVINCES[town.ine.slice(0, 2)]?.split('/')[0] ?? '';
        const townLabel =
          provinceName && provinceName !== town.name ? `${town.name} (${provinceName})` : town.name;
        return district
          ? {
              lat: district.lat,
              lng: district.lng,
              precision: 'district',
              label: `${district.name}, ${townLabel}`,
            }
          : { lat: town.lat, lng: town.lng, precision: 'town', label: townLabel };
      }
      return null;
    },
  };
}
