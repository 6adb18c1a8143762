import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { agencies, users } from '../../src/server/db/schema';
import { seedCatalog } from '../../src/server/db/seed/seed-catalog';
import { pgliteBaseSnapshot } from '../../src/server/paths';

/**
 * `count` published listings with 8 photo rows each, spread over agencies of 50, inserted in SQL
 * before the server starts (into its PGlite data directory from the migrated base snapshot, or
 * into the PostgreSQL database of `url`). Returns their `/l/{slug}` paths.
 */
export async function seedPublishedListings(opts: { url: string; dataDir: string; count: number }) {
  const database = await openDatabase(
    opts.url ? { url: opts.url } : { dataDir: opts.dataDir, baseSnapshot: pgliteBaseSnapshot() },
  );
  try {
    const { db } = database;
    await migrate(database);
    await seedCatalog(db);
    const perAgency = 50;
    for (let a = 0; a * perAgency < opts.count; a++) {
      const userId = randomUUID();
      await db
        .insert(users)
        .values({ id: userId, email: `${userId}@bench.es`, name: `Agencia ${a + 1}`, emailVerified: true });
      const [agency] = await db
        .insert(agencies)
        .values({
          name: `Inmobiliaria Bench ${a + 1}`,
          slug: `bench-${userId.slice(0, 8)}`,
          ownerUserId: userId,
          currentPlan: 'pro',
          city: 'Madrid',
          phone: '612 345 678',
          email: `${userId}@bench.es`,
        })
        .returning({ id: agencies.id });
      const n = Math.min(perAgency, opts.count - a * perAgency);
      await db.execute(sql`
        insert into listings (agency_id, slug, title, qr_code, city, address, price, sqm, beds, baths, published)
        select ${agency!.id}, 'bench-' || substr(md5(random()::text), 1, 12), 'Piso de prueba ' || i || ' en Chamberí',
          upper(substr(md5(random()::text), 1, 8)), 'Madrid', 'Calle de Fuencarral ' || i, 250000 + i * 1000, 60 + i % 80,
          1 + i % 4, 1 + i % 2, true
        from generate_series(1, ${n}) as i`);
      await db.execute(sql`
        insert into listing_photos (listing_id, position, original_key, width, height, bytes, content_hash, derivatives)
        select l.id, p, 'private/bench/' || l.id || '/' || p || '.jpg', 1600, 1200, 400000, md5(l.id::text || p),
          jsonb_build_array(
            jsonb_build_object('width', 480, 'height', 360, 'key', 'listings/' || l.id || '/' || p || '-480.webp', 'bytes', 30000),
            jsonb_build_object('width', 960, 'height', 720, 'key', 'listings/' || l.id || '/' || p || '-960.webp', 'bytes', 90000))
        from listings as l, generate_series(0, 7) as p where l.agency_id = ${agency!.id}`);
    }
    const result = await db.execute(sql`select slug from listings where slug like 'bench-%' and published`);
    return (result as unknown as { rows: { slug: string }[] }).rows.map((r) => `/l/${r.slug}`);
  } finally {
    await database.close();
  }
}
