import type { PublicListing } from '../../../shared/microsite';
import { useTexts } from '../texts';
import { type FactRow, FactRows } from './listing-facts';

/**
 * Costes: gastos de comunidad (€/mes), IBI (€/año) and, for a rent, the fianza and the day it is
 * available, only those the agency gave.
 */
export function ListingCosts({ listing }: { listing: PublicListing }) {
  const t = useTexts();
  const { facts } = listing;
  const c = t.costs;
  const rows: FactRow[] = [];
  if (facts.communityFees !== null)
    rows.push({ label: c.communityFees, value: c.perMonth(t.formatPrice(facts.communityFees)) });
  if (facts.ibi !== null) rows.push({ label: c.ibi, value: c.perYear(t.formatPrice(facts.ibi)) });
  if (listing.operation === 'rent') {
    if (facts.depositMonths !== null) rows.push({ label: c.deposit, value: c.months(facts.depositMonths) });
    if (facts.availableFrom) rows.push({ label: c.availableFrom, value: c.date(facts.availableFrom) });
  }
  if (!rows.length) return null;
  return (
    <section aria-labelledby="costs-title" className="mt-8">
      <h2 id="costs-title" className="text-lg font-bold text-ink">
        {c.title}
      </h2>
      <FactRows rows={rows} className="mt-3" />
    </section>
  );
}
