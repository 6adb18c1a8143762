import { z } from 'zod';
import { checkEnergy } from './energy-certificate';
import { DEFAULT_TYPE } from './listing-catalog';
import { checkTypeOfUse, listingFieldsShape } from './listings';

/**
 * AI texts of a listing (issue 29, decision 047): "Escribir con IA" drafts the Spanish description
 * from the listing's facts, "Traducir al inglés" renders it in English. Both only fill the form's
 * field; the member edits and saves as usual. Each counts as one text of the plan's month.
 */

export const aiTextKinds = ['describe', 'translate'] as const;
export type AiTextKind = (typeof aiTextKinds)[number];
export const aiTextStatuses = ['pending', 'done'] as const;

export const aiTextsApi = {
  /** POST {listingId?, …the form's facts} → {text, provider, allowance}. */
  describe: '/api/ai-texts/describe',
  /** POST {listingId?, text} → {text, provider, allowance}. */
  translate: '/api/ai-texts/translate',
  /** GET → {allowance}. */
  allowance: '/api/ai-texts/allowance',
} as const;

/**
 * The listing's facts a description is written from, as the form holds them: the same field
 * rules as the listing schema, without what a draft does not need (title, address, coordinates,
 * reference, texts, agent). What of these reaches the provider is decided on the server
 * (modules/ai-texts/ad-facts.ts); the address is not even asked for.
 */
const { sqm, usableSqm, plotSqm, beds, baths, floor, exterior, price, city } = listingFieldsShape;
export const adFactsInputSchema = z
  .object({
    /** The listing being edited (its photos' rooms are added); absent for one not yet created. */
    listingId: z.uuid().nullish(),
    useCode: listingFieldsShape.useCode,
    operation: listingFieldsShape.operation,
    propertyType: listingFieldsShape.propertyType,
    city,
    price,
    sqm,
    usableSqm,
    plotSqm,
    beds,
    baths,
    floor,
    exterior,
    features: listingFieldsShape.features,
    condition: listingFieldsShape.condition,
    orientation: listingFieldsShape.orientation,
    yearBuilt: listingFieldsShape.yearBuilt,
    communityFees: listingFieldsShape.communityFees,
    energyStatus: listingFieldsShape.energyStatus,
    energyConsumption: listingFieldsShape.energyConsumption,
    energyEmissions: listingFieldsShape.energyEmissions,
    energyConsumptionKwh: listingFieldsShape.energyConsumptionKwh,
    energyEmissionsKg: listingFieldsShape.energyEmissionsKg,
  })
  .superRefine(checkEnergy)
  .superRefine(checkTypeOfUse)
  .transform((v) => ({ ...v, propertyType: v.propertyType ?? DEFAULT_TYPE[v.useCode] }));
export type AdFactsInput = z.input<typeof adFactsInputSchema>;
export type AdFactsValues = z.output<typeof adFactsInputSchema>;

/** Texts of the feature (shown by the form and answered by the server). */
export const aiTextTexts = {
  write: 'Escribir con IA',
  writing: 'Escribiendo…',
  translate: 'Traducir al inglés',
  translating: 'Traduciendo…',
  written: 'Descripción escrita con IA a partir de los datos del inmueble. Revísala antes de guardar.',
  translated: 'Traducción hecha con IA. Revísala antes de guardar.',
  /** The local test provider's drafts: no "con IA" claim, since no AI wrote them. */
  testWritten:
    'Texto de prueba escrito sin IA a partir de los datos del inmueble: este servidor no tiene configurado un servicio de IA.',
  testTranslated: 'Traducción de prueba hecha sin IA: este servidor no tiene configurado un servicio de IA.',
  undo: 'Deshacer',
  undone: 'Se ha recuperado el texto anterior.',
  needsSpanish: 'Escribe primero la descripción en español para traducirla.',
  factsToFix: 'Corrige los datos marcados antes de escribir con IA.',
  writeHint: 'Redacta un borrador con los datos de las otras secciones. No añade nada que no esté en ellos.',
  failed: 'No se pudo escribir el texto. Inténtalo de nuevo.',
  allowance: (used: number, limit: number) => `${used} de ${limit} textos con IA este mes`,
  allowanceUnlimited: (used: number) => `${used} textos con IA este mes (ilimitados)`,
  limitReached: (plan: string, limit: number) =>
    `Has usado los ${limit} textos con IA de tu plan ${plan} este mes. Mejora tu plan en Configuración › Suscripción para escribir más, o espera al mes que viene.`,
  noPlan: 'Necesitas un plan activo para escribir textos con IA. Elige uno en Configuración › Suscripción.',
  textTooLong: 'La descripción en español supera los 4.000 caracteres.',
} as const;

export const translateRequestSchema = z.object({
  listingId: z.uuid().nullish(),
  text: z
    .string({ error: aiTextTexts.needsSpanish })
    .trim()
    .min(1, { error: aiTextTexts.needsSpanish })
    .max(4000, { error: aiTextTexts.textTooLong }),
});

/** "Escribir con IA": the facts flat, as the form names them, so a refusal's fields are the form's. */
export const describeRequestSchema = adFactsInputSchema;

/** "N de 20 textos con IA este mes"; limit null: unlimited. */
export interface AiTextAllowanceView {
  used: number;
  limit: number | null;
  /** When the count starts again: the 1st of next month, Madrid time (ISO). */
  resetsAt: string;
  text: string;
}

export interface AiTextResponse {
  text: string;
  /** 'local': the test provider wrote it (the form says so). */
  provider: 'local' | 'openai';
  allowance: AiTextAllowanceView;
}
