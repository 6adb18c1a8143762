/** "L'Hospitalet de Llobregat" → "l hospitalet de llobregat": case, accents and punctuation away. */
export function normalizePlace(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Spanish, Catalan, Galician and Balearic articles a place name may start with, or not. */
const ARTICLE = /^(el|la|los|las|l|a|o|os|as|es|sa|s|ses|els|les) (?=\S)/;

/** "la coruna" → "coruna": people write "La Coruña" for "A Coruña", "Hospitalet" for "L'Hospitalet". */
export const withoutArticle = (key: string) => key.replace(ARTICLE, '');

/**
 * Names people type that the gazetteer spells another way (GeoNames keeps the official, often
 * co-official, form). Each target is a key of the gazetteer: a test checks that they all resolve.
 */
export const PLACE_ALIASES: Record<string, string> = {
  gerona: 'girona',
  lerida: 'lleida',
  orense: 'ourense',
  castellon: 'castello de la plana',
  'castellon de la plana': 'castello de la plana',
  castello: 'castello de la plana',
  alacant: 'alicante',
  elx: 'elche',
  'palma de mallorca': 'palma',
  iruna: 'pamplona',
  bilbo: 'bilbao',
  xixon: 'gijon',
  mahon: 'mao',
  eivissa: 'ibiza',
  figueras: 'figueres',
  'las palmas': 'las palmas de gran canaria',
  hospitalet: 'hospitalet de llobregat',
  santiago: 'santiago de compostela',
  jerez: 'jerez de la frontera',
  'vitoria gasteiz': 'vitoria',
  'donostia san sebastian': 'donostia',
  tenerife: 'santa cruz de tenerife',
};

/** INE province codes (the first two digits of a municipality's code and of a post code). */
export const PROVINCES: Record<string, string> = {
  '01': 'Araba/Álava',
  '02': 'Albacete',
  '03': 'Alicante/Alacant',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón/Castelló',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia/València',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
};

/** Other names of provinces people write ("Vizcaya", "Baleares", "Guipúzcoa", "Tenerife"). */
const PROVINCE_ALIASES: Record<string, string> = {
  alava: '01',
  araba: '01',
  alicante: '03',
  baleares: '07',
  'islas baleares': '07',
  castellon: '12',
  'la coruna': '15',
  coruna: '15',
  gerona: '17',
  guipuzcoa: '20',
  lerida: '25',
  rioja: '26',
  orense: '32',
  'gran canaria': '35',
  tenerife: '38',
  valencia: '46',
  vizcaya: '48',
  navarra: '31',
  nafarroa: '31',
};

/** The province code a name stands for ("Badajoz", "Vizcaya", "Valencia/València"), or null. */
export function provinceCodeOf(text: string): string | null {
  const key = normalizePlace(text);
  if (!key) return null;
  if (PROVINCE_ALIASES[key]) return PROVINCE_ALIASES[key];
  for (const [code, name] of Object.entries(PROVINCES)) {
    if (name.split('/').some((n) => normalizePlace(n) === key)) return code;
  }
  return null;
}

/** The province of a Spanish post code (28013 → 28), or null when the text holds none. */
export function provinceOfPostcode(text: string): string | null {
  const m = /\b(0[1-9]|[1-4]\d|5[0-2])\d{3}\b/.exec(text);
  return m ? m[1]! : null;
}
