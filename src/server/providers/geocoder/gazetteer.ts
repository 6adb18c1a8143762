import { normalizePlace, PLACE_ALIASES, withoutArticle } from './place-names';

/** A place of the embedded list: a town (municipality seat or populated place) or a city's district. */
export interface Place {
  name: string;
  /** The INE code of its municipality (5 digits; the first two are the province). */
  ine: string;
  lat: number;
  lng: number;
  population: number;
  kind: 'town' | 'district';
}

/** Places by every key a person may type for them ("donostia", "san sebastian", "coruna"…). */
export interface Gazetteer {
  lookup(typed: string): Place[];
  size: number;
}

/** The keys of a place's name: the whole, each part of a bilingual "A / B" name, without article. */
function keysOf(name: string): Set<string> {
  const keys = new Set<string>();
  for (const part of [name, ...name.split('/')]) {
    const key = normalizePlace(part);
    if (!key) continue;
    keys.add(key);
    keys.add(withoutArticle(key));
  }
  return keys;
}

/** Builds the index from the generated TSV (gazetteer-data.ts). */
export function parseGazetteer(tsv: string): Gazetteer {
  const index = new Map<string, Place[]>();
  let size = 0;
  for (const line of tsv.split('\n')) {
    const [name, ine, lat, lng, population, kind] = line.split('\t');
    if (!name || !ine || kind === undefined) continue;
    const place: Place = {
      name,
      ine,
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
      kind: kind === 'd' ? 'district' : 'town',
    };
    size++;
    for (const key of keysOf(name)) {
      const list = index.get(key);
      if (list) list.push(place);
      else index.set(key, [place]);
    }
  }
  const get = (key: string) => index.get(key) ?? index.get(withoutArticle(key)) ?? [];
  return {
    size,
    lookup(typed) {
      const key = normalizePlace(typed);
      if (!key) return [];
      const alias = PLACE_ALIASES[key] ?? PLACE_ALIASES[withoutArticle(key)];
      const found = get(key);
      if (found.length) return found;
      if (alias) return get(alias);
      // "Vitoria-Gasteiz", "Alicante/Alacant": one of the parts may be the name we keep.
      for (const part of typed.split(/[-/]/)) {
        const hit = part !== typed ? get(normalizePlace(part)) : [];
        if (hit.length) return hit;
      }
      return [];
    },
  };
}

let loaded: Promise<Gazetteer> | undefined;

/** The embedded list, parsed on first use (its ~300 KB stay out of a server that never geocodes). */
export function loadGazetteer(): Promise<Gazetteer> {
  loaded ??= import('./gazetteer-data').then((m) => parseGazetteer(m.GAZETTEER_TSV));
  return loaded;
}
