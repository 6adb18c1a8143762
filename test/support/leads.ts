import { type LeadPayload, leads } from '../../src/server/db/schema';
import type { LeadsPage } from '../../src/shared/leads-dashboard';
import { signedInOwner, type TestApp, type TestClient } from './test-app';

export interface TestListing {
  id: string;
  slug: string;
  title: string;
}
export type LeadSeed = Partial<typeof leads.$inferInsert> & { channel?: LeadPayload['contact_method'] };

/** A signed-in owner (Pro plan) with one listing per title, made through the API. */
export async function ownerWithListings(t: TestApp, ...titles: string[]) {
  const owner = await signedInOwner(t);
  const listings: TestListing[] = [];
  for (const title of titles) {
    const res = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title,
      address: 'Calle Mayor 1',
      city: 'Madrid',
    });
    if (res.status !== 201) throw new Error(`listing not created: ${res.status}`);
    listings.push((await res.json()).listing);
  }
  return { ...owner, listings };
}

let minute = 0;
/**
 * Inserts leads of a listing directly, one minute apart in insertion order unless a seed gives
 * its own createdAt; the payload is the one submitLead writes.
 */
export async function addLeads(t: TestApp, agencyId: string, listing: TestListing, seeds: LeadSeed[]) {
  const rows = seeds.map(({ channel = 'email', ...s }) => ({
    agencyId,
    listingId: listing.id,
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.es',
    consentGdpr: true,
    createdAt: new Date(Date.UTC(2025, 0, 1, 9, ++minute)),
    payload: {
      listing_title: listing.title,
      listing_address: 'Calle Mayor 1, Madrid',
      user_agent: null,
      contact_method: channel,
      timestamp: new Date().toISOString(),
    } satisfies LeadPayload,
    ...s,
  }));
  return t.db.insert(leads).values(rows).returning();
}

/** GET /api/leads as the client, expecting 200. */
export async function listLeadsAs(client: TestClient, query = ''): Promise<LeadsPage> {
  const res = await client.get(`/api/leads${query}`);
  if (res.status !== 200) throw new Error(`GET /api/leads${query} answered ${res.status}`);
  return res.json();
}

const FIRST = [
  'Ana',
  'Luis',
  'Rosa',
  'Iván',
  'Noa',
  'Gil',
  'Eva',
  'Leo',
  'Sol',
  'Ian',
  'Uma',
  'Teo',
  'Pía',
  'Mar',
  'Hugo',
  'Inés',
];
const LAST = [
  'Soler',
  'Prieto',
  'Vega',
  'Mora',
  'Cano',
  'Ríos',
  'Lago',
  'Pardo',
  'Cruz',
  'Roca',
  'Paz',
  'Sanz',
];

/**
 * The name of the i-th of up to 192 different people. Real names carry no numbers: names that
 * differ only in one ("Comprador1", "Comprador2") are one lead repeated, flagged as a flood
 * (modules/leads/lead-suspicion.ts).
 */
export function buyerName(i: number): { firstName: string; lastName: string } {
  if (i >= FIRST.length * LAST.length)
    throw new Error(`buyerName: only ${FIRST.length * LAST.length} people`);
  return { firstName: FIRST[i % FIRST.length]!, lastName: LAST[Math.floor(i / FIRST.length)]! };
}
