import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedIds, publishedListings } from '../../../../test/support/agency-listings';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import { billingTexts, type SubscriptionInfo } from '../../../shared/billing';
import type { ListingsResponse } from '../../../shared/listings';
import { mailOutbox, subscriptions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TITLES = ['Piso en Chamberí', 'Ático en Gràcia', 'Casa en Triana'];
const sorted = (ids: string[]) => [...ids].sort();

/** An owner subscribed to a plan in the local test mode. */
async function subscribedOwner(plan_code: 'smart' | 'plus' | 'pro' = 'plus') {
  const owner = await signedInOwner(t, null);
  const { url } = await (await owner.client.post('/api/billing/checkout', { plan_code })).json();
  const id = url.split('/billing/checkout/')[1];
  expect((await owner.client.post(`/api/billing/local/checkout/${id}/confirm`, {})).status).toBe(200);
  return owner;
}

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const info = async (client: TestClient) =>
  (await (await client.post('/api/billing/check-subscription', {})).json()) as SubscriptionInfo;
const usage = async (client: TestClient) =>
  ((await (await client.get('/api/listings')).json()) as ListingsResponse).limit;

describe('downgrading below the published listings', () => {
  it('keeps the listings the user chose and drafts the rest, with the plan change', async () => {
    const { client, agencyId, user } = await subscribedOwner('plus');
    const ids = await publishedListings(t, client, TITLES);
    const res = await client.post('/api/billing/change-plan', {
      plan_code: 'smart',
      keep_listing_ids: [ids[2]],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).plan_code).toBe('smart');
    expect(await publishedIds(t, agencyId)).toEqual([ids[2]]);
    // The Inmuebles header reads its figures from here: never "3 de 1".
    expect(await usage(client)).toEqual({ published: 1, max: 1, planName: 'Smart' });
    // The user chose in the dialog: nothing to tell them by e-mail.
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('refuses a keep list larger than the new plan, or naming a draft, and changes nothing', async () => {
    const { client, agencyId } = await subscribedOwner('plus');
    const ids = await publishedListings(t, client, TITLES);
    const tooMany = await client.post('/api/billing/change-plan', {
      plan_code: 'smart',
      keep_listing_ids: [ids[0], ids[1]],
    });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).error.message).toBe(billingTexts.keepTooMany('Smart', 1));
    expect((await info(client)).plan_code).toBe('plus');
    expect(await publishedIds(t, agencyId)).toEqual(sorted(ids));

    await client.request(`/api/listings/${ids[0]}`, {
      method: 'PUT',
      json: { energyStatus: 'in_progress', title: TITLES[0], city: 'Madrid', published: false },
    });
    const draft = await client.post('/api/billing/change-plan', {
      plan_code: 'smart',
      keep_listing_ids: [ids[0]],
    });
    expect(draft.status).toBe(422);
    expect((await draft.json()).error.message).toBe(billingTexts.keepOnlyPublished);
    expect((await info(client)).plan_code).toBe('plus');
  });

  it("refuses another agency's listings in the keep list", async () => {
    const a = await subscribedOwner('plus');
    const b = await subscribedOwner('plus');
    const aIds = await publishedListings(t, a.client, TITLES);
    const bIds = await publishedListings(t, b.client, TITLES.slice(0, 2));
    const res = await b.client.post('/api/billing/change-plan', {
      plan_code: 'smart',
      keep_listing_ids: [aIds[0]],
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(billingTexts.keepNotYours);
    expect((await info(b.client)).plan_code).toBe('plus');
    expect(await publishedIds(t, a.agencyId)).toEqual(sorted(aIds));
    expect(await publishedIds(t, b.agencyId)).toEqual(sorted(bIds));
  });

  it('without a choice keeps the oldest and tells the owner by e-mail which went to draft', async () => {
    const { client, agencyId, user } = await subscribedOwner('pro');
    const ids = await publishedListings(t, client, TITLES);
    expect((await client.post('/api/billing/change-plan', { plan_code: 'smart' })).status).toBe(200);
    expect(await publishedIds(t, agencyId)).toEqual([ids[0]]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('2 inmuebles han pasado a borrador con tu plan Smart');
    expect(mail?.text).toContain('- Ático en Gràcia\n- Casa en Triana\n');
    expect(mail?.text).not.toContain('Piso en Chamberí');
    expect(mail?.text).toContain('Borrador');
    expect(mail?.links).toEqual([
      'http://localhost:3000/dashboard/listings',
      'http://localhost:3000/dashboard/settings',
    ]);
  });

  it('an upgrade or a plan that holds them all drafts nothing', async () => {
    const { client, agencyId, user } = await subscribedOwner('plus');
    const ids = await publishedListings(t, client, TITLES);
    expect((await client.post('/api/billing/change-plan', { plan_code: 'pro' })).status).toBe(200);
    expect((await client.post('/api/billing/change-plan', { plan_code: 'plus' })).status).toBe(200);
    expect(await publishedIds(t, agencyId)).toEqual(sorted(ids));
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('a smaller plan chosen after cancelling applies the same rule', async () => {
    const { client, agencyId, user } = await subscribedOwner('plus');
    const ids = await publishedListings(t, client, TITLES);
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
    // The trial it was cancelled in ends: access ends; nothing is unpublished.
    await t.db
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000), currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.agencyId, agencyId));
    expect(await publishedIds(t, agencyId)).toEqual(sorted(ids));
    const { url } = await (await client.post('/api/billing/checkout', { plan_code: 'smart' })).json();
    await client.post(`/api/billing/local/checkout/${url.split('/billing/checkout/')[1]}/confirm`, {});
    expect(await publishedIds(t, agencyId)).toEqual([ids[0]]);
    expect(await usage(client)).toMatchObject({ published: 1, max: 1 });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
