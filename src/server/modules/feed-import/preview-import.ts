import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { groupedCount } from '../../../shared/format';
import type { ImportPreview, ImportSourceKind } from '../../../shared/imports';
import { importTexts } from '../../../shared/imports';
import type { Db } from '../../db/client';
import { importPreviews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../logger';
import { importCopyKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import { planImport } from './plan-import';
import { copyExtension, readSource } from './read-source';
import { failureText, photoLimitOf } from './run-import';

/** A preview is applied within this time, or read again. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** A source that cannot be read at all, as the Spanish 422 the form shows. */
export function unreadable(err: unknown, field: 'url' | 'file'): AppError {
  const message = failureText(err);
  return new AppError('validation', message, { [field]: message });
}

/**
 * Reads a source and says what importing it would do, writing nothing but a private copy of the bytes
 * (what "Importar" then applies, so the agency gets exactly what it saw) and the preview's row.
 */
export async function previewImport(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  agencyId: string;
  kind: ImportSourceKind;
  name: string;
  bytes: Buffer;
  username?: string | null;
  passwordSealed?: string | null;
}): Promise<ImportPreview> {
  const { db, storage, agencyId } = opts;
  await forgetOldPreviews(db, storage, agencyId);
  const maxPhotos = await photoLimitOf(db, agencyId);
  let content: Awaited<ReturnType<typeof readSource>>;
  try {
    content = await readSource(opts.kind, opts.name, opts.bytes, { maxPhotos, addressPrivacy: 'zone' });
  } catch (err) {
    throw unreadable(err, opts.kind === 'feed_url' ? 'url' : 'file');
  }
  const plan = await planImport({ db, agencyId, content, leftAction: 'draft' });

  const id = randomUUID();
  const storageKey = importCopyKey(agencyId, id, copyExtension(opts.kind, opts.name));
  await storage.put(storageKey, opts.bytes, { contentType: 'application/octet-stream' });
  await db.insert(importPreviews).values({
    id,
    agencyId,
    kind: opts.kind,
    name: opts.name,
    storageKey,
    username: opts.username ?? null,
    passwordSealed: opts.passwordSealed ?? null,
  });

  const notes = [...content.notes];
  if (plan.beyondLimit > 0 && plan.publishedLimit !== null)
    notes.unshift(
      `Tu plan permite ${groupedCount.format(plan.publishedLimit)} inmuebles publicados: ${groupedCount.format(plan.beyondLimit)} ${plan.beyondLimit === 1 ? 'entra' : 'entran'} como Borrador.`,
    );
  const item = (key: string, title: string, reference: string | null, listingId: string | null) => ({
    key,
    title,
    reference,
    listing_id: listingId,
  });
  return {
    preview_id: id,
    source: { kind: opts.kind, name: opts.name },
    total: content.total,
    new: plan.writes
      .filter((w) => !w.listing)
      .map((w) => item(w.item.key, w.item.values.title, w.item.reference, null)),
    updated: plan.writes
      .filter((w) => w.listing)
      .map((w) => item(w.item.key, w.listing!.title, w.item.reference, w.listing!.id)),
    unchanged: plan.unchanged.length,
    invalid: plan.invalid,
    beyond_limit: plan.beyondLimit,
    published_limit: plan.publishedLimit,
    left: plan.left.map((l) => item(l.feedId ?? l.id, l.title, l.reference, l.id)),
    notes,
    photos: plan.writes.reduce((n, w) => n + w.newPhotos, 0),
    linked: plan.writes.filter((w) => w.link).length,
  };
}

/** The agency's preview of this id, still within its time (404 otherwise: another agency's too). */
export async function takePreview(db: Db, agencyId: string, previewId: string) {
  const [row] = await db
    .select()
    .from(importPreviews)
    .where(and(eq(importPreviews.id, previewId), eq(importPreviews.agencyId, agencyId)));
  if (!row || Date.now() - row.createdAt.getTime() > PREVIEW_TTL_MS)
    throw new AppError('not_found', importTexts.previewExpired);
  return row;
}

/** Previews never imported: their copies go after a day. */
async function forgetOldPreviews(db: Db, storage: Storage, agencyId: string) {
  const old = await db
    .delete(importPreviews)
    .where(
      and(
        eq(importPreviews.agencyId, agencyId),
        lt(importPreviews.createdAt, new Date(Date.now() - PREVIEW_TTL_MS)),
      ),
    )
    .returning({ key: importPreviews.storageKey });
  if (old.length) await storage.delete(old.map((o) => o.key)).catch(() => {});
}
