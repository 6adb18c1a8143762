import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { catalogApi } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { rooms, styles } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import { readQuery } from '../../http/validate';

const useQuery = z.object({ use: z.enum(['residencial', 'comercial'], { error: 'Uso no válido.' }) });

/** The public catalogue: rooms and styles of a use, in their order. */
export function catalogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono()
    .get(catalogApi.rooms.pattern, async (c) => {
      const { use } = readQuery(c, useQuery);
      const rows = await db
        .select({ code: rooms.code, label: rooms.label })
        .from(rooms)
        .where(eq(rooms.useCode, use))
        .orderBy(asc(rooms.sort));
      c.header('Cache-Control', cacheControl.catalog);
      return c.json({ rooms: rows });
    })
    .get(catalogApi.styles.pattern, async (c) => {
      const { use } = readQuery(c, useQuery);
      const rows = await db
        .select({ code: styles.code, label: styles.label })
        .from(styles)
        .where(and(eq(styles.useCode, use), eq(styles.active, true)))
        .orderBy(asc(styles.sort));
      c.header('Cache-Control', cacheControl.catalog);
      return c.json({ styles: rows });
    });
}
