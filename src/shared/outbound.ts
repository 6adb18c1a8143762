import { lazyFormat } from './format';

/**
 * Requests the server makes to a URL a user gave (webhooks, feed imports, their photos): why one was
 * refused or failed, in Spanish. Webhooks speak their own texts for the checks they share
 * (src/shared/webhooks.ts); these are the feed import's.
 */
export const OUTBOUND_ERROR_CODES = [
  'invalid_url',
  'scheme',
  'credentials_in_url',
  'not_public',
  'unresolvable',
  'refused',
  'unreachable',
  'tls',
  'timeout',
  'too_big',
  'too_many_redirects',
  'insecure_redirect',
  'failed',
] as const;
export type OutboundErrorCode = (typeof OUTBOUND_ERROR_CODES)[number];

const sizeFormat = lazyFormat(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }));

/** A size as people read it: "50 MB", "1,5 MB", "800 KB". */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${sizeFormat.format(mb)} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export const outboundTexts = {
  invalidUrl: 'La dirección no es válida: escríbela completa, por ejemplo https://www.ejemplo.es/feed.xml',
  scheme: (schemes: readonly string[]) =>
    schemes.length === 1
      ? `La dirección debe empezar por ${schemes[0]}//`
      : 'La dirección debe empezar por http:// o https://',
  credentialsInUrl: 'La dirección no puede llevar usuario ni contraseña',
  notPublic: 'La dirección apunta a una red privada: solo se admiten direcciones públicas de Internet',
  unresolvable: 'No se encontró el dominio de la dirección: revisa que esté bien escrita',
  refused: 'No se pudo conectar con el servidor del feed: rechazó la conexión',
  unreachable: 'No se pudo conectar con el servidor del feed',
  tls: 'El certificado HTTPS del servidor del feed no es válido',
  timeout: 'El servidor no respondió a tiempo',
  tooBig: (maxBytes: number) => `El archivo supera el tamaño máximo de ${formatSize(maxBytes)}`,
  tooManyRedirects: 'Demasiadas redirecciones',
  insecureRedirect:
    'El servidor redirigió de https:// a http:// (sin cifrar): por seguridad no se sigue esa redirección',
  failed: 'Se cortó la conexión con el servidor del feed',
} as const;

/** The text of each code that needs no figure (too_big and scheme are built with theirs). */
export const outboundErrorTexts: Record<OutboundErrorCode, string> = {
  invalid_url: outboundTexts.invalidUrl,
  scheme: outboundTexts.scheme(['http:', 'https:']),
  credentials_in_url: outboundTexts.credentialsInUrl,
  not_public: outboundTexts.notPublic,
  unresolvable: outboundTexts.unresolvable,
  refused: outboundTexts.refused,
  unreachable: outboundTexts.unreachable,
  tls: outboundTexts.tls,
  timeout: outboundTexts.timeout,
  too_big: 'El archivo es demasiado grande',
  too_many_redirects: outboundTexts.tooManyRedirects,
  insecure_redirect: outboundTexts.insecureRedirect,
  failed: outboundTexts.failed,
};

/** Why an HTTP answer other than 2xx or 304 is not the feed, in Spanish. */
export function statusMessage(status: number): string {
  if (status === 401 || status === 403)
    return 'El servidor del feed pide usuario y contraseña, o los indicados no son correctos';
  if (status === 404 || status === 410) return `El servidor respondió que el feed no existe (${status})`;
  if (status === 429) return 'El servidor del feed pide esperar antes de volver a leerlo (429)';
  if (status >= 500) return `El servidor del feed tuvo un error (${status}): vuelve a intentarlo más tarde`;
  return `El servidor del feed respondió con un error (${status})`;
}
