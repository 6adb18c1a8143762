import { createHash } from 'node:crypto';
import type { ImportSourceKind } from '../../../shared/imports';
import type { AddressPrivacy } from '../../../shared/listing-catalog';
import { type ListingValues, listingInputSchema } from '../../../shared/listings';
import { DESCRIPTION_MAX, mapKyeroProperty } from './map-kyero';
import { mapSheetRow } from './map-sheet';
import { parseKyeroFeed } from './parse-kyero';
import { parseSheet } from './parse-sheet';

/** One valid property of a source, ready to write. */
export interface ImportItem {
  /** The feed's `id` (feeds) or the agency's reference (spreadsheets): what matching uses. */
  key: string;
  reference: string | null;
  /** The feed's `date`, or a hash of what was read: the listing is rewritten only when it changes. */
  version: string;
  values: ListingValues;
  /** Photo URLs, source order, at most the plan's photo limit. */
  photos: string[];
}

/** What a source holds, read and mapped; nothing written. */
export interface SourceContent {
  /** Properties or rows read, valid or not. */
  total: number;
  items: ImportItem[];
  /** "Propiedad 4471: falta el precio". */
  invalid: string[];
  /** Spanish notes on the valid ones (types guessed, descriptions cut…). */
  notes: string[];
  /**
   * Feeds match on their `id` and are absolute (a listing from the feed that is missing from it has
   * left it); spreadsheets match on the reference and say nothing of the rows they lack.
   */
  matchBy: 'feed' | 'ref';
}

export interface ReadOptions {
  maxPhotos: number;
  addressPrivacy: AddressPrivacy;
}

const hashOf = (value: unknown) =>
  `h:${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}`;

/** The features outside the catalogue, kept at the end of the Spanish description. */
function withOtherFeatures(description: string | null, others: string[]): string | null {
  if (!others.length) return description;
  const line = `Otras características: ${others.join(', ')}.`;
  const text = description ? `${description}\n\n${line}` : line;
  return text.length <= DESCRIPTION_MAX ? text : description;
}

/** A Kyero v3 feed (bytes or a stream) → its items. Throws FeedError for a feed that cannot be read. */
export async function readKyeroSource(
  input: Buffer | AsyncIterable<Uint8Array>,
  options: ReadOptions,
): Promise<SourceContent> {
  const feed = await parseKyeroFeed(input);
  const content: SourceContent = {
    total: feed.properties.length,
    items: [],
    invalid: [],
    notes: [],
    matchBy: 'feed',
  };
  const seen = new Set<string>();
  for (const property of feed.properties) {
    const mapped = mapKyeroProperty(property, {
      maxPhotos: options.maxPhotos,
      addressPrivacy: options.addressPrivacy,
    });
    if (!mapped.ok) {
      content.invalid.push(mapped.reason);
      continue;
    }
    if (seen.has(mapped.feedId)) {
      content.invalid.push(
        `Propiedad ${mapped.feedId}: el id está repetido en el feed (se importa la primera)`,
      );
      continue;
    }
    seen.add(mapped.feedId);
    const input = {
      ...mapped.input,
      description: withOtherFeatures(mapped.input.description ?? null, mapped.unknownFeatures),
    };
    const values = listingInputSchema.parse(input);
    content.items.push({
      key: mapped.feedId,
      reference: values.reference,
      version: mapped.feedDate ?? hashOf({ input, photos: mapped.photos }),
      values,
      photos: mapped.photos,
    });
    content.notes.push(...mapped.notes);
  }
  return content;
}

/** The file extension a source's stored copy gets. */
export const copyExtension = (kind: ImportSourceKind, filename: string): 'xml' | 'csv' | 'xlsx' =>
  kind !== 'sheet' ? 'xml' : filename.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';

/** Any source's bytes → its items; a spreadsheet is read whole, a feed as it streams. */
export async function readSource(
  kind: ImportSourceKind,
  name: string,
  body: Buffer | AsyncIterable<Uint8Array>,
  options: ReadOptions,
): Promise<SourceContent> {
  if (kind !== 'sheet') return readKyeroSource(body, options);
  const bytes = Buffer.isBuffer(body) ? body : await bufferOf(body);
  return readSheetSource(bytes, name, options);
}

async function bufferOf(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A spreadsheet (CSV or .xlsx) → its items, matched on the reference. Throws SheetError when unreadable. */
export async function readSheetSource(
  bytes: Buffer,
  filename: string,
  options: ReadOptions,
): Promise<SourceContent> {
  const sheet = await parseSheet(bytes, filename);
  const content: SourceContent = {
    total: sheet.rows.length,
    items: [],
    invalid: [],
    notes: [],
    matchBy: 'ref',
  };
  if (sheet.ignoredColumns.length)
    content.notes.push(`Columnas que no se importan: ${sheet.ignoredColumns.join(', ')}`);
  for (const row of sheet.rows) {
    const mapped = mapSheetRow(row, { maxPhotos: options.maxPhotos, addressPrivacy: options.addressPrivacy });
    if (!mapped.ok) {
      content.invalid.push(mapped.reason);
      continue;
    }
    const input = {
      ...mapped.input,
      description: withOtherFeatures(mapped.input.description ?? null, mapped.unknownFeatures),
    };
    const values = listingInputSchema.parse(input);
    content.items.push({
      key: mapped.key,
      reference: values.reference,
      version: mapped.version,
      values,
      photos: mapped.photos,
    });
    content.notes.push(...mapped.notes);
  }
  return content;
}
