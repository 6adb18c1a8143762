import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PostersResponse, PosterView } from '../../../shared/qr';
import type { Db } from '../../db/client';
import { listings, qrRepoints } from '../../db/schema';

const printedFor = alias(listings, 'printed_for_listing');
const target = alias(listings, 'target_listing');

/** The agency's moved and orphaned codes, newest change first. */
export async function listPosters(db: Db, agencyId: string): Promise<PosterView[]> {
  const rows = await db
    .select({
      code: qrRepoints.code,
      keptTitle: qrRepoints.printedFor,
      printedForId: printedFor.id,
      printedForTitle: printedFor.title,
      targetId: target.id,
      targetTitle: target.title,
      targetPublished: target.published,
    })
    .from(qrRepoints)
    .leftJoin(printedFor, eq(printedFor.id, qrRepoints.printedForId))
    .leftJoin(target, eq(target.id, qrRepoints.listingId))
    .where(eq(qrRepoints.agencyId, agencyId))
    .orderBy(asc(qrRepoints.printedFor), asc(qrRepoints.code));
  return rows.map((r) => ({
    code: r.code,
    printedFor: r.printedForTitle ?? r.keptTitle,
    printedForId: r.printedForId,
    target:
      r.targetId && r.targetTitle !== null && r.targetPublished !== null
        ? { kind: 'listing', listingId: r.targetId, title: r.targetTitle, published: r.targetPublished }
        : { kind: 'agency' },
  }));
}

/** The posters and the listings they can be moved to (the QR dialog and the orphan list). */
export async function postersResponse(db: Db, agencyId: string): Promise<PostersResponse> {
  const [posters, choices] = await Promise.all([
    listPosters(db, agencyId),
    db
      .select({ id: listings.id, title: listings.title, published: listings.published })
      .from(listings)
      .where(eq(listings.agencyId, agencyId))
      .orderBy(asc(listings.title), asc(listings.id)),
  ]);
  return { posters, listings: choices };
}
