import { and, asc, desc, eq } from 'drizzle-orm';
import { visitLinkPaths } from '../../../shared/visit-links';
import type { VisitStatus } from '../../../shared/visits';
import type { Db } from '../../db/client';
import { agencies, listings, visits } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';
import { keyedLinkId, keyedLinkMatches, keyedLinkToken, newLinkKey } from './calendar-feed-token';

interface LinkDeps {
  db: Db;
  secret: string;
  publicUrl: string;
}

const logUrl = (d: LinkDeps, listingId: string, key: string) =>
  new URL(visitLinkPaths.visitLog(keyedLinkToken(d.secret, 'visit-log', listingId, key)), d.publicUrl).href;

/** The listing's visit-log key, when the listing is the agency's; 404 for any other id. */
async function keyOf(db: Db, agencyId: string, listingId: string): Promise<string | null> {
  if (!isUuid(listingId)) throw new AppError('not_found');
  const [row] = await db
    .select({ key: listings.visitLogKey })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.agencyId, agencyId)));
  if (!row) throw new AppError('not_found');
  return row.key;
}

/** The owner's link of a listing, or null while none is shared. */
export async function visitLogLinkOf(d: LinkDeps, agencyId: string, listingId: string) {
  const key = await keyOf(d.db, agencyId, listingId);
  return key ? logUrl(d, listingId, key) : null;
}

/**
 * Shares the log (a new key), or changes its link, or (key null) stops sharing it: any link
 * given before answers 404 from then on.
 */
export async function setVisitLogKey(d: LinkDeps, agencyId: string, listingId: string, share: boolean) {
  await keyOf(d.db, agencyId, listingId);
  const key = share ? newLinkKey() : null;
  await d.db
    .update(listings)
    .set({ visitLogKey: key })
    .where(and(eq(listings.id, listingId), eq(listings.agencyId, agencyId)));
  return key ? logUrl(d, listingId, key) : null;
}

/** One visit as the owner sees it: when, how it went, what the visitor thought; never who. */
export interface VisitLogRow {
  startAt: Date;
  status: VisitStatus;
  rating: number | null;
  comment: string | null;
}

export interface VisitLog {
  title: string;
  agencyName: string;
  visits: VisitLogRow[];
}

/** The log a token opens, or null (a token never given, a changed key, sharing stopped). */
export async function visitLogFor(d: LinkDeps, token: string): Promise<VisitLog | null> {
  const claimed = keyedLinkId(token);
  if (!claimed) return null;
  const [listing] = await d.db
    .select({ key: listings.visitLogKey, title: listings.title, agencyName: agencies.name })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(eq(listings.id, claimed.id));
  if (!listing?.key || !keyedLinkMatches(d.secret, 'visit-log', claimed, listing.key)) return null;
  // Only these columns are read: the visitor's name, e-mail and phone never leave the database.
  const rows = await d.db
    .select({
      startAt: visits.startAt,
      status: visits.status,
      rating: visits.feedbackRating,
      comment: visits.feedbackComment,
    })
    .from(visits)
    .where(eq(visits.listingId, claimed.id))
    .orderBy(desc(visits.startAt), asc(visits.id));
  return { title: listing.title, agencyName: listing.agencyName, visits: rows };
}
