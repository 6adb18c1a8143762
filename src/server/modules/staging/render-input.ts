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
  const [photo] = await db
    .select({ originalKey: listingPhotos.originalKey })
    .from(listingPhotos)
    .where(eq(listingPhotos.id, row.photoId));
  const original = photo ? await storage.get(photo.originalKey) : null;
  if (!original) return null;
  const [[use], [room], [style]] = await Promise.all([
    db.select({ label: uses.label }).from(uses).where(eq(uses.code, row.useCode)),
    db
      .select({ label: rooms.label })
      .from(rooms)
      .where(and(eq(rooms.useCode, row.useCode), eq(rooms.code, row.roomCode ?? ''))),
    db
      .select({ label: styles.label })
      .from(styles)
      .where(and(eq(styles.useCode, row.useCode), eq(styles.code, row.styleCode))),
  ]);
  const { prompt, negativePrompt } = stagingPrompt({
    use: { code: row.useCode, label: use?.label ?? row.useCode },
    room: { code: row.roomCode ?? '', label: room?.label ?? row.roomCode ?? '' },
    style: { code: row.styleCode, label: style?.label ?? row.styleCode },
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
