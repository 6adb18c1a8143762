import { and, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, foldForSearch, type LeadFilters } from '../../../shared/leads-dashboard';
import { compactPhone } from '../../../shared/phone';
import type { Db } from '../../db/client';
import { leads, listings } from '../../db/schema';

/**
 * The filters with the signed-in member, whom "Mis leads" (`mine`) means, and whether Diagnóstico's
 * test leads are left out (the CSV export leaves them out; the list shows them badged "Prueba").
 */
export type ScopedLeadFilters = LeadFilters & { memberId?: string | null; withoutTests?: boolean };

/** At most this many words of a search are used (each must match). */
const MAX_TERMS = 8;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Case- and accent-insensitive search (decision 017 → Leads): every word must appear in the lead's
 * name, e-mail, phone, listing title or listing reference, so "ana chamberí" finds Ana's lead on
 * the Chamberí flat and "ch-204" every lead of the listing with that ref. `leads.search_text`
 * holds the lead's fields folded once on write (with the title the lead kept); the listing's
 * current title and reference are matched through the agency's few listings, and a deleted
 * listing's leads by the reference they kept. A query that is a phone number ("600 12 34 56")
 * also matches the phone ignoring spaces. translate()/lower() behave the same on PostgreSQL and
 * PGlite (unaccent is an extension PGlite lacks).
 */
export function searchCondition(db: Db, agencyId: string, q: string): SQL | undefined {
  const terms = foldForSearch(q).split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  if (!terms.length) return undefined;
  const words = and(
    ...terms.map((term) => {
      const pattern = `%${likeEscape(term)}%`;
      const titled = db
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            eq(listings.agencyId, agencyId),
            or(
              sql`lower(translate(${listings.title}, ${FOLD_FROM}, ${FOLD_TO})) like ${pattern}`,
              sql`lower(translate(${listings.reference}, ${FOLD_FROM}, ${FOLD_TO})) like ${pattern}`,
            ),
          ),
        );
      return or(
        sql`${leads.searchText} like ${pattern}`,
        inArray(leads.listingId, titled),
        // A deleted listing's leads: the reference they kept (only those rows read the payload).
        sql`${leads.listingId} is null and lower(translate(${leads.payload}->>'listing_reference', ${FOLD_FROM}, ${FOLD_TO})) like ${pattern}`,
      );
    }),
  );
  const digits = compactPhone(q).replace(/^\+/, '');
  if (!/^\d{3,}$/.test(digits)) return words;
  return or(words, sql`${leads.phone} like ${`%${digits}%`}`);
}

/** Leads of the agency's listings assigned to the member; none without a member. */
function mineCondition(db: Db, agencyId: string, memberId: string | null): SQL {
  if (!memberId) return sql`false`;
  const assigned = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.agencyId, agencyId), eq(listings.assignedMemberId, memberId)));
  return inArray(leads.listingId, assigned);
}

/**
 * The WHERE of the list, the stats and the export, always scoped to the agency. The stats leave
 * the status filter out (`withStatus: false`): the cards show the breakdown by status.
 */
export function leadConditions(
  db: Db,
  agencyId: string,
  filters: ScopedLeadFilters,
  options: { withStatus?: boolean } = {},
): SQL | undefined {
  return and(
    eq(leads.agencyId, agencyId),
    filters.listingId ? eq(leads.listingId, filters.listingId) : undefined,
    filters.status && options.withStatus !== false ? eq(leads.status, filters.status) : undefined,
    filters.suspicious === 'only' ? isNotNull(leads.suspicion) : undefined,
    filters.suspicious === 'hide' ? isNull(leads.suspicion) : undefined,
    filters.q ? searchCondition(db, agencyId, filters.q) : undefined,
    filters.mine ? mineCondition(db, agencyId, filters.memberId ?? null) : undefined,
    filters.withoutTests ? ne(leads.source, 'debug') : undefined,
  );
}
