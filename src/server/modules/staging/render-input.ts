import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPhotos, rooms, styles } from '../../db/schema';
import type { StagingInput } from '../../providers/staging/staging-provider';
import type { Storage } from '../../providers/storage/storage';
import type { RenderRow } from './render-view';

/** The instruction for the model from use, room and style: virtual staging, architecture untouched. */
export function stagingPrompt(room: string, style: string): string {
  return `virtual staging only: add movable furniture and decor in ${style} style to this ${room}; keep architecture, openings, floor and perspective unchanged`;
}

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
  const [[room], [style]] = await Promise.all([
    db
      .select({ label: rooms.label })
      .from(rooms)
      .where(and(eq(rooms.useCode, row.useCode), eq(rooms.code, row.roomCode ?? ''))),
    db
      .select({ label: styles.label })
      .from(styles)
      .where(and(eq(styles.useCode, row.useCode), eq(styles.code, row.styleCode))),
  ]);
  return {
    image: original.body,
    contentType: 'image/jpeg',
    prompt: stagingPrompt(room?.label ?? row.roomCode ?? '', style?.label ?? row.styleCode),
    seed: row.seed,
    webhookUrl,
  };
}
