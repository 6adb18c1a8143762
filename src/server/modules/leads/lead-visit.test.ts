import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLeadsAs } from '../../../../test/support/leads';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { everyDay } from '../../../../test/support/visits';
import { visitsApi } from '../../../shared/visits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LEAD_LIMIT_PER_IP: '1000' } });
});
afterAll(() => t.close());

describe("a lead's visit on its card (GET /api/leads)", () => {
  it('shows the next visit still on, with how many the lead has; none for a lead without visits', async () => {
    const owner = await signedInOwner(t);
    const created = await owner.client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Casa en Triana',
      city: 'Sevilla',
      published: true,
    });
    const { listing } = (await created.json()) as { listing: { slug: string } };
    await owner.client.request(visitsApi.settings, {
      method: 'PUT',
      json: { scope: 'agency', weeklyHours: everyDay('10:00', '13:00'), lengthMinutes: 60 },
    });
    const { slots } = (await (await t.client().get(visitsApi.slotsOf(listing.slug))).json()) as {
      slots: string[];
    };
    const visitor = { name: 'Rocío Marín', email: 'rocio@example.es', consent: true };
    // Booked later slot first: the card shows the soonest one still on.
    for (const slot of [slots[3]!, slots[1]!])
      expect((await t.client().post(visitsApi.bookOf(listing.slug), { ...visitor, slot })).status).toBe(201);
    const { leads } = await listLeadsAs(owner.client);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.visit).toEqual({ start: slots[1], status: 'requested', count: 2 });

    // Another agency's list holds none of it.
    const other = await signedInOwner(t);
    expect((await listLeadsAs(other.client)).leads).toEqual([]);
  });
});
