import { describe, expect, it } from 'vitest';
import type { LeadPayload } from '../../db/schema';
import { factsAtLead, factsNow, type StoredLeadPayload } from './lead-listing';

const before: LeadPayload = {
  listing_title: 'Piso',
  listing_address: null,
  user_agent: null,
  contact_method: 'email',
  timestamp: '2026-01-01T00:00:00.000Z',
};
const kept: StoredLeadPayload = {
  ...before,
  listing_operation: 'rent',
  listing_type: 'estudio',
  listing_reference: 'ES-3',
  listing_price: 950,
};
const now = { operation: 'sale' as const, propertyType: 'piso', reference: 'PI-1', price: 245_000 };
const gone = null;

describe("what a lead tells of its listing's ad", () => {
  it('at the lead (alert, webhook): what the lead kept, else the listing now, else a sale', () => {
    expect(factsAtLead(kept, now)).toEqual({
      operation: 'rent',
      propertyType: 'estudio',
      reference: 'ES-3',
      price: 950,
    });
    expect(factsAtLead(before, now)).toEqual(now);
    expect(factsAtLead(before, gone)).toEqual({
      operation: 'sale',
      propertyType: null,
      reference: null,
      price: null,
    });
  });

  it('now (dashboard, CSV): the listing now, else what the lead kept, else a sale', () => {
    expect(factsNow(kept, now)).toEqual(now);
    expect(factsNow(kept, gone)).toEqual({
      operation: 'rent',
      propertyType: 'estudio',
      reference: 'ES-3',
      price: 950,
    });
    expect(factsNow(before, gone)).toMatchObject({ operation: 'sale', reference: null });
  });
});
