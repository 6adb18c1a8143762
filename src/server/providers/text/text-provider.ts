import type { EnergyCertificate } from '../../../shared/energy-label';
import type { Condition, Operation, Orientation } from '../../../shared/listing-catalog';

/**
 * AI text behind one interface (issue 29): "Escribir con IA" drafts a listing's Spanish
 * description from its facts, "Traducir al inglés" renders it in English. Two implementations:
 * the local test provider (default outside production: offline, deterministic, its text marked as
 * a test) and any OpenAI-compatible chat-completions API (OpenAI, Mistral, a self-hosted server).
 */

/**
 * What an ad is written from: the listing's own facts and nothing else. No personal data (owner,
 * agent, leads) and no street address ever reach the provider, so none is in here; the prompt
 * reads these fields one by one, never the object as a whole, so extra fields of a row passed by
 * mistake are not sent either. Independent of the DB row: the caller maps a row to it.
 * (Not src/shared/listings.ts ListingFacts, which is the API's "facts beyond the tiles".)
 */
export interface AdFacts {
  useCode: 'residencial' | 'comercial';
  operation: Operation;
  /** A PROPERTY_TYPES code of src/shared/listing-catalog.ts (piso, atico, local…). */
  propertyType: string;
  /** The town; null when not given. */
  city: string | null;
  /** A zone or district name the public side may show; never the street. */
  zone?: string | null;
  /** Whole euros; for a rent, euros a month. */
  price: number | null;
  /** Superficie construida, m². */
  sqm: number | null;
  usableSqm: number | null;
  plotSqm: number | null;
  beds: number | null;
  baths: number | null;
  /** As typed: "3º", "Bajo", "Ático". */
  floor: string | null;
  /** FEATURES codes; includes 'exterior' when the listing's exterior flag is set. */
  features: readonly string[];
  condition: Condition | null;
  orientation: Orientation | null;
  yearBuilt: number | null;
  /** Gastos de comunidad, whole euros a month. */
  communityFees?: number | null;
  /** Real Decreto 390/2021; null while not given. */
  energy: EnergyCertificate | null;
  /** Spanish names of the rooms its photos are tagged with (Salón, Cocina…), each once. */
  rooms?: readonly string[];
}

export interface TextProvider {
  /** 'none': production without a configured API; every call throws `not_configured`. */
  readonly kind: 'local' | 'openai' | 'none';
  /** The Spanish description: plain text, paragraphs separated by a blank line. Throws TextProviderError. */
  describe(facts: AdFacts): Promise<string>;
  /** The English version of a Spanish description, same format. Throws TextProviderError. */
  translate(textEs: string): Promise<string>;
}

export type TextProviderFailure =
  /** No API configured, or it refused our credentials or model (401, 403, 404, 400). */
  | 'not_configured'
  /** HTTP 429 whose Retry-After was too long to wait for; see `retryAfterSeconds`. */
  | 'rate_limited'
  | 'timeout'
  /** The model declined (a refusal, or its content filter stopped the answer). */
  | 'refused'
  /** A 5xx or a network error, twice. */
  | 'unavailable'
  /** An answer that is not the protocol's, is empty, cut short or too large. */
  | 'bad_answer'
  /** The text twice claimed something the listing's facts do not say (fact-check.ts). */
  | 'unfaithful';

/** What the user reads for each failure (the route answers it; the detail goes to the log). */
export const textProviderMessages: Record<TextProviderFailure, string> = {
  not_configured: 'Los textos con IA no están disponibles: el servicio no está configurado.',
  rate_limited: 'El servicio de textos con IA está ocupado. Vuelve a intentarlo en unos segundos.',
  timeout: 'El servicio de textos con IA ha tardado demasiado en responder. Vuelve a intentarlo.',
  refused: 'El servicio de textos con IA no ha querido escribir este texto. Escríbelo a mano.',
  unavailable: 'El servicio de textos con IA no responde ahora mismo. Vuelve a intentarlo más tarde.',
  bad_answer: 'El servicio de textos con IA ha dado una respuesta que no se puede usar. Vuelve a intentarlo.',
  unfaithful:
    'La IA ha escrito datos que no son del inmueble y su texto se ha descartado. Vuelve a intentarlo o escríbelo a mano.',
};

export class TextProviderError extends Error {
  constructor(
    readonly reason: TextProviderFailure,
    detail: string,
    /** For `rate_limited`: how long the provider asked us to wait, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`text provider ${reason}: ${detail}`);
    this.name = 'TextProviderError';
  }

  /** The Spanish message for the user. */
  get userMessage(): string {
    return textProviderMessages[this.reason];
  }
}
