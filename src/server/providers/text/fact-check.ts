import { FEATURES, propertyType } from '../../../shared/listing-catalog';
import type { AdFacts } from './text-provider';

/**
 * Checks that a generated text says nothing the listing's facts do not (issue 29): its numbers
 * are the listing's, and it claims no catalogue feature the listing lacks. A prompt asks the
 * model for that; this is what makes it so. Numbers are checked as written in digits only
 * ("dos dormitorios" is not read), and a number is checked against the listing's set of numbers,
 * not against its meaning. Problems are Spanish sentences: they are logged and sent back to the
 * model as its correction.
 */

/** Accents and case away, so "Calefacción" and "calefaccion" read the same. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A number as written: 250.000, 250,000, 1.234,5, 1,5, 1.5, 80. A "." or "," followed by exactly
 * three digits groups thousands, any other is a decimal point, in either language, so a Spanish
 * source and its English translation read alike; a no-break space also groups (Intl writes one).
 */
const NUMBER = /\d+(?:[.,\u00a0\u202f]\d{3}(?!\d))*(?:[.,]\d+)?/g;

/** "m2", "80m2", "m^2", "km2", "CO2": a unit's exponent or index is not a figure of the listing. */
const UNIT_DIGITS = /(?<![a-z])(k?m|co)\^?2(?!\d)/gi;

function numberValue(token: string): number {
  const decimal = /[.,](\d{1,2}|\d{4,})$/.exec(token);
  const whole = (decimal ? token.slice(0, decimal.index) : token).replace(/\D/g, '');
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

/** The numbers written in digits in a text, each with how it was written. */
export function numbersIn(text: string): { token: string; value: number }[] {
  const cleaned = text.replace(UNIT_DIGITS, '$1');
  return [...cleaned.matchAll(NUMBER)].map(([token]) => ({ token, value: numberValue(token) }));
}

/** Every number a text about the listing may contain: its figures, and digits in its floor or place. */
export function allowedNumbers(facts: AdFacts): Set<number> {
  const allowed = new Set<number>();
  const figures = [
    facts.price,
    facts.sqm,
    facts.usableSqm,
    facts.plotSqm,
    facts.beds,
    facts.baths,
    facts.yearBuilt,
    facts.communityFees,
  ];
  if (facts.energy?.status === 'certified')
    figures.push(facts.energy.consumptionKwh, facts.energy.emissionsKg);
  for (const n of figures) if (n !== null && n !== undefined) allowed.add(n);
  for (const text of [facts.floor, facts.city, facts.zone])
    for (const { value } of numbersIn(text ?? '')) allowed.add(value);
  return allowed;
}

/**
 * How a text claims each feature, accents and case folded. Alternatives run longest first, so
 * "plaza de garaje" is read as one mention and "sin plaza de garaje" as a negative one.
 */
export const FEATURE_MENTIONS: Record<string, RegExp> = {
  ascensor: /\b(?:ascensor(?:es)?|elevador)\b/g,
  terraza: /\bterrazas?\b/g,
  balcon: /\bbalcon(?:es)?\b/g,
  garaje: /\b(?:plazas? de (?:garaje|aparcamiento|parking)|garajes?|aparcamiento|parking|cochera)\b/g,
  trastero: /\btrasteros?\b/g,
  piscina: /\bpiscinas?\b/g,
  jardin: /\bjardin(?:es)?\b/g,
  aire: /\b(?:aire acondicionado|climatizacion|climatizad[oa])\b/g,
  calefaccion: /\b(?:calefaccion|suelo radiante|radiadores|calefactad[oa])\b/g,
  armarios: /\barmarios? empotrados?\b/g,
  // "cocina amueblada" is the fitted kitchen, not a furnished home.
  amueblado: /\b(?:(?<!cocina (?:\w+ )?)(?:semi)?amueblad[oa]s?|con muebles)\b/g,
  accesible: /\b(?:movilidad reducida|silla de ruedas|sin barreras arquitectonicas)\b/g,
  vistas_mar: /\b(?:vistas? (?:\w+ )?(?:al|del|sobre el) (?:mar|mediterraneo)|frente al mar)\b/g,
  // "portero automático" is an intercom, which every building has.
  portero: /\b(?:portero(?! automatico| electronico)|conserjes?|conserjeria|porteria)\b/g,
  zonas_verdes: /\b(?:zonas? verdes?|areas? verdes?|zonas? ajardinadas?|ajardinad[oa]s?)\b/g,
  cocina_equipada: /\b(?:cocina (?:totalmente |completamente )?(?:equipada|amueblada)|electrodomesticos)\b/g,
  chimenea: /\bchimeneas?\b/g,
  alarma: /\b(?:alarma|sistema de seguridad)\b/g,
  mascotas:
    /\b(?:(?:se )?(?:admite|admiten|acepta|aceptan) mascotas|mascotas (?:permitidas|bienvenidas)|pet friendly)\b/g,
  exterior:
    /\b(?:es|todo|toda|totalmente|piso|vivienda|inmueble|atico|estudio|duplex|apartamento|casa|local|oficina) exteriore?s?\b/g,
};

/** Right before a mention: "sin", "no tiene", "ni", "carece de"…, then only articles. */
const NEGATED =
  /\b(?:sin|ni|no(?:\s+(?:tiene|dispone\s+de|cuenta\s+con|hay|incluye|posee|ofrece|es))?|carece\s+de)\s+(?:(?:de|del|el|la|los|las|un|una|con|ningun|ninguna)\s+)*$/;

/** Names the listing itself carries (its type, its photographed rooms): a feature word in one is no claim. */
function ownNames(facts: AdFacts): string[] {
  return [propertyType(facts.propertyType)?.es, ...(facts.rooms ?? [])]
    .filter((n): n is string => Boolean(n?.trim()))
    .map(fold);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue features the text claims positively although the listing lacks them. */
export function claimedMissingFeatures(text: string, facts: AdFacts): { code: string; said: string }[] {
  const names = ownNames(facts);
  // Place names are taken out of the text: "zona Jardín Botánico" says nothing about a garden.
  let folded = fold(text);
  for (const place of [facts.city, facts.zone])
    if (place?.trim())
      folded = folded.replace(new RegExp(`\\b${escapeRegExp(fold(place.trim()))}\\b`, 'g'), ' ');
  const claims: { code: string; said: string }[] = [];
  for (const feature of FEATURES) {
    if (facts.features.includes(feature.code)) continue;
    const mention = FEATURE_MENTIONS[feature.code]!;
    if (names.some((n) => new RegExp(mention.source).test(n))) continue;
    for (const m of folded.matchAll(mention)) {
      const at = m.index ?? 0;
      if (NEGATED.test(folded.slice(Math.max(0, at - 60), at))) continue;
      claims.push({ code: feature.code, said: m[0] });
      break;
    }
  }
  return claims;
}

/** Why a Spanish description is not faithful to the listing; empty when it is. */
export function checkDescription(text: string, facts: AdFacts): string[] {
  const problems: string[] = [];
  const allowed = allowedNumbers(facts);
  const foreign = new Set(
    numbersIn(text)
      .filter((n) => !allowed.has(n.value))
      .map((n) => n.token),
  );
  for (const token of foreign) problems.push(`La cifra «${token}» no es un dato del inmueble.`);
  for (const { code, said } of claimedMissingFeatures(text, facts)) {
    const label = FEATURES.find((f) => f.code === code)!.es.toLowerCase();
    problems.push(`Dice «${said}», pero «${label}» no está entre las características del inmueble.`);
  }
  return problems;
}

/** Why an English translation does not carry the same figures as its Spanish source; empty when it does. */
export function checkTranslation(textEs: string, textEn: string): string[] {
  const source = numbersIn(textEs);
  const target = numbersIn(textEn);
  const problems: string[] = [];
  const sourceValues = new Set(source.map((n) => n.value));
  const targetValues = new Set(target.map((n) => n.value));
  for (const token of new Set(target.filter((n) => !sourceValues.has(n.value)).map((n) => n.token)))
    problems.push(`La traducción dice «${token}», una cifra que no está en el texto en español.`);
  for (const token of new Set(source.filter((n) => !targetValues.has(n.value)).map((n) => n.token)))
    problems.push(`Falta la cifra «${token}» del texto en español.`);
  return problems;
}
