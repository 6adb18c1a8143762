import { describe, expect, it } from 'vitest';
import { formatListingPrice } from '../../shared/format';
import { listingInputSchema } from '../../shared/listings';
import { DEMO_LISTINGS, firstOfNextMonth } from './demo-listings-data';

describe('the demo listings', () => {
  it('are each a valid published ad by the form and API schema, unchanged by it', () => {
    for (const demo of DEMO_LISTINGS) {
      const { photos: _photos, slug: _slug, ...input } = demo;
      const parsed = listingInputSchema.safeParse({ ...input, published: true });
      expect(parsed.error?.issues ?? [], demo.slug).toEqual([]);
      expect(parsed.data).toMatchObject(input);
    }
  });

  it('hold one rental, priced a month, with its deposit and date, and unique references', () => {
    const rentals = DEMO_LISTINGS.filter((l) => l.operation === 'rent');
    expect(rentals).toHaveLength(1);
    const [rental] = rentals;
    expect(formatListingPrice(rental!.price, rental!.operation)).toBe('2.300\u00a0€/mes');
    expect(rental).toMatchObject({
      depositMonths: 1,
      availableFrom: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });
    expect(new Set(DEMO_LISTINGS.map((l) => l.reference.toLowerCase())).size).toBe(DEMO_LISTINGS.length);
  });

  it('make the rental free from the first of next month, across a year end', () => {
    expect(firstOfNextMonth(new Date('2026-12-15T23:30:00Z'))).toBe('2027-01-01');
    expect(firstOfNextMonth(new Date('2026-01-31T10:00:00Z'))).toBe('2026-02-01');
  });
});
