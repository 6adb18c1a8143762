import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type BatchPlanView,
  type BatchRequestInput,
  batchRequestSchema,
  stagingTexts,
} from '../../../shared/staging';
import { FURNISH } from '../../../shared/staging-modes';
import type { AppDeps } from '../../context';
import { lockAgency } from '../../db/agency-lock';
import type { Db, Tx } from '../../db/client';
import { aiGenerations, listingPhotos, styles, variants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { StagingProvider } from '../../providers/staging/staging-provider';
import type { ListingRow } from '../listings/listing-view';
import { getAllowance } from './allowance';
import { assertModesSupported, choiceOf, modeKey, optionsOf, usesStyle } from './render-modes';
import type { RenderRow } from './render-view';
import { defaultSeed, LIVE_STATUSES, queueRenderJob } from './request-render';

interface Item {
  photoId: string;
  room: string;
  style: string | null;
  seed: number;
}

/**
 * Every photo with a room of the use × every style (one render per photo for a mode without
 * styles), and which of them already exist: the first variation of that photo, use, room, style,
 * mode and options, made from the photo itself (not a chain step).
 */
async function planItems(
  db: Db | Tx,
  listing: ListingRow,
  body: ReturnType<typeof batchRequestSchema.parse>,
) {
  const choice = body.mode ?? FURNISH;
  const wanted: (string | null)[] = usesStyle(choice) ? [...new Set(body.styles ?? [])] : [null];
  if (usesStyle(choice)) {
    const known = await db
      .select({ code: styles.code })
      .from(styles)
      .where(
        and(eq(styles.useCode, body.use), inArray(styles.code, wanted as string[]), eq(styles.active, true)),
      );
    if (known.length !== wanted.length) throw new AppError('invalid_reference', stagingTexts.invalidCatalog);
  }
  const photos = await db
    .select({ id: listingPhotos.id, room: listingPhotos.roomCode })
    .from(listingPhotos)
    .where(
      and(
        eq(listingPhotos.listingId, listing.id),
        eq(listingPhotos.useCode, body.use),
        isNotNull(listingPhotos.roomCode),
      ),
    )
    .orderBy(asc(listingPhotos.position));
  const [live, made] = await Promise.all([
    db
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.listingId, listing.id), inArray(aiGenerations.status, [...LIVE_STATUSES]))),
    db.select().from(variants).where(eq(variants.listingId, listing.id)),
  ]);
  const key = (
    photoId: string | null,
    use: string,
    room: string | null,
    style: string | null,
    mode: string,
  ) => `${photoId}:${use}:${room}:${style ?? ''}:${mode}`;
  const firstOfPhoto = (r: { variation: number }, chained: boolean) => r.variation === 0 && !chained;
  const taken = new Set([
    ...live
      .filter((r) => firstOfPhoto(r, r.sourceRenderId !== null))
      .map((r) => key(r.photoId, r.useCode, r.roomCode, r.styleCode, modeKey(choiceOf(r)))),
    ...made
      .filter((v) => firstOfPhoto(v, v.chained))
      .map((v) => key(v.photoId, v.useCode, v.roomCode, v.styleCode, modeKey(choiceOf(v)))),
  ]);
  const fresh: Item[] = [];
  let alreadyMade = 0;
  for (const photo of photos)
    for (const style of wanted) {
      if (taken.has(key(photo.id, body.use, photo.room, style, modeKey(choice)))) alreadyMade += 1;
      else
        fresh.push({
          photoId: photo.id,
          room: photo.room!,
          style,
          seed: defaultSeed({ listingId: listing.id, use: body.use, style, choice, variation: 0 }),
        });
    }
  return { photos: photos.length, fresh, alreadyMade };
}

function planView(
  plan: Awaited<ReturnType<typeof planItems>>,
  allowance: BatchPlanView['allowance'],
): BatchPlanView {
  const left = allowance.limit === null ? Number.POSITIVE_INFINITY : allowance.limit - allowance.used;
  return {
    photos: plan.photos,
    newRenders: plan.fresh.length,
    alreadyMade: plan.alreadyMade,
    allowance,
    fits: plan.fresh.length <= left,
  };
}

/**
 * The cost of "Amueblar todo el inmueble" (or of another mode on every photo), before anything is
 * queued; a mode the configured model cannot do is refused here already.
 */
export async function previewBatch(opts: {
  db: Db;
  listing: ListingRow;
  body: BatchRequestInput;
  provider?: StagingProvider | null;
}): Promise<BatchPlanView> {
  const body = batchRequestSchema.parse(opts.body);
  if (opts.provider) assertModesSupported(opts.provider, [body.mode?.mode ?? 'furnish']);
  const plan = await planItems(opts.db, opts.listing, body);
  const { planName: _, ...allowance } = await getAllowance({ db: opts.db, agencyId: opts.listing.agencyId });
  return planView(plan, allowance);
}

/**
 * Queues the whole batch or nothing: in one transaction with the agency locked, every new render
 * must fit in what is left of the month's allowance. Variations that exist are not paid again.
 */
export async function requestBatch(opts: {
  deps: Pick<AppDeps, 'database' | 'jobs' | 'staging'>;
  listing: ListingRow;
  userId: string;
  body: BatchRequestInput;
}): Promise<{ batchId: string; rows: RenderRow[]; plan: BatchPlanView }> {
  const { deps, listing } = opts;
  const provider = deps.staging;
  if (!provider) throw new AppError('unavailable', stagingTexts.notConfigured);
  const body = batchRequestSchema.parse(opts.body);
  const choice = body.mode ?? FURNISH;
  assertModesSupported(provider, [choice.mode]);
  const batchId = randomUUID();
  const result = await deps.database.db.transaction(async (tx) => {
    await lockAgency(tx, listing.agencyId);
    const plan = await planItems(tx, listing, body);
    if (!plan.photos) throw new AppError('validation', stagingTexts.noRoomPhotos);
    const allowance = await getAllowance({ db: tx, agencyId: listing.agencyId });
    if (allowance.limit !== null && allowance.planName === null)
      throw new AppError('plan_limit', stagingTexts.noPlan);
    const { planName: _, ...view } = allowance;
    const cost = planView(plan, view);
    const left = view.limit! - view.used;
    if (!cost.fits)
      throw new AppError(
        'plan_limit',
        choice.mode === 'furnish'
          ? stagingTexts.batchTooBig(cost.newRenders, left)
          : stagingTexts.batchTooBigMode(choice.mode, cost.newRenders, left),
      );
    const rows = plan.fresh.length
      ? await tx
          .insert(aiGenerations)
          .values(
            plan.fresh.map((i) => ({
              agencyId: listing.agencyId,
              listingId: listing.id,
              photoId: i.photoId,
              requestedBy: opts.userId,
              useCode: body.use,
              roomCode: i.room,
              styleCode: i.style,
              mode: choice.mode,
              modeOptions: optionsOf(choice),
              seed: i.seed,
              batchId,
              provider: provider.name,
            })),
          )
          .returning()
      : [];
    return { rows, plan: cost };
  });
  for (const row of result.rows) await queueRenderJob(deps.jobs, row.id);
  return { batchId, ...result };
}
