import { eq } from 'drizzle-orm';
import { agencyTexts } from '../../../shared/agency';
import type { Db, Tx } from '../../db/client';
import { agencies, agencySlugs } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The Spanish conflict of an address another agency has (or had). */
export const slugTakenError = () =>
  new AppError('conflict', agencyTexts.slugTaken, { slug: agencyTexts.slugTaken });

/**
 * Records `slug` as one of the agency's addresses, inside the caller's transaction. Throws the
 * Spanish "taken" conflict when another agency has ever had it (its old URLs still redirect there).
 * The primary key of `agency_slugs` decides a race between two agencies, not a prior read.
 */
export async function claimAgencySlug(tx: Tx, agencyId: string, slug: string): Promise<void> {
  await tx.insert(agencySlugs).values({ slug, agencyId }).onConflictDoNothing();
  const [owner] = await tx
    .select({ agencyId: agencySlugs.agencyId })
    .from(agencySlugs)
    .where(eq(agencySlugs.slug, slug));
  if (owner?.agencyId !== agencyId) throw slugTakenError();
}

/**
 * Moves the agency to a new public address: the new slug is claimed, the current one stays the
 * agency's so its URLs answer 301 to the new ones. A no-op when the slug does not change.
 */
export async function changeAgencySlug(tx: Tx, agency: { id: string; slug: string }, slug: string) {
  if (slug === agency.slug) return;
  // Agencies made before addresses were recorded keep theirs too.
  await tx.insert(agencySlugs).values({ slug: agency.slug, agencyId: agency.id }).onConflictDoNothing();
  await claimAgencySlug(tx, agency.id, slug);
  await tx.update(agencies).set({ slug }).where(eq(agencies.id, agency.id));
}

/** Whether a database error is the unique `agencies.slug` (a current address taken meanwhile). */
export function isSlugTakenError(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.cause ?? e;
  return pg?.code === '23505' && (pg.constraint ?? '').includes('slug');
}

/**
 * Where an agency address points today: its agency's current slug (the same slug when it is
 * current), or null when no agency ever had it.
 */
export async function currentAgencySlug(db: Db, slug: string): Promise<string | null> {
  const [current] = await db.select({ slug: agencies.slug }).from(agencies).where(eq(agencies.slug, slug));
  if (current) return current.slug;
  const [moved] = await db
    .select({ slug: agencies.slug })
    .from(agencySlugs)
    .innerJoin(agencies, eq(agencies.id, agencySlugs.agencyId))
    .where(eq(agencySlugs.slug, slug));
  return moved?.slug ?? null;
}
