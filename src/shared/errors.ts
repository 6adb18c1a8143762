/** Error codes the API returns in `{ error: { code, message } }`. */
export const errorCodes = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'plan_limit',
  /** An agent beyond the seats of the agency's plan now (after a smaller plan): access paused. */
  'seat_paused',
  'invalid_reference',
  'payload_too_large',
  'rate_limited',
  'bad_gateway',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** The data error catalogue, keyed by our codes (decision 017 → Language and texts). */
export const dataErrorTexts: Record<ErrorCode, string> = {
  bad_request: 'La solicitud no es válida.',
  validation: 'Revisa los datos del formulario.',
  unauthorized: 'Acceso no autorizado',
  forbidden: 'Acceso denegado',
  not_found: 'Recurso no encontrado',
  conflict: 'Conflicto de datos',
  plan_limit: 'Límite alcanzado',
  seat_paused: 'Tu acceso a la agencia está en pausa.',
  invalid_reference: 'Referencia inválida',
  payload_too_large: 'La solicitud es demasiado grande.',
  rate_limited: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  bad_gateway: 'El servicio externo no respondió. Inténtalo de nuevo.',
  unavailable: 'Este servicio no está disponible en este momento.',
  internal: 'Algo ha fallado en el servidor. Inténtalo de nuevo.',
};

export const httpStatusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  plan_limit: 403,
  seat_paused: 403,
  invalid_reference: 422,
  payload_too_large: 413,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
  internal: 500,
};
