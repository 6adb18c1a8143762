import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import type { MeResponse } from '../../../shared/agency';
import { type AiTextAllowanceView, aiTextsApi } from '../../../shared/ai-texts';
import type { AnalyticsReport } from '../../../shared/analytics';
import { type PlanCode, type PlansResponse, planCodes } from '../../../shared/billing';
import { BRAND_DEFAULTS } from '../../../shared/microsite';
import {
  type PlanLimits,
  type PlanRule,
  planChecks,
  planFeatures,
  planFeatureTexts,
  planLimitsByCode,
} from '../../../shared/plan-features';
import { type PortalFeedSettings, portalFeedApi, portalFeedTexts } from '../../../shared/portal-feed';
import type { PosterStyle } from '../../../shared/qr';
import type { AllowanceView } from '../../../shared/staging';
import { WEBHOOK_PLANS, type WebhooksResponse, webhooksApi, webhookTexts } from '../../../shared/webhooks';
import { aiTexts, listingPhotos } from '../../db/schema';

/**
 * Plans tell the truth: every line of every plan card has a rule, and each rule is probed through
 * the real API for every plan (table-driven). A line added without a probe fails the first test.
 */
let t: TestApp;
beforeAll(async () => {
  // Webhook probes post to a local address, as the webhook tests do.
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } });
});
afterAll(() => t.close());

const ruleId = (rule: PlanRule) => (rule.kind === 'limit' ? `limit:${rule.key}` : `check:${rule.check}`);

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
type Probe = (owner: Owner, limits: PlanLimits, code: PlanCode) => Promise<void>;

const newListing = async (client: TestClient) =>
  (
    await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso con terraza en Benimaclet',
    })
  ).json() as Promise<{
    listing: { id: string; qrCode: string };
  }>;

function upload(client: TestClient, listingId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'foto.jpg', { type: 'image/jpeg' }));
  return client.request(`/api/listings/${listingId}/photos`, { method: 'POST', body: form });
}

const probes: Record<string, Probe> = {
  'limit:max_listings': async ({ client }, limits) => {
    for (let i = 0; i < limits.max_listings!; i++) {
      expect(
        (await client.post('/api/listings', { energyStatus: 'in_progress', title: `Inmueble ${i}` })).status,
      ).toBe(201);
    }
    const over = await client.post('/api/listings', { energyStatus: 'in_progress', title: 'Uno de más' });
    expect(over.status).toBe(403);
    expect((await over.json()).error.code).toBe('plan_limit');
  },
  'limit:renders_per_month': async ({ client }, limits) => {
    const { allowance } = (await (await client.get('/api/staging/allowance')).json()) as {
      allowance: AllowanceView;
    };
    expect(allowance.limit).toBe(limits.renders_per_month);
  },
  'limit:ai_texts_per_month': async ({ client, agencyId }, limits) => {
    const { allowance } = (await (await client.get(aiTextsApi.allowance)).json()) as {
      allowance: AiTextAllowanceView;
    };
    expect(allowance.limit).toBe(limits.ai_texts_per_month);
    // Copies of done texts stand for the month's use (each real one is a model call).
    const used = limits.ai_texts_per_month ?? 200;
    await t.db.insert(aiTexts).values(
      Array.from({ length: used }, () => ({
        agencyId,
        kind: 'translate' as const,
        status: 'done' as const,
        provider: 'local',
      })),
    );
    const next = await client.post(aiTextsApi.translate, { text: 'Piso en venta en Valencia.' });
    if (limits.ai_texts_per_month === null) {
      expect(next.status).toBe(200);
    } else {
      expect(next.status).toBe(403);
      expect((await next.json()).error.code).toBe('plan_limit');
    }
  },
  'limit:photos_per_listing': async ({ client }, limits) => {
    const { listing } = await newListing(client);
    expect((await upload(client, listing.id, await makeJpeg(800, 600, 10))).status).toBe(201);
    // Copies of the real row stand for the photos in between (processing 12 images is slow).
    const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.id));
    const copies = Array.from({ length: limits.photos_per_listing - 2 }, (_, i) => ({
      ...row!,
      id: crypto.randomUUID(),
      position: i + 1,
    }));
    if (copies.length) await t.db.insert(listingPhotos).values(copies);
    expect((await upload(client, listing.id, await makeJpeg(800, 600, 90))).status).toBe(201);
    const over = await upload(client, listing.id, await makeJpeg(800, 600, 200));
    const body = await over.json();
    if (limits.photos_per_listing < 12) {
      expect(over.status).toBe(403);
      expect(body.error).toMatchObject({ code: 'plan_limit' });
      expect(body.error.message).toContain(`hasta ${limits.photos_per_listing} fotos por inmueble`);
      expect(body.error.message).toContain('Configuración → Suscripción');
    } else {
      expect(over.status).toBe(409);
    }
  },
  'limit:seats': async ({ client }, limits) => {
    // Declared here; invitations enforce it (the team module).
    const me = (await (await client.get('/api/me')).json()) as MeResponse;
    expect(me.plan?.limits.seats).toBe(limits.seats);
  },
  'check:unlimitedPosters': async ({ client }) => {
    const { listing } = await newListing(client);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => client.get(`/qr-generator/${listing.qrCode}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200));
  },
  'check:brandedPoster': async ({ client }, limits) => {
    await client.request('/api/agency/branding', {
      method: 'PUT',
      json: {
        primary_color: '#0a7cff',
        secondary_color: BRAND_DEFAULTS.secondary,
        show_logo: true,
        show_contact: true,
      },
    });
    const style = (await (await client.get('/api/qr/poster-style')).json()) as PosterStyle;
    expect(style.branded).toBe(planChecks.brandedPoster(limits));
    if (style.branded) expect(style.primaryColor).toBe('#0a7cff');
    else expect(style).toEqual({ branded: false });
  },
  'check:fullBranding': async ({ client }, limits) => {
    const put = (secondary: string) =>
      client.request('/api/agency/branding', {
        method: 'PUT',
        json: { primary_color: '#e56665', secondary_color: secondary, show_logo: true, show_contact: true },
      });
    const res = await put('#203040');
    if (planChecks.fullBranding(limits)) {
      expect(res.status).toBe(200);
      expect((await res.json()).agency.branding.secondary_color).toBe('#203040');
    } else {
      expect(res.status).toBe(403);
      const { error } = await res.json();
      expect(error.code).toBe('plan_limit');
      expect(error.message).toContain('plan Pro');
    }
    // Going back to the default, or saving the other fields, is every plan's.
    expect((await put(BRAND_DEFAULTS.secondary)).status).toBe(200);
  },
  'check:statsDepth': async ({ client }, limits) => {
    const report = (await (await client.get('/api/analytics?range=month')).json()) as AnalyticsReport;
    const sections = planChecks.statsDepth(limits);
    expect(report.kpis).toBeDefined();
    expect(report.monthly).toHaveLength(6);
    expect(Array.isArray(report.topStyles)).toBe(sections.topStyles);
    expect(Array.isArray(report.devices)).toBe(sections.devices);
  },
  'check:leadWebhooks': async ({ client }, limits, code) => {
    const allowed = planChecks.leadWebhooks(limits);
    expect((WEBHOOK_PLANS as readonly string[]).includes(code)).toBe(allowed);
    const list = (await (await client.get(webhooksApi.list)).json()) as WebhooksResponse;
    expect(list.allowed).toBe(allowed);
    const res = await client.post(webhooksApi.list, { url: 'http://127.0.0.1:9/crm' });
    if (allowed) {
      expect(res.status).toBe(201);
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toEqual({ code: 'plan_limit', message: webhookTexts.planRequired });
    }
  },
  'check:portalFeed': async ({ client }, limits) => {
    const allowed = planChecks.portalFeed(limits);
    const settings = (await (await client.get(portalFeedApi.settings)).json()) as PortalFeedSettings;
    expect(settings.allowed).toBe(allowed);
    const res = await client.post(portalFeedApi.rotate, {});
    if (allowed) {
      expect(res.status).toBe(200);
      const { url } = (await res.json()) as PortalFeedSettings;
      const feed = await t.app.request(new URL(url!).pathname);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toEqual({ code: 'plan_limit', message: portalFeedTexts.planRequired });
    }
  },
};

describe('plan cards', () => {
  it('every line on every card has a rule with a probe, and each limit key is set', () => {
    for (const code of planCodes) {
      for (const feature of planFeatures[code]) {
        const id = ruleId(feature.rule);
        expect(probes, `${code}: "${feature.text(planLimitsByCode[code])}" (${id})`).toHaveProperty([id]);
        if (feature.rule.kind === 'limit')
          expect(planLimitsByCode[code][feature.rule.key]).not.toBeUndefined();
        else expect(planChecks[feature.rule.check]).toBeTypeOf('function');
      }
    }
  });

  it('the plans API shows each card exactly as the one list says, with its limits', async () => {
    const { plans } = (await (await t.client().get('/api/plans')).json()) as PlansResponse;
    expect(plans.map((p) => p.code)).toEqual(planCodes);
    for (const plan of plans) {
      expect(plan.limits).toEqual(planLimitsByCode[plan.code]);
      expect(plan.features).toEqual(planFeatureTexts(plan.code, planLimitsByCode[plan.code]));
    }
    const smart = plans.find((p) => p.code === 'smart')!;
    expect(smart.features.join(' ')).not.toMatch(/logo|Branding|agentes|avanzado/);
  });
});

describe.each(planCodes)('what the %s card says is what the API does', (code) => {
  const rules = [...new Set(Object.values(planFeatures).flatMap((fs) => fs.map((f) => ruleId(f.rule))))];
  it.each(rules)('%s', async (id) => {
    const owner = await signedInOwner(t, code);
    await probes[id]!(owner, planLimitsByCode[code], code);
  });
});
