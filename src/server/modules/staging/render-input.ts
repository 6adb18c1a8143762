import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPhotos, rooms, styles, uses } from '../../db/schema';
import { stagingPrompt } from '../../providers/staging/prompt';
import type { StagingInput } from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import type { RenderRow } from './render-view';

/** What the model gets for a render: the private original (never a public link) and the prompt; null if the original is gone. */
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
    .leftJoin(styles, and(eq(styles.useCode, row.useCode), eq(styles.code, row.styleCode)))
    .where(eq(listingPhotos.id, row.photoId));
  const original = found ? await storage.get(found.originalKey) : null;
  if (!found || !original) return null;
  const { prompt, negativePrompt } = stagingPrompt({
    use: { code: row.useCode, label: found.use ?? row.useCode },
    room: { code: row.roomCode ?? '', label: found.room ?? row.roomCode ?? '' },
    style: { code: row.styleCode, label: found.style ?? row.styleCode },
  });
  return {
    image: original.body,
    contentType: 'image/jpeg',
    prompt,
    negativePrompt,
    seed: row.seed,
    webhookUrl,
  };
}
