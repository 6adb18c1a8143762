import { and, eq } from 'drizzle-orm';
import { type RenderView, renderErrorText, renderStageText } from '../../../shared/staging';
import type { Db } from '../../db/client';
import { aiGenerations, variants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LOCAL_PROVIDER_NAME } from '../../providers/staging/local';
import type { Storage } from '../../providers/storage/storage';
import { choiceOf } from './render-modes';

export type RenderRow = typeof aiGenerations.$inferSelect;

/** A render as the API shows it; `variantId` comes from the variant it made, if any. */
export function toRenderView(row: RenderRow, storage: Storage, variantId: string | null): RenderView {
  return {
    id: row.id,
    listingId: row.listingId,
    photoId: row.photoId,
    batchId: row.batchId,
    use: row.useCode,
    room: row.roomCode,
    style: row.styleCode ?? '',
    seed: row.seed,
    mode: row.mode,
    modeChoice: choiceOf(row),
    variation: row.variation,
    sourceRenderId: row.sourceRenderId,
    status: row.status,
    progress: row.progress,
    stage: renderStageText(row.status, row.progress),
    error:
      row.status === 'failed'
        ? { code: row.error ?? 'generation_failed', message: renderErrorText(row.error) }
        : null,
    variantId,
    afterUrl: row.status === 'completed' && row.outputKey ? storage.publicUrl(row.outputKey) : null,
    testRender: row.provider === LOCAL_PROVIDER_NAME,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Render views with the id of the variant each one made. */
export async function renderViews(db: Db, storage: Storage, rows: RenderRow[]): Promise<RenderView[]> {
  if (!rows.length) return [];
  const made = await db
    .select({ id: variants.id, generationId: variants.generationId })
    .from(variants)
    .where(eq(variants.listingId, rows[0]!.listingId));
  const byGeneration = new Map(made.map((v) => [v.generationId, v.id]));
  return rows.map((r) => toRenderView(r, storage, byGeneration.get(r.id) ?? null));
}

/** One render of the agency; another agency's id is simply not found. */
export async function getOwnRender(db: Db, agencyId: string, renderId: string): Promise<RenderRow> {
  if (!/^[0-9a-f-]{36}$/i.test(renderId)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.id, renderId), eq(aiGenerations.agencyId, agencyId)));
  if (!row) throw new AppError('not_found');
  return row;
}
