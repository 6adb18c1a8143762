import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A built feed and the version it was built for. */
export interface BuiltFeed {
  xml: string;
  etag: string;
}

/** Agencies whose feeds are kept at once; the least recently used one goes first. */
const MAX_ENTRIES = 200;

/**
 * The version of what an agency's public pages show: the newest row the database triggers wrote
 * into `microsite_changes` for it (migration 0011: any write to its listings, their photos,
 * approved renders or the agency). Rows are ids of one sequence, so any change raises it; a pruned
 * log reads 0, which only makes one rebuild. One indexed-by-size query (the log keeps an hour).
 */
export async function changeVersion(db: Db, agencyId: string): Promise<string> {
  const result = await db.execute(
    sql`select coalesce(max(id), 0) as id from microsite_changes where agency_id = ${agencyId}`,
  );
  const rows = (result as unknown as { rows: { id: string | number }[] }).rows;
  return String(rows[0]?.id ?? 0);
}

export const etagOf = (xml: string) => `"${createHash('sha1').update(xml).digest('base64url')}"`;

/**
 * The feeds of this instance, per agency, kept while their version holds. The version is read on
 * every request (cheap), so a change made through any instance shows at once; two requests for
 * the same version share one build.
 */
export function createFeedCache() {
  const entries = new Map<string, { version: string; feed: Promise<BuiltFeed> }>();
  return {
    get(agencyId: string, version: string, build: () => Promise<BuiltFeed>): Promise<BuiltFeed> {
      const hit = entries.get(agencyId);
      if (hit && hit.version === version) {
        entries.delete(agencyId);
        entries.set(agencyId, hit);
        return hit.feed;
      }
      const feed = build();
      entries.set(agencyId, { version, feed });
      // A failed build is not kept.
      feed.catch(() => {
        if (entries.get(agencyId)?.feed === feed) entries.delete(agencyId);
      });
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return feed;
    },
    /** How many feeds are kept (tests). */
    get size() {
      return entries.size;
    },
  };
}
