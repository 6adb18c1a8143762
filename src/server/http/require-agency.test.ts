import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { agentsApi } from '../../shared/agents';
import { analyticsApi } from '../../shared/analytics';
import { billingApi } from '../../shared/billing';
import { brandingApi } from '../../shared/branding';
import { dataErrorTexts } from '../../shared/errors';
import { leadsDashboardApi } from '../../shared/leads-dashboard';
import { listingsApi } from '../../shared/listings';
import { notificationsApi } from '../../shared/notifications';
import { api } from '../../shared/paths';
import { stagingApi } from '../../shared/staging';
import { agencies } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const id = '00000000-0000-4000-8000-000000000000';

/** Every route that acts for an agency, with the method it answers. */
const memberRoutes: [string, string][] = [
  ['GET', api.me],
  ['PUT', api.agency],
  ['PUT', brandingApi.branding],
  ['POST', brandingApi.logo],
  ['DELETE', brandingApi.logo],
  ['GET', notificationsApi.preferences],
  ['PUT', notificationsApi.preferences],
  ['GET', agentsApi.members],
  ['GET', agentsApi.myContact],
  ['PUT', agentsApi.myContact],
  ['GET', agentsApi.myAlerts],
  ['PUT', agentsApi.myAlerts],
  ['POST', billingApi.checkSubscription],
  ['POST', billingApi.checkout],
  ['POST', billingApi.portal],
  ['POST', billingApi.changePlan],
  ['POST', billingApi.changePlanPreview],
  ['POST', billingApi.cancel],
  ['POST', billingApi.resume],
  ['GET', billingApi.localCheckout('x')],
  ['POST', billingApi.localCheckoutConfirm('x')],
  ['GET', listingsApi.list],
  ['POST', listingsApi.list],
  ['GET', listingsApi.one(id)],
  ['PUT', listingsApi.one(id)],
  ['DELETE', listingsApi.one(id)],
  ['GET', listingsApi.photos(id)],
  ['POST', listingsApi.photos(id)],
  ['PUT', listingsApi.photoOrder(id)],
  ['PATCH', listingsApi.photo(id, id)],
  ['DELETE', listingsApi.photo(id, id)],
  ['PUT', listingsApi.cover(id)],
  ['GET', leadsDashboardApi.list({})],
  ['GET', leadsDashboardApi.exportCsv({})],
  ['PATCH', leadsDashboardApi.one(id)],
  ['GET', analyticsApi.summary],
  ['GET', analyticsApi.report('month')],
  ['POST', stagingApi.renders(id)],
  ['GET', stagingApi.renders(id)],
  ['POST', stagingApi.batch(id)],
  ['POST', stagingApi.batchPreview(id)],
  ['GET', stagingApi.render(id)],
  ['POST', stagingApi.cancel(id)],
  ['GET', stagingApi.variants(id)],
  ['GET', stagingApi.stats(id)],
  ['PATCH', stagingApi.variant(id)],
  ['DELETE', stagingApi.variant(id)],
  ['GET', stagingApi.allowance],
];

describe('requireAgency', () => {
  it('answers every member route with a Spanish 401 without a session, creating nothing', async () => {
    const before = (await t.db.select({ id: agencies.id }).from(agencies)).length;
    for (const [method, path] of memberRoutes) {
      const res = await t.client().request(path, { method, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).error.message, `${method} ${path}`).toBe(dataErrorTexts.unauthorized);
    }
    expect((await t.db.select({ id: agencies.id }).from(agencies)).length).toBe(before);
  });
});
