import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import { MAX_WEBHOOK_ENDPOINTS, webhooksApi, webhookTexts } from '../../../shared/webhooks';
import { webhookEndpoints } from '../../db/schema';

let t: TestApp;
/** An app as production runs it: only public https targets. */
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } });
  strict = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

const URL_A = 'http://127.0.0.1:9/hook-a';
const add = (client: TestClient, url = URL_A) => client.post(webhooksApi.list, { url });
async function added(client: TestClient, url = URL_A) {
  const res = await add(client, url);
  expect(res.status).toBe(201);
  return (await res.json()) as { endpoint: { id: string; secret_hint: string }; secret: string };
}
const list = async (client: TestClient) => (await client.get(webhooksApi.list)).json();
const rowOf = async (id: string) =>
  (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

describe('webhook endpoints', () => {
  it('adds an endpoint and shows its secret once; the list shows only its start', async () => {
    const { client } = await signedInOwner(t, 'plus');
    const { endpoint, secret } = await added(client);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secret_hint).toBe(`${secret.slice(0, 10)}…`);
    const body = await list(client);
    expect(body.allowed).toBe(true);
    expect(body.endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, url: URL_A, enabled: true, disabled_reason: null }),
    ]);
    expect(JSON.stringify(body)).not.toContain(secret);
    expect((await rowOf(endpoint.id))?.secret).toBe(secret);
  });

  it('rotates the secret: a new one, shown once, and the old one no longer stored', async () => {
    const { client } = await signedInOwner(t, 'pro');
    const { endpoint, secret } = await added(client);
    const res = await client.post(webhooksApi.rotate(endpoint.id), {});
    expect(res.status).toBe(200);
    const rotated = await res.json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    expect((await rowOf(endpoint.id))?.secret).toBe(rotated.secret);
  });

  it('switches an endpoint off and on, and deletes it', async () => {
    const { client } = await signedInOwner(t, 'plus');
    const { endpoint } = await added(client);
    let res = await client.request(webhooksApi.one(endpoint.id), {
      method: 'PATCH',
      json: { enabled: false },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).endpoint).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    res = await client.request(webhooksApi.one(endpoint.id), { method: 'PATCH', json: { enabled: true } });
    expect((await res.json()).endpoint).toMatchObject({
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
    });
    res = await client.request(webhooksApi.one(endpoint.id), { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await rowOf(endpoint.id)).toBeUndefined();
    expect((await list(client)).endpoints).toEqual([]);
  });

  it(`refuses more than ${MAX_WEBHOOK_ENDPOINTS} endpoints, even asked at once`, async () => {
    const { client, agencyId } = await signedInOwner(t, 'pro');
    const answers = await Promise.all(
      Array.from({ length: MAX_WEBHOOK_ENDPOINTS + 2 }, (_, i) => add(client, `${URL_A}/${i}`)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([403, 403]);
    expect((await refused[0]!.json()).error.message).toBe(webhookTexts.tooMany);
    const rows = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.agencyId, agencyId));
    expect(rows).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });

  it('validates the URL with the shared schema, in Spanish', async () => {
    const { client } = await signedInOwner(t, 'plus');
    for (const url of ['', 'no es una url', 'ftp://example.com/x']) {
      const res = await add(client, url);
      expect(res.status, url).toBe(422);
      const { error } = await res.json();
      expect(error.code).toBe('validation');
      expect([webhookTexts.urlRequired, webhookTexts.urlInvalid]).toContain(error.message);
    }
  });
});

describe('webhook targets in production (SSRF at save time)', () => {
  it('refuses http, loopback, private and metadata addresses, and takes a public https one', async () => {
    const { client } = await signedInOwner(strict, 'plus');
    const cases: [string, string][] = [
      ['http://93.184.215.14/hook', webhookTexts.httpsRequired],
      ['https://127.0.0.1/hook', webhookTexts.notPublic],
      ['https://localhost/hook', webhookTexts.notPublic],
      ['https://10.0.0.5/hook', webhookTexts.notPublic],
      ['https://169.254.169.254/latest/meta-data', webhookTexts.notPublic],
      ['https://[::1]/hook', webhookTexts.notPublic],
      ['https://nadie.invalid/hook', webhookTexts.unresolvable],
    ];
    for (const [url, message] of cases) {
      const res = await add(client, url);
      expect(res.status, url).toBe(422);
      expect((await res.json()).error, url).toMatchObject({
        code: 'validation',
        message,
        fields: { url: message },
      });
    }
    expect((await add(client, 'https://93.184.215.14/hook')).status).toBe(201);
  });
});

describe('webhooks by plan', () => {
  for (const plan of ['smart', null] as const) {
    it(`are refused on ${plan ?? 'no plan'}: nothing can be added, switched on, rotated or tried`, async () => {
      const { client, agencyId } = await signedInOwner(t, plan);
      const body = await list(client);
      expect(body).toEqual({ allowed: false, endpoints: [] });
      const res = await add(client);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toEqual({ code: 'plan_limit', message: webhookTexts.planRequired });
      // An endpoint kept from a Plus plan, after a downgrade.
      const [kept] = await t.db
        .insert(webhookEndpoints)
        .values({ agencyId, url: URL_A, secret: 'whsec_x', enabled: false, disabledReason: 'manual' })
        .returning();
      const on = await client.request(webhooksApi.one(kept!.id), {
        method: 'PATCH',
        json: { enabled: true },
      });
      expect(on.status).toBe(403);
      expect((await client.post(webhooksApi.rotate(kept!.id), {})).status).toBe(403);
      expect((await client.post(webhooksApi.test(kept!.id), {})).status).toBe(403);
      expect(await rowOf(kept!.id)).toMatchObject({ enabled: false, secret: 'whsec_x' });
      // What it can still do: see it and delete it.
      expect((await list(client)).endpoints).toHaveLength(1);
      expect((await client.request(webhooksApi.one(kept!.id), { method: 'DELETE' })).status).toBe(204);
    });
  }
});

describe('webhooks of another agency (tenant isolation)', () => {
  it("answers 404 for another agency's endpoint on every route and changes nothing", async () => {
    const owner = await signedInOwner(t, 'pro');
    const { endpoint, secret } = await added(owner.client);
    const intruder = await signedInOwner(t, 'pro');
    const id = endpoint.id;
    const attempts = {
      'PATCH off': () =>
        intruder.client.request(webhooksApi.one(id), { method: 'PATCH', json: { enabled: false } }),
      delete: () => intruder.client.request(webhooksApi.one(id), { method: 'DELETE' }),
      rotate: () => intruder.client.post(webhooksApi.rotate(id), {}),
      test: () => intruder.client.post(webhooksApi.test(id), {}),
      log: () => intruder.client.get(webhooksApi.attempts(id)),
    };
    for (const [name, call] of Object.entries(attempts)) {
      const res = await call();
      expect(res.status, name).toBe(404);
      expect((await res.json()).error.message, name).toBe(webhookTexts.notFound);
    }
    expect((await list(intruder.client)).endpoints).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ enabled: true, secret });
    // A malformed id is not found either, not a server error.
    expect((await intruder.client.get(webhooksApi.attempts('no-es-un-uuid'))).status).toBe(404);
  });

  it('requires a session', async () => {
    expect((await t.client().get(webhooksApi.list)).status).toBe(401);
    expect((await t.client().post(webhooksApi.list, { url: URL_A })).status).toBe(401);
  });
});
