import { and, eq, inArray } from 'drizzle-orm';
import { billingTexts, listingsKeptByDefault } from '../../../shared/billing';
import { lockAgency } from '../../db/agency-lock';
import type { Tx } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A listing the plan limit moved to draft. */
export interface DraftedListing {
  id: string;
  title: string;
}

/**
 * Published listings of an agency never exceed its plan (decision 017 → Plans). When a plan change
 * leaves more published than `plan.maxListings`, the ones in `keepListingIds` stay published
 * (the user's choice; refused when it names more than the plan holds, a draft, or another
 * agency's listing), else the oldest ones; the rest go to draft. Runs inside the caller's
 * transaction with the agency row locked, the same lock a publish takes, so nothing slips in.
 */
export async function enforceListingLimit(opts: {
  tx: Tx;
  agencyId: string;
  plan: { name: string; maxListings: number | null };
  keepListingIds?: readonly string[];
}): Promise<DraftedListing[]> {
  const { tx, agencyId, plan } = opts;
  const max = plan.maxListings;
  if (max === null) return [];
  await lockAgency(tx, agencyId);
  const published = await tx
    .select({ id: listings.id, title: listings.title, createdAt: listings.createdAt })
    .from(listings)
    .where(and(eq(listings.agencyId, agencyId), eq(listings.published, true)));

  const keep = opts.keepListingIds ? new Set(opts.keepListingIds) : null;
  if (keep) {
    const publishedIds = new Set(published.map((l) => l.id));
    const others = [...keep].filter((id) => !publishedIds.has(id));
    if (others.length) {
      const own = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(inArray(listings.id, others), eq(listings.agencyId, agencyId)));
      if (own.length < others.length) throw new AppError('forbidden', billingTexts.keepNotYours);
      throw new AppError('validation', billingTexts.keepOnlyPublished);
    }
    if (keep.size > max) throw new AppError('validation', billingTexts.keepTooMany(plan.name, max));
  }
  if (published.length <= max) return [];

  const kept = keep ?? new Set(listingsKeptByDefault(published, max).map((l) => l.id));
  const drafted = published.filter((l) => !kept.has(l.id));
  await tx
    .update(listings)
    .set({ published: false })
    .where(
      and(
        eq(listings.agencyId, agencyId),
        inArray(
          listings.id,
          drafted.map((l) => l.id),
        ),
      ),
    );
  return drafted.map(({ id, title }) => ({ id, title }));
}
