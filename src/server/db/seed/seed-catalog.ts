import { sql } from 'drizzle-orm';
import { PROPERTY_TYPES } from '../../../shared/listing-catalog';
import type { Db } from '../client';
import { plans, propertyTypes, rooms, styles, uses } from '../schema';
import { plansData, roomsData, stylesData, usesData } from './catalog-data';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Uses, property types, rooms, styles and plans; idempotent, run on every start. */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(uses)
      .values(usesData)
      .onConflictDoUpdate({ target: uses.code, set: { label: excluded('label') } });
    await tx
      .insert(propertyTypes)
      .values(
        PROPERTY_TYPES.map((t, sort) => ({
          useCode: t.useCode,
          code: t.code,
          label: t.es,
          labelEn: t.en,
          schemaType: t.schemaType,
          sort,
        })),
      )
      .onConflictDoUpdate({
        target: [propertyTypes.useCode, propertyTypes.code],
        set: {
          label: excluded('label'),
          labelEn: excluded('label_en'),
          schemaType: excluded('schema_type'),
          sort: excluded('sort'),
        },
      });
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
          sort: excluded('sort'),
        },
      });
  });
}
