import { SaxesParser } from 'saxes';
import { groupedCount } from '../../../shared/format';
import { decodeWindows1252 } from './sheet-csv';

/*
 * Reads a Kyero v3 feed (test/fixtures/kyero/kyeroV3.0.xsd) into plain objects (issue 28 →
 * Import from a feed). Pure: the bytes come from an upload or a fetch made elsewhere.
 *
 * Safety: the input is counted in bytes against a cap while it arrives; any `<!DOCTYPE` or
 * `<!ENTITY` is refused before parsing (so no entity expansion and no external entity can ever be
 * read); saxes, a streaming pure-JS parser, decodes only the five predefined entities and numeric
 * character references and fails on any other. The property count is capped too.
 */

/** Largest feed read, in bytes. */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;
/** Most properties read from one feed. */
export const MAX_FEED_PROPERTIES = 5_000;

export type FeedErrorCode =
  | 'tooBig'
  | 'tooMany'
  | 'notXml'
  | 'doctype'
  | 'notKyero'
  | 'empty'
  | 'malformed'
  | 'encoding';

/** Spanish answers for a feed that cannot be read (nothing is imported from it). */
export const feedErrorTexts: Record<FeedErrorCode, string> = {
  tooBig: 'El feed supera el tamaño máximo de 50 MB.',
  tooMany: `El feed tiene más de ${groupedCount.format(MAX_FEED_PROPERTIES)} inmuebles, el máximo que se importa.`,
  notXml:
    'La dirección no devuelve un archivo XML sino una página web. Comprueba la URL y, si hace falta, el usuario y la contraseña.',
  doctype: 'El feed incluye declaraciones DOCTYPE o ENTITY, que no se admiten por seguridad.',
  notKyero: 'El archivo es XML pero no es un feed Kyero v3.',
  empty: 'El feed no contiene ningún inmueble. No se ha cambiado nada.',
  malformed: 'El feed no es un XML válido.',
  encoding: 'El feed usa una codificación de caracteres no admitida (usa UTF-8 o ISO-8859-1).',
};

export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    /** Technical detail (line, parser message) for logs; not shown to the agency. */
    readonly detail?: string,
  ) {
    super(feedErrorTexts[code]);
    this.name = 'FeedError';
  }
}

/** One `<property>` as read: texts trimmed, absent elements undefined. */
export interface KyeroFeedProperty {
  id?: string;
  date?: string;
  ref?: string;
  price?: string;
  currency?: string;
  priceFreq?: string;
  partOwnership?: string;
  leasehold?: string;
  newBuild?: string;
  type?: string;
  town?: string;
  province?: string;
  country?: string;
  location?: { latitude?: string; longitude?: string };
  locationDetail?: string;
  beds?: string;
  baths?: string;
  pool?: string;
  surfaceArea?: { built?: string; plot?: string };
  energyRating?: { consumption?: string; emissions?: string };
  /** Per language code, as in the feed. */
  url: Record<string, string>;
  desc: Record<string, string>;
  features: string[];
  /** Image URLs in feed order. */
  images: string[];
  notes?: string;
}

export interface KyeroFeed {
  feedVersion?: string;
  feedGenerated?: string;
  properties: KyeroFeedProperty[];
}

export interface ParseOptions {
  maxBytes?: number;
  maxProperties?: number;
}

type Chunks = Buffer | Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

const SIMPLE: Record<string, keyof KyeroFeedProperty> = {
  id: 'id',
  date: 'date',
  ref: 'ref',
  price: 'price',
  currency: 'currency',
  price_freq: 'priceFreq',
  part_ownership: 'partOwnership',
  leasehold: 'leasehold',
  new_build: 'newBuild',
  type: 'type',
  town: 'town',
  province: 'province',
  country: 'country',
  location_detail: 'locationDetail',
  beds: 'beds',
  baths: 'baths',
  pool: 'pool',
  notes: 'notes',
};

/** The encoding named by the XML declaration (ASCII-compatible bytes only are looked at). */
function declaredEncoding(head: Uint8Array): string {
  const text = Buffer.from(head.subarray(0, 200)).toString('latin1');
  const m = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(text);
  return m?.[1] ? m[1].toLowerCase() : 'utf-8';
}

/** What the parser needs of a decoder: chunks in, text out (a character may span two chunks). */
interface ChunkDecoder {
  decode(chunk?: Uint8Array, options?: { stream?: boolean }): string;
}

/**
 * Windows-1252 (and ISO-8859-1, which feeds mean by it) one byte per character: Node 20's
 * TextDecoder reads 0x80–0x9F as C1 controls, so "€" or curly quotes would be lost.
 */
const windows1252: ChunkDecoder = { decode: (chunk) => (chunk ? decodeWindows1252(chunk) : '') };

function decoderFor(head: Uint8Array): ChunkDecoder {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return new TextDecoder('utf-8', { fatal: true });
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe))
    throw new FeedError('encoding', 'UTF-16 BOM');
  const enc = declaredEncoding(head);
  if (enc === 'utf-8' || enc === 'utf8') return new TextDecoder('utf-8', { fatal: true });
  // WHATWG maps ISO-8859-1 and latin1 onto Windows-1252, a superset for printable text.
  if (['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252'].includes(enc))
    return windows1252;
  throw new FeedError('encoding', enc);
}

async function* chunksOf(input: Chunks): AsyncIterable<Uint8Array> {
  if (input instanceof Uint8Array) {
    yield input;
    return;
  }
  yield* input as AsyncIterable<Uint8Array>;
}

/** What the first characters say before the XML parser sees them. */
function checkHead(text: string) {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 2048)
    .toLowerCase();
  if (/<html[\s>]|<!doctype\s+html/.test(start)) throw new FeedError('notXml');
  if (start !== '' && !start.startsWith('<')) throw new FeedError('notXml');
}

/** Parses a Kyero v3 feed. Throws FeedError for a feed that cannot be imported at all. */
export async function parseKyeroFeed(input: Chunks, options: ParseOptions = {}): Promise<KyeroFeed> {
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const maxProperties = options.maxProperties ?? MAX_FEED_PROPERTIES;
  const feed: KyeroFeed = { properties: [] };
  const parser = new SaxesParser({ xmlns: false });

  const stack: string[] = [];
  let text = '';
  let current: KyeroFeedProperty | null = null;
  let sawRoot = false;
  let sawKyero = false;
  let failure: FeedError | null = null;

  parser.on('doctype', () => {
    failure ??= new FeedError('doctype');
  });
  parser.on('error', (e) => {
    failure ??= new FeedError('malformed', e.message);
  });
  parser.on('opentag', (tag) => {
    text = '';
    const depth = stack.length;
    stack.push(tag.name);
    if (depth === 0) {
      if (tag.name.toLowerCase() === 'html') failure ??= new FeedError('notXml');
      else if (tag.name !== 'root') failure ??= new FeedError('notKyero', `root <${tag.name}>`);
      sawRoot = true;
    } else if (depth === 1 && tag.name === 'kyero') sawKyero = true;
    else if (depth === 1 && tag.name === 'property') {
      if (feed.properties.length >= maxProperties) failure ??= new FeedError('tooMany');
      current = { url: {}, desc: {}, features: [], images: [] };
    }
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const value = text.trim();
    text = '';
    const path = stack.slice(1);
    stack.pop();
    if (path[0] === 'kyero' && path.length === 2) {
      if (tag.name === 'feed_version') feed.feedVersion = value;
      if (tag.name === 'feed_generated') feed.feedGenerated = value;
      return;
    }
    if (path[0] !== 'property' || !current) return;
    const p: KyeroFeedProperty = current;
    if (path.length === 1) {
      feed.properties.push(p);
      current = null;
      return;
    }
    const [, a = '', b = ''] = path;
    const simple = Object.hasOwn(SIMPLE, a) ? SIMPLE[a] : undefined;
    if (path.length === 2 && simple) (p as unknown as Record<string, string>)[simple] = value;
    else if (path.length !== 3) {
      if (path.length === 4 && a === 'images' && b === 'image' && path[3] === 'url' && value)
        p.images.push(value);
    } else if (a === 'location' && (b === 'latitude' || b === 'longitude'))
      p.location = { ...p.location, [b]: value };
    else if (a === 'surface_area' && (b === 'built' || b === 'plot'))
      p.surfaceArea = { ...p.surfaceArea, [b]: value };
    else if (a === 'energy_rating' && (b === 'consumption' || b === 'emissions'))
      p.energyRating = { ...p.energyRating, [b]: value };
    else if (a === 'url' && value) p.url[b] = value;
    else if (a === 'desc' && value) p.desc[b] = value;
    else if (a === 'features' && b === 'feature' && value) p.features.push(value);
  });

  let bytes = 0;
  let decoder: ChunkDecoder | null = null;
  let headChecked = false;
  const feedText = (s: string) => {
    if (!headChecked && s.trim() !== '') {
      checkHead(s);
      headChecked = true;
    }
    // Refused before the parser sees them: no DTD is ever read. A split across chunks is
    // caught by saxes's own doctype event.
    if (/<!DOCTYPE|<!ENTITY/i.test(s)) throw new FeedError('doctype');
    parser.write(s);
    if (failure) throw failure;
  };

  try {
    for await (const chunk of chunksOf(input)) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw new FeedError('tooBig');
      if (!decoder) decoder = decoderFor(chunk);
      feedText(decoder.decode(chunk, { stream: true }));
    }
    if (decoder) feedText(decoder.decode());
    parser.close();
    if (failure) throw failure;
  } catch (e) {
    if (e instanceof FeedError) throw e;
    if (e instanceof TypeError && /encoded data|decode/i.test(e.message))
      throw new FeedError('encoding', e.message);
    throw new FeedError('malformed', e instanceof Error ? e.message : String(e));
  }
  if (!sawRoot) throw new FeedError('malformed', 'no root element');
  if (!sawKyero && feed.properties.length === 0) throw new FeedError('notKyero', 'no <kyero> or <property>');
  if (feed.properties.length === 0) throw new FeedError('empty');
  return feed;
}
