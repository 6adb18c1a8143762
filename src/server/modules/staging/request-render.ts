import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { type RenderRequest, renderRequestSchema, stagingTexts } from '../../../shared/staging';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { agencies, aiGenerations, listingPhotos, rooms, styles, variants } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import { AppError } from '../../lib/app-error';
import type { ListingRow } from '../listings/listing-view';
import { assertRenderAllowed } from './allowance';
import type { RenderRow } from './render-view';

/** Renders that still stand for their request: the same request returns them. */
export const LIVE_STATUSES = ['queued', 'processing', 'completed'] as const;

/** Without a seed, one per photo, use, room and style: asking twice is the same render, paid once. */
export function defaultSeed(photoId: string, use: string, room: string, style: string): number {
  return (
    createHash('sha256').update(`${photoId}:${use}:${room}:${style}`).digest().readUInt32BE(0) & 0x7fffffff
  );
}

/** Sends the render's job; its singletonKey (the render id) absorbs a repeat while one waits. */
export const queueRenderJob = (jobs: AppDeps['jobs'], renderId: string) =>
  jobs.send(JOBS.stagingRender, { renderId }, { singletonKey: renderId });

/**
 * The listing's photo, and whether the room and (active) style exist for the use: one query (PGlite
 * runs queries one at a time, and this is on the path of every render).
 */
async function photoInCatalog(db: Db, listingId: string, body: ReturnType<typeof renderRequestSchema.parse>) {
  const [found] = await db
    .select({ id: listingPhotos.id, room: rooms.code, style: styles.code })
    .from(listingPhotos)
    .leftJoin(rooms, and(eq(rooms.useCode, body.use), eq(rooms.code, body.room)))
    .leftJoin(styles, and(eq(styles.useCode, body.use), eq(styles.code, body.style), eq(styles.active, true)))
    .where(and(eq(listingPhotos.id, body.photoId), eq(listingPhotos.listingId, listingId)));
  if (!found) throw new AppError('not_found');
  if (!found.room || !found.style) throw new AppError('invalid_reference', stagingTexts.invalidCatalog);
  return { id: found.id };
}

/**
 * Queues one render of a listing photo. In one transaction, with the agency row locked: the same
 * request returns the render it already made (a double click queues one job), another seed of a
 * variation that exists is refused, and the monthly allowance is checked before the row is written.
 * The job is sent after the commit; its singletonKey (the render id) absorbs a repeat.
 */
export async function requestRender(opts: {
  deps: Pick<AppDeps, 'database' | 'jobs' | 'staging'>;
  listing: ListingRow;
  userId: string;
  body: RenderRequest;
  batchId?: string;
  now?: Date;
}): Promise<{ row: RenderRow; created: boolean }> {
  const { deps, listing, userId } = opts;
  const { db } = deps.database;
  const provider = deps.staging;
  if (!provider) throw new AppError('unavailable', stagingTexts.notConfigured);
  const body = renderRequestSchema.parse(opts.body);
  const photo = await photoInCatalog(db, listing.id, body);
  const seed = body.seed ?? defaultSeed(photo.id, body.use, body.room, body.style);
  const sameVariation = (t: typeof aiGenerations | typeof variants) =>
    and(
      eq(t.photoId, photo.id),
      eq(t.useCode, body.use),
      eq(t.roomCode, body.room),
      eq(t.styleCode, body.style),
    );

  const result = await db.transaction(async (tx) => {
    await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, listing.agencyId))
      .for('update');
    const live = await tx
      .select()
      .from(aiGenerations)
      .where(and(sameVariation(aiGenerations), inArray(aiGenerations.status, [...LIVE_STATUSES])));
    const same = live.find((r) => r.seed === seed);
    if (same) return { row: same, created: false };
    const [variant] = await tx.select({ id: variants.id }).from(variants).where(sameVariation(variants));
    if (live.length || variant) throw new AppError('conflict', stagingTexts.variantExists);
    await assertRenderAllowed({ tx, agencyId: listing.agencyId, now: opts.now ?? new Date() });
    const [row] = await tx
      .insert(aiGenerations)
      .values({
        agencyId: listing.agencyId,
        listingId: listing.id,
        photoId: photo.id,
        requestedBy: userId,
        useCode: body.use,
        roomCode: body.room,
        styleCode: body.style,
        seed,
        batchId: opts.batchId ?? null,
        provider: provider.name,
      })
      .returning();
    return { row: row!, created: true };
  });
  // A render still waiting is sent again: if its first send was lost (a crash right after the
  // commit), this one runs it; otherwise the singletonKey absorbs it.
  if (result.row.status === 'queued') await queueRenderJob(deps.jobs, result.row.id);
  return result;
}
