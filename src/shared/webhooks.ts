import { z } from 'zod';
import { planCodes, planNames } from './billing';
import { route } from './paths';
import { planChecks, planLimitsByCode } from './plan-features';

/**
 * The plans whose agencies may send their leads to webhooks (issue 13 → Lead webhooks): read
 * from the plan cards' rule (`planChecks.leadWebhooks`), never listed a second time.
 */
export const WEBHOOK_PLANS = planCodes.filter((code) => planChecks.leadWebhooks(planLimitsByCode[code]));
/** "los planes Plus y Pro" (or "el plan Pro"), from the rule, for the refusal and the settings note. */
function webhookPlansPhrase(): string {
  const names = WEBHOOK_PLANS.map((code) => planNames[code]);
  if (names.length === 1) return `el plan ${names[0]}`;
  return `los planes ${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}
/** Endpoints one agency may have at once. */
export const MAX_WEBHOOK_ENDPOINTS = 5;

/** Spanish texts of Settings → Webhooks that the server also speaks (errors, toasts, validation). */
export const webhookTexts = {
  planRequired: `Los webhooks están disponibles en ${webhookPlansPhrase()}.`,
  tooMany: `Puedes tener como máximo ${MAX_WEBHOOK_ENDPOINTS} webhooks.`,
  notFound: 'Webhook no encontrado',
  urlRequired: 'Escribe la URL del webhook.',
  urlInvalid: 'Escribe una URL completa, por ejemplo https://crm.ejemplo.es/webhooks/escaparate.',
  urlTooLong: 'La URL es demasiado larga.',
  httpsRequired: 'La URL debe empezar por https://.',
  credentialsInUrl: 'La URL no puede llevar usuario ni contraseña.',
  notPublic:
    'Esa dirección no es pública: apunta a una red privada o local. Usa una URL accesible desde internet.',
  unresolvable: 'No encontramos ese dominio. Revisa la URL.',
  created: 'Webhook creado',
  deleted: 'Webhook eliminado',
  enabled: 'Webhook activado',
  disabled: 'Webhook desactivado',
  rotated: 'Secreto renovado',
  testSent: (status: number) => `Prueba entregada (respuesta ${status})`,
  testFailed: 'La prueba no se pudo entregar',
  saveError: 'No se pudo guardar el webhook.',
  loadError: 'No se pudieron cargar los webhooks.',
} as const;

/** An absolute http(s) URL (`new URL`, not `URL.canParse`: Safari before 17 lacks it). */
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The one form of Settings → Webhooks: the same schema in the browser and on the server. */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: webhookTexts.urlRequired })
    .trim()
    .min(1, { error: webhookTexts.urlRequired })
    .max(2000, { error: webhookTexts.urlTooLong })
    .refine(isHttpUrl, { error: webhookTexts.urlInvalid }),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

/** PATCH body: switch an endpoint on or off. */
export const webhookToggleSchema = z.object({
  enabled: z.boolean({ error: 'Indica si el webhook está activo.' }),
});

/** Why an endpoint is off: the owner switched it off, or it kept failing (see deliver-webhook.ts). */
export type WebhookDisabledReason = 'manual' | 'failing';

export interface WebhookEndpointView {
  id: string;
  url: string;
  enabled: boolean;
  disabled_reason: WebhookDisabledReason | null;
  disabled_at: string | null;
  /** The first characters of the secret, to tell two apart; the whole one is shown only once. */
  secret_hint: string;
  created_at: string;
  last_success_at: string | null;
}

/** One attempt to deliver one event: a line of the delivery log. */
export interface WebhookAttemptView {
  id: string;
  delivery_id: string;
  event_type: WebhookEventType;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
  /** Delivered (2xx): the delivery is over. */
  ok: boolean;
}

export interface WebhooksResponse {
  /** False on a plan without webhooks: the page explains, the API refuses changes. */
  allowed: boolean;
  endpoints: WebhookEndpointView[];
}

/** Create and rotate answer the secret, the only time it is shown. */
export interface WebhookSecretResponse {
  endpoint: WebhookEndpointView;
  secret: string;
}

export interface WebhookAttemptsResponse {
  attempts: WebhookAttemptView[];
}

export interface WebhookTestResponse {
  attempt: WebhookAttemptView;
}

export const webhookEventTypes = ['lead.created', 'webhook.test'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Version of the JSON body below; a change that breaks receivers bumps it (docs/webhooks.md). */
export const WEBHOOK_PAYLOAD_VERSION = 1;
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Escaparate-Signature';

export const webhooksApi = {
  /** GET the agency's endpoints; POST {@link webhookEndpointSchema} to add one. */
  list: '/api/webhooks',
  /** PATCH {@link webhookToggleSchema}; DELETE. */
  one: route('/api/webhooks/:id'),
  /** POST: a new secret, answered once. */
  rotate: route('/api/webhooks/:id/rotate-secret'),
  /** POST: one `webhook.test` delivery now, answered with its attempt. */
  test: route('/api/webhooks/:id/test'),
  /** GET the newest attempts of an endpoint. */
  attempts: route('/api/webhooks/:id/attempts'),
} as const;
