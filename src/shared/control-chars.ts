/**
 * Control characters in text people send (NUL and the other C0 controls, DEL, C1, bidirectional
 * overrides, lone surrogates; zero-width characters on one line). PostgreSQL refuses NUL in text,
 * and none of them belongs in a name, a title or an address. One-line fields refuse them all;
 * text that may span lines keeps tab, line feed and carriage return.
 */
/** C0 controls and DEL; tab, line feed and carriage return only where text may span lines. */
function isControl(code: number, multiline: boolean): boolean {
  if (code === 0x7f) return true;
  if (code >= 0x20) return false;
  return !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d));
}

// The same sets as `isControl`, as patterns: the regular expression engine scans a long string
// (a webhook echoing a 1 MB data URI) many times faster than a loop over its characters.
// A lone surrogate (half of an emoji, `"\ud800"` in JSON) is never text: stored, it turns into
// U+FFFD, and some paths fail on it. C1 controls (U+0080–U+009F) and the bidirectional overrides
// and isolates (U+202A–U+202E, U+2066–U+2069: an override turns "gpj.exe" around on screen) have no
// place in anything people type here. One-line fields also refuse the zero-width characters
// (U+200B–U+200D, U+2060, U+FEFF): a name that looks like another one. Text that may span lines
// keeps the zero-width joiner (emoji sequences) and tab, line feed and carriage return.
const ONE_LINE_CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200d\u202a-\u202e\u2060\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MULTILINE_CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * What any JSON body of the API may not hold (controlCharGuard): NUL and the other C0 controls,
 * DEL and lone surrogates. Narrower than the fields' sets: it also reads what other services
 * send (Stripe's and Replicate's webhooks), whose text is theirs to choose.
 */
const ANY_BODY_CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlChars(value: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? MULTILINE_CONTROLS : ONE_LINE_CONTROLS).test(value);
}

/** How the fields people fill in are called on screen, by their key in requests. */
const fieldLabels: Record<string, string> = {
  title: 'Título',
  price: 'Precio',
  address: 'Dirección',
  city: 'Ciudad',
  floor: 'Planta',
  sqm: 'Superficie',
  name: 'Nombre',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'E-mail',
  phone: 'Teléfono',
  website: 'Web',
  slug: 'Dirección pública',
  message: 'Mensaje',
  password: 'Contraseña',
  newPassword: 'Nueva contraseña',
  currentPassword: 'Contraseña actual',
  company: 'Empresa',
  subject: 'Asunto',
  q: 'Buscar',
  room: 'Estancia',
  roomCode: 'Estancia',
  style: 'Estilo',
  styles: 'Estilo',
};

/** The on-screen name of a field from its path in the request (`styles.0` → 'Estilo'). */
export function fieldLabel(path: string): string {
  const key = path.split('.').find((part) => !/^\d+$/.test(part)) ?? path;
  return fieldLabels[key] ?? [...key].filter((ch) => !isControl(ch.charCodeAt(0), false)).join('');
}

export const controlCharsText = (label: string) =>
  `El campo «${label}» contiene caracteres no permitidos (invisibles o de control). Vuelve a escribirlo.`;

/** A zod `.refine` for a one-line text field: `.refine(...noControlChars('Título'))`. */
export const noControlChars = (label: string, opts: { multiline?: boolean } = {}) =>
  [
    (v: string | null | undefined) => v == null || !hasControlChars(v, opts),
    { error: controlCharsText(label) },
  ] as const;

/**
 * The first string (keys included) with control characters in a parsed JSON value or a query,
 * as a dotted path ('' for the value itself); null when there is none. Multi-line text keeps
 * tab and line breaks here: each schema is stricter on its one-line fields.
 */
export function findControlChars(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return ANY_BODY_CONTROLS.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChars(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (ANY_BODY_CONTROLS.test(key)) return at;
      const found = findControlChars(inner, at);
      if (found !== null) return found;
    }
  }
  return null;
}
