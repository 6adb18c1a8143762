import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { type RenderRequest, renderRequestSchema, stagingTexts } from '../../../shared/staging';
import { FURNISH, type StagingModeChoice } from '../../../shared/staging-modes';
import type { AppDeps } from '../../context';
import { lockAgency } from '../../db/agency-lock';
import type { Db, Tx } from '../../db/client';
import { aiGenerations, listingPhotos, rooms, styles, variants } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import { AppError } from '../../lib/app-error';
import type { ListingRow } from '../listings/listing-view';
import { getAllowance } from './allowance';
import { assertModesSupported, choiceOf, modeKey, optionsOf, usesStyle } from './render-modes';
import type { RenderRow } from './render-view';

/** Renders that still stand for their request: the same request returns them. */
export const LIVE_STATUSES = ['queued', 'processing', 'completed'] as const;

/**
 * Without a seed, one per listing, use, style, mode (with its options) and variation: the same
 * style across a listing uses the same seed (and, room aside, the same prompt), so a flat looks
 * consistent room to room (issue 29). Not the photo: a repeated request is recognised by its
 * variation, not by its seed (render rows from before kept their per-photo seeds).
 */
export function defaultSeed(opts: {
  listingId: string;
  use: string;
  style: string | null;
  choice: StagingModeChoice;
  variation: number;
}): number {
  const key = `${opts.listingId}:${opts.use}:${opts.style ?? ''}:${modeKey(opts.choice)}:${opts.variation}`;
  return createHash('sha256').update(key).digest().readUInt32BE(0) & 0x7fffffff;
}

/** Sends the render's job; its singletonKey (the render id) absorbs a repeat while one waits. */
export const queueRenderJob = (jobs: AppDeps['jobs'], renderId: string) =>
  jobs.send(JOBS.stagingRender, { renderId }, { singletonKey: renderId });

/**
 * The listing's photo, and whether the room and (active) style exist for the use: one query (PGlite
 * runs queries one at a time, and this is on the path of every render). `style` null: a mode
 * without one.
 */
async function photoInCatalog(
  db: Db,
  listingId: string,
  p: { photoId: string; use: string; room: string; style: string | null },
) {
  const [found] = await db
    .select({ id: listingPhotos.id, room: rooms.code, style: styles.code })
    .from(listingPhotos)
    .leftJoin(rooms, and(eq(rooms.useCode, p.use), eq(rooms.code, p.room)))
    .leftJoin(styles, and(eq(styles.useCode, p.use), eq(styles.code, p.style ?? ''), eq(styles.active, true)))
    .where(and(eq(listingPhotos.id, p.photoId), eq(listingPhotos.listingId, listingId)));
  if (!found) throw new AppError('not_found');
  if (!found.room || (p.style !== null && !found.style))
    throw new AppError('invalid_reference', stagingTexts.invalidCatalog);
  return { id: found.id };
}

/** One render a request asks for. `source`: the index of the step whose output it starts from. */
interface Step {
  choice: StagingModeChoice;
  style: string | null;
  variation: number;
  seed: number;
  /** An explicit seed must match the live render it returns; a default one matches any. */
  explicitSeed: boolean;
  source?: number;
}

/** The same variation of a photo (photo, use, room, style, mode, options, variation, chained). */
function sameVariation(
  r: Pick<RenderRow, 'photoId' | 'useCode' | 'roomCode' | 'styleCode' | 'mode' | 'modeOptions' | 'variation'>,
  chained: boolean,
  photoId: string,
  use: string,
  room: string,
  step: Step,
) {
  return (
    r.photoId === photoId &&
    r.useCode === use &&
    r.roomCode === room &&
    (r.styleCode ?? null) === step.style &&
    modeKey(choiceOf(r)) === modeKey(step.choice) &&
    r.variation === step.variation &&
    chained === (step.source !== undefined)
  );
}

/** What the request asks for, in order: per variation, a chain's empty step, then the mode's own render. */
function stepsOf(listingId: string, body: ReturnType<typeof renderRequestSchema.parse>): Step[] {
  const choice = body.mode ?? FURNISH;
  const style = usesStyle(choice) ? body.style! : null;
  const steps: Step[] = [];
  for (let variation = 0; variation < body.variations; variation += 1) {
    const seedOf = (c: StagingModeChoice, s: string | null) =>
      defaultSeed({ listingId, use: body.use, style: s, choice: c, variation });
    let source: number | undefined;
    // A chain's empty step is the room emptied as any "Vaciar estancia" would: its default seed,
    // so a room emptied before is reused.
    if (body.chain) {
      const empty: StagingModeChoice = { mode: 'empty' };
      source = steps.length;
      steps.push({ choice: empty, style: null, variation, seed: seedOf(empty, null), explicitSeed: false });
    }
    // An explicit seed is the first variation's (the others keep their default seeds).
    const explicitSeed = variation === 0 && body.seed !== undefined;
    const seed = explicitSeed ? body.seed! : seedOf(choice, style);
    steps.push({ choice, style, variation, seed, explicitSeed, source });
  }
  return steps;
}

/** The renders still standing and the variants of one photo: what a request may return or clash with. */
async function madeFor(tx: Tx, photoId: string) {
  const [live, made] = await Promise.all([
    tx
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.photoId, photoId), inArray(aiGenerations.status, [...LIVE_STATUSES]))),
    tx.select().from(variants).where(eq(variants.photoId, photoId)),
  ]);
  return { live, made };
}

/** Refuses more renders than the month has left (one render: the plan's own limit text). */
async function assertFits(tx: Tx, agencyId: string, needed: number, now: Date) {
  if (!needed) return;
  const allowance = await getAllowance({ db: tx, agencyId, now });
  if (allowance.limit === null) return;
  if (allowance.planName === null) throw new AppError('plan_limit', stagingTexts.noPlan);
  const left = Math.max(0, allowance.limit - allowance.used);
  if (needed <= left) return;
  throw new AppError(
    'plan_limit',
    needed === 1 || left === 0
      ? stagingTexts.limitReached(allowance.planName, allowance.limit)
      : stagingTexts.notEnoughRenders(needed, left),
  );
}

export interface RequestedRender {
  row: RenderRow;
  created: boolean;
}

/**
 * Queues the renders of one request: one, its variations, or a chain (empty, then furnish the
 * emptied result). In one transaction, with the agency row locked: the same request returns the
 * renders it already made (a double click queues nothing twice), another seed of a variation that
 * exists is refused, the configured model must do every mode asked, and the monthly allowance must
 * cover every new render, or nothing is queued. The jobs are sent after the commit; their
 * singletonKey (the render id) absorbs a repeat.
 */
export async function requestRender(opts: {
  deps: Pick<AppDeps, 'database' | 'jobs' | 'staging'>;
  listing: ListingRow;
  userId: string;
  body: RenderRequest;
  batchId?: string;
  now?: Date;
}): Promise<{ renders: RequestedRender[]; batchId: string | null }> {
  const { deps, listing, userId } = opts;
  const { db } = deps.database;
  const provider = deps.staging;
  if (!provider) throw new AppError('unavailable', stagingTexts.notConfigured);
  const body = renderRequestSchema.parse(opts.body);
  const steps = stepsOf(listing.id, body);
  assertModesSupported(
    provider,
    steps.map((s) => s.choice.mode),
  );
  const photo = await photoInCatalog(db, listing.id, {
    photoId: body.photoId,
    use: body.use,
    room: body.room,
    style: steps.at(-1)!.style,
  });
  // One id groups the renders of a request that makes several: one progress view (`?batch=`).
  const batchId = opts.batchId ?? (steps.length > 1 ? randomUUID() : null);

  const result = await db.transaction(async (tx) => {
    await lockAgency(tx, listing.agencyId);
    const { live, made } = await madeFor(tx, photo.id);
    const found = steps.map((step) => {
      const standing = live.filter((r) =>
        sameVariation(r, r.sourceRenderId !== null, photo.id, body.use, body.room, step),
      );
      const same = step.explicitSeed ? standing.find((r) => r.seed === step.seed) : standing[0];
      if (same) return same;
      const variant = made.find((v) => sameVariation(v, v.chained, photo.id, body.use, body.room, step));
      if (standing.length || variant) throw new AppError('conflict', stagingTexts.variantExists);
      return null;
    });
    await assertFits(tx, listing.agencyId, found.filter((r) => !r).length, opts.now ?? new Date());
    const renders: RequestedRender[] = [];
    for (const [i, step] of steps.entries()) {
      const existing = found[i];
      if (existing) {
        renders.push({ row: existing, created: false });
        continue;
      }
      const [row] = await tx
        .insert(aiGenerations)
        .values({
          agencyId: listing.agencyId,
          listingId: listing.id,
          photoId: photo.id,
          requestedBy: userId,
          useCode: body.use,
          roomCode: body.room,
          styleCode: step.style,
          mode: step.choice.mode,
          modeOptions: optionsOf(step.choice),
          variation: step.variation,
          sourceRenderId: step.source === undefined ? null : renders[step.source]!.row.id,
          seed: step.seed,
          batchId,
          provider: provider.name,
        })
        .returning();
      renders.push({ row: row!, created: true });
    }
    return renders;
  });
  // A render still waiting is sent again: if its first send was lost (a crash right after the
  // commit), this one runs it; otherwise the singletonKey absorbs it. Sources first: a chain's
  // furnishing step waits for its empty room.
  for (const { row } of result) if (row.status === 'queued') await queueRenderJob(deps.jobs, row.id);
  const created = result.find((r) => r.created);
  return { renders: result, batchId: created ? created.row.batchId : result[0]!.row.batchId };
}
