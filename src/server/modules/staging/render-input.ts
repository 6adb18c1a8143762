import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiGenerations, listingPhotos, rooms, styles, uses } from '../../db/schema';
import { stagingPrompt } from '../../providers/staging/prompt';
import type { StagingInput } from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import { choiceOf } from './render-modes';
import type { RenderRow } from './render-view';

/** The stored image of a completed render (a chain step's input); null when it has none. */
async function sourceOutputKey(db: Db, id: string): Promise<string | null> {
  const [source] = await db
    .select({ status: aiGenerations.status, outputKey: aiGenerations.outputKey })
    .from(aiGenerations)
    .where(eq(aiGenerations.id, id));
  return source?.status === 'completed' ? source.outputKey : null;
}

/**
 * What the model gets for a render: the private original (never a public link), or a chain step's
 * source output, and the prompt of its mode; null if that image is gone.
 */
export async function renderInput(
  db: Db,
  storage: Storage,
  row: RenderRow,
  webhookUrl: string | undefined,
): Promise<StagingInput | null> {
  if (!row.photoId) return null;
  // One query for the original and the three labels (PGlite runs queries one at a time).
  const [found] = await db
    .select({
      originalKey: listingPhotos.originalKey,
      use: uses.label,
      room: rooms.label,
      style: styles.label,
    })
    .from(listingPhotos)
    .leftJoin(uses, eq(uses.code, row.useCode))
    .leftJoin(rooms, and(eq(rooms.useCode, row.useCode), eq(rooms.code, row.roomCode ?? '')))
    .leftJoin(styles, and(eq(styles.useCode, row.useCode), eq(styles.code, row.styleCode ?? '')))
    .where(eq(listingPhotos.id, row.photoId));
  if (!found) return null;
  // A chain step starts from its source render's stored output (the emptied room), not the photo.
  const imageKey = row.sourceRenderId ? await sourceOutputKey(db, row.sourceRenderId) : found.originalKey;
  const original = imageKey ? await storage.get(imageKey) : null;
  if (!imageKey || !original) return null;
  const { prompt, negativePrompt } = stagingPrompt({
    use: { code: row.useCode, label: found.use ?? row.useCode },
    room: { code: row.roomCode ?? '', label: found.room ?? row.roomCode ?? '' },
    style: row.styleCode ? { code: row.styleCode, label: found.style ?? row.styleCode } : undefined,
    mode: choiceOf(row),
  });
  return {
    image: original.body,
    // The original is a normalised JPEG; a source render's output is a JPEG or a WebP (staged-image-files).
    contentType: imageKey.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
    prompt,
    negativePrompt,
    seed: row.seed,
    webhookUrl,
  };
}
