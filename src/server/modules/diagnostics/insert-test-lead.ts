import { asc, eq } from 'drizzle-orm';
import { TEST_LISTING_TITLE, type TestLeadResponse } from '../../../shared/diagnostics';
import type { Db } from '../../db/client';
import { agencies, leads, listings } from '../../db/schema';
import { listingSlug, qrCode } from '../listings/listing-codes';

/**
 * A lead with source 'debug' for the member's agency, on its first listing or, when it has none,
 * on an unpublished "Inmueble de prueba (diagnóstico)" made in the same transaction (so a failure
 * leaves neither). It is written directly: no lead alert is queued, nobody is e-mailed.
 */
export async function insertTestLead(opts: {
  db: Db;
  agencyId: string;
  email: string;
  now?: Date;
}): Promise<TestLeadResponse> {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    // Two clicks at once on an empty agency make one test listing, not two.
    await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, opts.agencyId)).for('update');
    const [first] = await tx
      .select()
      .from(listings)
      .where(eq(listings.agencyId, opts.agencyId))
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(1);
    const listing =
      first ??
      (
        await tx
          .insert(listings)
          .values({
            agencyId: opts.agencyId,
            title: TEST_LISTING_TITLE,
            slug: listingSlug(TEST_LISTING_TITLE),
            qrCode: qrCode(),
            published: false,
          })
          .returning()
      )[0]!;
    const [lead] = await tx
      .insert(leads)
      .values({
        agencyId: opts.agencyId,
        listingId: listing.id,
        firstName: 'Lead',
        lastName: 'de prueba',
        email: opts.email.toLowerCase(),
        source: 'debug',
        consentGdpr: true,
        status: 'new',
        payload: {
          listing_title: listing.title,
          listing_address: [listing.address, listing.city].filter(Boolean).join(', ') || null,
          user_agent: null,
          contact_method: 'email',
          timestamp: now.toISOString(),
        },
      })
      .returning({ id: leads.id });
    return { lead: { id: lead!.id, listingId: listing.id }, listingCreated: !first };
  });
}
