import { formatList, formatListingPrice, groupedCount } from '../../../shared/format';
import {
  conditionLabels,
  FEATURES,
  ORIENTATIONS,
  orientationLabels,
  PROPERTY_TYPES,
  propertyType,
} from '../../../shared/listing-catalog';
import type { AdFacts, TextProvider } from './text-provider';

/**
 * The local test provider: the default outside production, so development, tests and the demo
 * work offline and give the same text every time. It writes from templates with only the facts
 * given, and marks its text on the first line so nobody takes it for the model's. Its
 * translation turns its own template sentences into English and leaves any other sentence in
 * Spanish; figures are kept, so both pass fact-check.ts.
 */

export const LOCAL_DESCRIBE_MARKER = '[Texto de prueba generado sin IA]';
export const LOCAL_TRANSLATE_MARKER = '[Test text, not a real translation]';

/** Features said in the "Cuenta con …" list, with the English of the translation. */
const HAS: Record<string, [es: string, en: string]> = {
  ascensor: ['ascensor', 'a lift'],
  terraza: ['terraza', 'a terrace'],
  balcon: ['balcón', 'a balcony'],
  garaje: ['plaza de garaje', 'a parking space'],
  trastero: ['trastero', 'a storage room'],
  piscina: ['piscina', 'a swimming pool'],
  jardin: ['jardín', 'a garden'],
  aire: ['aire acondicionado', 'air conditioning'],
  calefaccion: ['calefacción', 'heating'],
  armarios: ['armarios empotrados', 'built-in wardrobes'],
  vistas_mar: ['vistas al mar', 'sea views'],
  portero: ['portero', 'a concierge'],
  zonas_verdes: ['zonas verdes', 'green areas'],
  cocina_equipada: ['cocina equipada', 'a fitted kitchen'],
  chimenea: ['chimenea', 'a fireplace'],
  alarma: ['alarma', 'an alarm system'],
};

/** Features that read better as a sentence of their own. */
const OWN_SENTENCE: Record<string, [es: string, en: string]> = {
  exterior: ['Es exterior.', 'It is exterior-facing.'],
  amueblado: ['Se entrega amueblado.', 'It comes furnished.'],
  accesible: [
    'Está adaptado a personas con movilidad reducida.',
    'It is adapted for people with reduced mobility.',
  ],
  mascotas: ['Se admiten mascotas.', 'Pets are allowed.'],
};

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const m2 = (n: number) => `${groupedCount.format(n)} m²`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describeFacts(f: AdFacts): string {
  const type = propertyType(f.propertyType)?.es ?? 'Inmueble';
  const where = `${f.city?.trim() ? ` en ${f.city.trim()}` : ''}${f.zone?.trim() ? `, zona ${f.zone.trim()}` : ''}`;
  const price = formatListingPrice(f.price, f.operation);
  const opening = [`${type} en ${f.operation === 'rent' ? 'alquiler' : 'venta'}${where}.`];
  if (price) opening.push(`Precio: ${price}.`);

  const sizes = [
    f.sqm !== null && `${m2(f.sqm)} construidos`,
    f.usableSqm !== null && `${m2(f.usableSqm)} útiles`,
    f.plotSqm !== null && `parcela de ${m2(f.plotSqm)}`,
  ].filter((s): s is string => Boolean(s));
  const rooms = [
    f.beds !== null && count(f.beds, 'dormitorio', 'dormitorios'),
    f.baths !== null && count(f.baths, 'baño', 'baños'),
  ].filter((s): s is string => Boolean(s));
  const e = f.energy;
  const details = [
    sizes.length > 0 && `Superficie: ${formatList(sizes)}.`,
    rooms.length > 0 && `${formatList(rooms)}.`,
    f.floor?.trim() && `Planta: ${f.floor.trim()}.`,
    f.condition && `Estado: ${lower(conditionLabels[f.condition].es)}.`,
    f.yearBuilt !== null && `Año de construcción: ${f.yearBuilt}.`,
    f.orientation && `Orientación: ${lower(orientationLabels[f.orientation].es)}.`,
    f.communityFees != null && `Gastos de comunidad: ${groupedCount.format(f.communityFees)} €/mes.`,
    e &&
      `Certificado energético: ${e.status === 'certified' ? `consumo ${e.consumption}, emisiones ${e.emissions}` : e.status === 'in_progress' ? 'en trámite' : 'exento'}.`,
  ].filter((s): s is string => Boolean(s));

  const codes = FEATURES.map((x) => x.code).filter((c) => f.features.includes(c));
  const has = codes.filter((c) => HAS[c]).map((c) => HAS[c]![0]);
  const extras = [
    has.length > 0 && `Cuenta con ${formatList(has)}.`,
    ...codes.filter((c) => OWN_SENTENCE[c]).map((c) => OWN_SENTENCE[c]![0]),
    f.rooms?.length && `Estancias con foto: ${formatList(f.rooms.map(lower))}.`,
  ].filter((s): s is string => Boolean(s));

  return [LOCAL_DESCRIBE_MARKER, opening.join(' '), details.join(' '), extras.join(' ')]
    .filter(Boolean)
    .join('\n\n');
}

// ——— The translation: the template's sentences, one by one ———

const enNumber = (es: string) => es.replace(/\./g, ',');
const TYPES = new RegExp(
  `^(${PROPERTY_TYPES.map((t) => t.es).join('|')}|Inmueble) en (venta|alquiler)(?: en (.+?))?(?:, zona (.+))?\\.$`,
);
const PARTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^([\d.]+) m² construidos$/, (m) => `${enNumber(m[1]!)} m² built`],
  [/^([\d.]+) m² útiles$/, (m) => `${enNumber(m[1]!)} m² usable`],
  [/^parcela de ([\d.]+) m²$/, (m) => `a plot of ${enNumber(m[1]!)} m²`],
  [/^(\d+) dormitorios?$/, (m) => count(Number(m[1]), 'bedroom', 'bedrooms')],
  [/^(\d+) baños?$/, (m) => count(Number(m[1]), 'bathroom', 'bathrooms')],
  ...Object.values(HAS).map(([es, en]): [RegExp, () => string] => [new RegExp(`^${es}$`), () => en]),
];

/** "a, b y c" in English, or null when a part is not one of the template's. */
function listInEnglish(list: string): string | null {
  const parts = list.split(/, | y /).map((part) => {
    for (const [re, en] of PARTS) {
      const m = re.exec(part);
      if (m) return en(m);
    }
    return null;
  });
  return parts.every((p) => p !== null) ? formatList(parts as string[], 'en') : null;
}

const LABELS = new Map<string, string>([
  ...Object.values(conditionLabels).map((l): [string, string] => [lower(l.es), lower(l.en)]),
  ...ORIENTATIONS.map((o): [string, string] => [
    lower(orientationLabels[o].es),
    lower(orientationLabels[o].en),
  ]),
  ['en trámite', 'in progress'],
  ['exento', 'exempt'],
]);
const FIXED = new Map(Object.values(OWN_SENTENCE));

const SENTENCES: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [
    TYPES,
    (m) =>
      `${PROPERTY_TYPES.find((t) => t.es === m[1])?.en ?? 'Property'} ${m[2] === 'venta' ? 'for sale' : 'for rent'}${m[3] ? ` in ${m[3]}` : ''}${m[4] ? `, ${m[4]} area` : ''}.`,
  ],
  [
    /^Precio: ([\d.]+)\s€(\/mes)?\.$/,
    (m) => `Price: ${formatListingPrice(Number(m[1]!.replace(/\./g, '')), m[2] ? 'rent' : 'sale', 'en')}.`,
  ],
  [/^Superficie: (.+)\.$/, (m) => (listInEnglish(m[1]!) ? `Size: ${listInEnglish(m[1]!)}.` : null)],
  [/^(\d+ (?:dormitorios?|baños?).*)\.$/, (m) => (listInEnglish(m[1]!) ? `${listInEnglish(m[1]!)}.` : null)],
  [/^Planta: (.+)\.$/, (m) => `Floor: ${m[1]}.`],
  [/^Estado: (.+)\.$/, (m) => (LABELS.has(m[1]!) ? `Condition: ${LABELS.get(m[1]!)}.` : null)],
  [/^Año de construcción: (\d+)\.$/, (m) => `Year built: ${m[1]}.`],
  [/^Orientación: (.+)\.$/, (m) => (LABELS.has(m[1]!) ? `Orientation: ${LABELS.get(m[1]!)}.` : null)],
  [/^Gastos de comunidad: ([\d.]+) €\/mes\.$/, (m) => `Community fees: €${enNumber(m[1]!)}/month.`],
  [
    /^Certificado energético: consumo ([A-G]), emisiones ([A-G])\.$/,
    (m) => `Energy certificate: consumption ${m[1]}, emissions ${m[2]}.`,
  ],
  [
    /^Certificado energético: (.+)\.$/,
    (m) => (LABELS.has(m[1]!) ? `Energy certificate: ${LABELS.get(m[1]!)}.` : null),
  ],
  [/^Cuenta con (.+)\.$/, (m) => (listInEnglish(m[1]!) ? `It has ${listInEnglish(m[1]!)}.` : null)],
  [/^Estancias con foto: (.+)\.$/, (m) => `Rooms photographed: ${m[1]!.replace(/ y (?=[^,]*$)/, ' and ')}.`],
  [/^.+$/, (m) => FIXED.get(m[0]) ?? null],
];

function translateSentence(sentence: string): string {
  for (const [re, en] of SENTENCES) {
    const m = re.exec(sentence);
    const done = m && en(m);
    if (done) return done;
  }
  return sentence;
}

function translateText(textEs: string): string {
  const paragraphs = textEs
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && p !== LOCAL_DESCRIBE_MARKER)
    .map((p) =>
      p
        .split(/(?<=\.)\s+/)
        .map(translateSentence)
        .join(' '),
    );
  return [LOCAL_TRANSLATE_MARKER, ...paragraphs].join('\n\n');
}

export function createLocalTextProvider(): TextProvider {
  return {
    kind: 'local',
    describe: async (facts) => describeFacts(facts),
    translate: async (textEs) => (textEs.trim() ? translateText(textEs) : ''),
  };
}
