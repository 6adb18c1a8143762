import { and, eq, inArray } from 'drizzle-orm';
import { type ImportRun, importTexts, type LeftAction } from '../../../shared/imports';
import type { AddressPrivacy } from '../../../shared/listing-catalog';
import { MAX_PHOTOS } from '../../../shared/listings';
import type { Db } from '../../db/client';
import { importPreviews, importRuns, importSources, listings } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { createLimiter } from '../../lib/limiter';
import { OutboundError } from '../../lib/public-target';
import type { Logger } from '../../logger';
import type { Storage } from '../../providers/storage/storage';
import type { ListingRow } from '../listings/listing-view';
import { createListing, updateListing } from '../listings/write-listing';
import { getEffectivePlan } from '../plans/effective-plan';
import { syncListingPhotos } from './import-photos';
import { emptyCounts, type ImportRunRow } from './import-runs';
import { mergeForUpdate } from './merge-values';
import { FeedError } from './parse-kyero';
import { type PlannedWrite, planImport } from './plan-import';
import { readSource, type SourceContent } from './read-source';
import { SheetError } from './sheet-error';
import type { ImportTransport } from './transport';

export interface RunDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
  transport: ImportTransport;
  /** Opens a sealed feed password (feed-secret.ts with the server's secret). */
  openPassword: (sealed: string) => string | null;
}

/** Listings written at once: downloads of one overlap the processing of another's photos. */
const LISTINGS_AT_ONCE = 3;
/** The run's row is brought up to date at most this often while it works. */
const PROGRESS_EVERY_MS = 1000;

/** The photos a listing of this agency may hold now (the plan's, never above the product's). */
export async function photoLimitOf(db: Db, agencyId: string): Promise<number> {
  const { planLimits } = await getEffectivePlan({ db, agencyId });
  return Math.min(MAX_PHOTOS, planLimits.photos_per_listing);
}

/** The run's source, read and mapped: its stored copy (a preview's), or the saved feed, fetched now. */
async function contentOf(deps: RunDeps, run: ImportRunRow, maxPhotos: number): Promise<SourceContent> {
  const options = { maxPhotos, addressPrivacy: run.addressPrivacy as AddressPrivacy };
  if (run.storageKey) {
    const stored = await deps.storage.get(run.storageKey);
    if (!stored) throw new AppError('conflict', importTexts.previewExpired);
    return readSource(run.kind as ImportRun['source']['kind'], run.name, stored.body, options);
  }
  const [source] = await deps.db.select().from(importSources).where(eq(importSources.agencyId, run.agencyId));
  if (!source) throw new AppError('conflict', importTexts.noSource);
  const password = source.passwordSealed ? deps.openPassword(source.passwordSealed) : null;
  if (source.passwordSealed && password === null)
    throw new AppError('conflict', 'No se pudo leer la contraseña guardada del feed. Vuelve a escribirla.');
  const body = await deps.transport.openFeed(source.url, { username: source.username, password });
  return readSource('feed_url', source.url, body, options);
}

/** The Spanish reason a run failed as a whole. */
export function failureText(err: unknown): string {
  if (
    err instanceof AppError ||
    err instanceof FeedError ||
    err instanceof SheetError ||
    err instanceof OutboundError ||
    (err instanceof Error && (err as { expected?: boolean }).expected)
  )
    return err.message;
  return 'No se pudo completar la importación por un error del servidor. Vuelve a intentarlo más tarde.';
}

/**
 * Applies one run: reads its source, plans it against the agency's listings (as the preview did, with
 * the listings as they are now), writes each new or changed listing with its photos, then the ones
 * that left the feed. Each listing is written on its own (a failure is noted and the rest go on);
 * its version is stamped only once its photos are in, so a run cut short and run again takes up the
 * listings it had not finished. A source that cannot be read fails the run and changes nothing.
 */
export async function runImport(deps: RunDeps, runId: string): Promise<ImportRunRow> {
  const { db } = deps;
  const [loaded] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!loaded) throw new Error(`import run ${runId} not found`);
  if (loaded.status === 'done' || loaded.status === 'failed') return loaded;
  const run = loaded;
  await db
    .update(importRuns)
    .set({ status: 'running', startedAt: new Date() })
    .where(eq(importRuns.id, run.id));

  const counts = emptyCounts();
  const errors: string[] = [];
  let done = 0;
  let total = 0;
  let lastSaved = 0;
  const save = async (force = false) => {
    if (!force && Date.now() - lastSaved < PROGRESS_EVERY_MS) return;
    lastSaved = Date.now();
    await db
      .update(importRuns)
      .set({ counts, errors, progressDone: done, progressTotal: total })
      .where(eq(importRuns.id, run.id));
  };

  try {
    const maxPhotos = await photoLimitOf(db, run.agencyId);
    const content = await contentOf(deps, run, maxPhotos);
    const leftAction = run.leftAction as LeftAction;
    const plan = await planImport({ db, agencyId: run.agencyId, content, leftAction });
    counts.unchanged = plan.unchanged.length;
    counts.invalid = plan.invalid.length;
    errors.push(...plan.invalid);
    total = plan.writes.length + (leftAction === 'draft' ? plan.left.length : 0);
    await save(true);

    // Listings that left go to Borrador first: the places they free are the plan's to give to the
    // listings written next (as the plan counted them).
    if (leftAction === 'draft' && plan.left.length) {
      const gone = await db
        .update(listings)
        .set({ published: false })
        .where(
          and(
            eq(listings.agencyId, run.agencyId),
            inArray(
              listings.id,
              plan.left.map((l) => l.id),
            ),
            eq(listings.published, true),
          ),
        )
        .returning({ id: listings.id });
      counts.left = gone.length;
      done += plan.left.length;
    }

    const slot = createLimiter(LISTINGS_AT_ONCE);
    await Promise.all(
      plan.writes.map((write) =>
        slot(async () => {
          const label =
            content.matchBy === 'feed' ? `Propiedad ${write.item.key}` : `Referencia ${write.item.key}`;
          try {
            const outcome = await applyWrite(deps, run, write, content.matchBy, label);
            counts[outcome.created ? 'created' : 'updated']++;
            if (outcome.drafted) counts.drafted++;
            counts.photos_downloaded += outcome.photos.downloaded;
            counts.photos_kept += outcome.photos.kept;
            errors.push(...outcome.photos.errors);
          } catch (err) {
            errors.push(`${label}: no importada (${failureText(err).replace(/\.$/, '')})`);
            if (!(err instanceof AppError)) deps.logger.error({ err, runId: run.id }, 'import write failed');
          }
          done++;
          await save();
        }),
      ),
    );

    const [finished] = await db
      .update(importRuns)
      .set({
        status: 'done',
        counts,
        errors,
        progressDone: total,
        progressTotal: total,
        finishedAt: new Date(),
      })
      .where(eq(importRuns.id, run.id))
      .returning();
    await forgetCopy(deps, run);
    return finished!;
  } catch (err) {
    if (!(err instanceof AppError) && failureText(err).startsWith('No se pudo completar'))
      deps.logger.error({ err, runId: run.id }, 'import run failed');
    const [failed] = await db
      .update(importRuns)
      .set({ status: 'failed', counts, errors, error: failureText(err), finishedAt: new Date() })
      .where(eq(importRuns.id, run.id))
      .returning();
    await forgetCopy(deps, run);
    return failed!;
  }
}

/** The preview's copy is applied (or failed): its file and row go. */
async function forgetCopy(deps: RunDeps, run: ImportRunRow) {
  if (!run.storageKey) return;
  await deps.storage.delete([run.storageKey]).catch(() => {});
  await deps.db.delete(importPreviews).where(eq(importPreviews.storageKey, run.storageKey));
}

/** One listing: created or updated (published if the plan has room), its photos, then its version. */
async function applyWrite(
  deps: RunDeps,
  run: ImportRunRow,
  write: PlannedWrite,
  matchBy: 'feed' | 'ref',
  label: string,
): Promise<{ created: boolean; drafted: boolean; photos: Awaited<ReturnType<typeof syncListingPhotos>> }> {
  const { db } = deps;
  const agencyId = run.agencyId;
  let row: ListingRow;
  let created = false;
  if (!write.listing) {
    const values = { ...write.item.values, published: write.publish };
    const feedId = matchBy === 'feed' ? write.item.key : null;
    row = await createListing({ db, agencyId, values, feedId }).catch((err) => {
      // Another publish took the last place meanwhile: it comes in as a draft.
      if (err instanceof AppError && err.code === 'plan_limit' && values.published)
        return createListing({ db, agencyId, values: { ...values, published: false }, feedId });
      throw err;
    });
    created = true;
  } else {
    const [current] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.id, write.listing.id), eq(listings.agencyId, agencyId)));
    if (!current) throw new AppError('not_found', 'el inmueble se borró durante la importación');
    if (write.link && matchBy === 'feed')
      await db.update(listings).set({ feedId: write.item.key }).where(eq(listings.id, current.id));
    const merged = mergeForUpdate(current, write.item.values, matchBy);
    let values = { ...merged, published: write.publish };
    // A dwelling is never published without its energy certificate (Real Decreto 390/2021).
    if (values.published && values.useCode === 'residencial' && values.energyStatus === null)
      values = { ...values, published: false };
    row = await updateListing({ db, agencyId, listing: current, values }).catch((err) => {
      if (err instanceof AppError && err.code === 'plan_limit' && values.published)
        return updateListing({ db, agencyId, listing: current, values: { ...values, published: false } });
      throw err;
    });
  }
  const photos = await syncListingPhotos({
    db,
    storage: deps.storage,
    logger: deps.logger,
    jobs: deps.jobs,
    listing: row,
    urls: write.item.photos,
    download: deps.transport.download,
    label,
  });
  // A photo that could not be brought in is tried again at the next sync: the version stays unset.
  await db
    .update(listings)
    .set({ importVersion: photos.errors.length ? null : write.item.version })
    .where(eq(listings.id, row.id));
  return { created, drafted: !row.published, photos };
}
