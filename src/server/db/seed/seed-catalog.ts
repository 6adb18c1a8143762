import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { plans, rooms, styles, uses } from '../schema';
import { plansData, roomsData, stylesData, usesData } from './catalog-data';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Uses, rooms, styles and plans; idempotent, run on every start. */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(uses)
      .values(usesData)
      .onConflictDoUpdate({ target: uses.code, set: { label: excluded('label') } });
    await tx
      .insert(rooms)
      .values(roomsData)
      .onConflictDoUpdate({
        target: [rooms.useCode, rooms.code],
        set: { label: excluded('label'), sort: excluded('sort') },
      });
    await tx
      .insert(styles)
      .values(stylesData)
      .onConflictDoUpdate({
        target: [styles.useCode, styles.code],
        set: { label: excluded('label'), sort: excluded('sort') },
      });
    await tx
      .insert(plans)
      .values(plansData)
      .onConflictDoUpdate({
        target: plans.code,
        set: {
          name: excluded('name'),
          priceMonthCents: excluded('price_month_cents'),
          limits: excluded('limits'),
          features: excluded('features'),
          sort: excluded('sort'),
        },
      });
  });
}
