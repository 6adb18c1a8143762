import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { rooms, styles } from '../../db/schema';
import { validationError } from '../../http/errors';

const useQuery = z.object({ use: z.enum(['residencial', 'comercial'], { error: 'Uso no válido.' }) });

/** The public catalogue: rooms and styles of a use, in their order. */
export function catalogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const parseUse = (q: Record<string, string>) => {
    const parsed = useQuery.safeParse(q);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data.use;
  };
  return new Hono()
    .get('/api/catalog/rooms', async (c) => {
      const use = parseUse(c.req.query());
      const rows = await db
        .select({ code: rooms.code, label: rooms.label })
        .from(rooms)
        .where(eq(rooms.useCode, use))
        .orderBy(asc(rooms.sort));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ rooms: rows });
    })
    .get('/api/catalog/styles', async (c) => {
      const use = parseUse(c.req.query());
      const rows = await db
        .select({ code: styles.code, label: styles.label })
        .from(styles)
        .where(and(eq(styles.useCode, use), eq(styles.active, true)))
        .orderBy(asc(styles.sort));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ styles: rows });
    });
}
