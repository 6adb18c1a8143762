import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../../test/support/fake-llm';
import { ownerWithListing } from '../../../../test/support/listings';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { type AiTextResponse, aiTextsApi, aiTextTexts } from '../../../shared/ai-texts';
import { energyTexts } from '../../../shared/energy-certificate';
import { listingTexts } from '../../../shared/listings';
import { planLimitsByCode } from '../../../shared/plan-features';
import { aiTexts, listingPhotos } from '../../db/schema';
import { LOCAL_DESCRIBE_MARKER, LOCAL_TRANSLATE_MARKER } from '../../providers/text/local';
import { textProviderMessages } from '../../providers/text/text-provider';

/** The form's facts of a flat without a lift, as the dashboard sends them (strings, like the inputs). */
const flat = {
  useCode: 'residencial',
  operation: 'sale',
  propertyType: 'piso',
  city: 'Valencia',
  price: '245.000',
  sqm: '92',
  beds: '3',
  baths: '2',
  floor: '3º',
  exterior: true,
  features: ['terraza', 'aire'],
  condition: 'good',
  energyStatus: 'certified',
  energyConsumption: 'E',
  energyEmissions: 'E',
};

/** A faithful answer for `flat`: only its figures and features. */
const faithful =
  'Piso en venta en Valencia, en una tercera planta exterior. Tiene 92 m² construidos, 3 dormitorios y 2 baños.\n\n' +
  'Cuenta con terraza y aire acondicionado. El precio es de 245.000 €.';

describe('AI texts with the local test provider (the default outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('drafts a marked test description from the facts, counts it, and writes nothing to the listing', async () => {
    const { client, listing } = await ownerWithListing(t, {
      title: 'Piso en Ruzafa',
      energyStatus: 'in_progress',
    });
    const before = (await (await client.get(aiTextsApi.allowance)).json()) as {
      allowance: AiTextResponse['allowance'];
      provider: string;
    };
    expect(before).toMatchObject({ provider: 'local', allowance: { used: 0, limit: null } });
    const res = await client.post(aiTextsApi.describe, { listingId: listing.id, ...flat });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiTextResponse;
    expect(body.provider).toBe('local');
    expect(body.text.startsWith(LOCAL_DESCRIBE_MARKER)).toBe(true);
    expect(body.text).toContain('Valencia');
    expect(body.allowance).toMatchObject({ used: 1, limit: null, text: aiTextTexts.allowanceUnlimited(1) });
    const [row] = await t.db.select().from(aiTexts).where(eq(aiTexts.listingId, listing.id));
    expect(row).toMatchObject({ kind: 'describe', status: 'done', provider: 'local' });
    const stored = await (await client.get(`/api/listings/${listing.id}`)).json();
    expect(stored.listing.description).toBeNull();
  });

  it('refuses facts that break the listing rules with the form’s own messages, before counting', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const fieldsOf = async (facts: Record<string, unknown>) => {
      const res = await client.post(aiTextsApi.describe, facts);
      expect(res.status).toBe(422);
      return (await res.json()).error.fields as Record<string, string>;
    };
    expect(await fieldsOf({ ...flat, price: '245000,50' })).toEqual({ price: listingTexts.priceNoDecimals });
    // The checks across fields, as on save: a type of the other use, a certificate without its letter.
    expect(await fieldsOf({ ...flat, propertyType: 'local', energyConsumption: null })).toEqual({
      propertyType: listingTexts.typeOfOtherUse,
      energyConsumption: energyTexts.consumptionRequired,
    });
    expect(await t.db.select().from(aiTexts).where(eq(aiTexts.agencyId, agencyId))).toHaveLength(0);
  });

  it('translate needs the Spanish text', async () => {
    const { client } = await signedInOwner(t);
    const res = await client.post(aiTextsApi.translate, { text: '   ' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.text).toBe(aiTextTexts.needsSpanish);
    const ok = await client.post(aiTextsApi.translate, { text: faithful });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as AiTextResponse).text.startsWith(LOCAL_TRANSLATE_MARKER)).toBe(true);
  });

  it('another agency’s listing id is not found, and nothing is counted or sent', async () => {
    const a = await ownerWithListing(t, { title: 'Piso de A', energyStatus: 'in_progress' });
    const b = await signedInOwner(t);
    const statuses = [
      (await b.client.post(aiTextsApi.describe, { listingId: a.listing.id, ...flat })).status,
      (await b.client.post(aiTextsApi.translate, { listingId: a.listing.id, text: faithful })).status,
    ];
    expect(statuses).toEqual([404, 404]);
    expect(await t.db.select().from(aiTexts).where(eq(aiTexts.agencyId, b.agencyId))).toHaveLength(0);
    expect(await t.db.select().from(aiTexts).where(eq(aiTexts.listingId, a.listing.id))).toHaveLength(0);
    // Its allowance counts only its own texts.
    await b.client.post(aiTextsApi.translate, { text: faithful });
    expect((await (await b.client.get(aiTextsApi.allowance)).json()).allowance.used).toBe(1);
    expect((await (await a.client.get(aiTextsApi.allowance)).json()).allowance.used).toBe(0);
  });

  it('stops at the plan’s texts of the month, and two requests cannot both take the last one', async () => {
    const { client, agencyId } = await signedInOwner(t, 'smart');
    const limit = planLimitsByCode.smart.ai_texts_per_month!;
    await t.db.insert(aiTexts).values(
      Array.from({ length: limit - 1 }, () => ({
        agencyId,
        kind: 'translate' as const,
        status: 'done' as const,
        provider: 'local',
      })),
    );
    const both = await Promise.all([
      client.post(aiTextsApi.translate, { text: faithful }),
      client.post(aiTextsApi.translate, { text: faithful }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
    const refused = await both.find((r) => r.status === 403)!.json();
    expect(refused.error).toEqual({ code: 'plan_limit', message: aiTextTexts.limitReached('Smart', limit) });
    const { allowance } = await (await client.get(aiTextsApi.allowance)).json();
    expect(allowance).toMatchObject({ used: limit, limit, text: aiTextTexts.allowance(limit, limit) });
  });

  it('an agency without a plan is told to choose one', async () => {
    const { client } = await signedInOwner(t, null);
    const res = await client.post(aiTextsApi.translate, { text: faithful });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(aiTextTexts.noPlan);
  });
});

describe('AI texts with an OpenAI-compatible API (a local fake server)', () => {
  let t: TestApp;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createTestApp({
      env: {
        LLM_BASE_URL: llm.url,
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'gpt-4o-mini',
        LLM_TIMEOUT_MS: '2000',
      },
    });
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('sends only the listing’s facts and its photos’ rooms: no title, address, reference or people', async () => {
    const { client, listing, photoIds } = await ownerWithListing(
      t,
      {
        title: 'Piso de Marta Ruiz',
        address: 'Calle de Cádiz 12, 3º B',
        reference: 'REF-MARTA-77',
        energyStatus: 'in_progress',
      },
      [20],
    );
    await t.db.update(listingPhotos).set({ roomCode: 'cocina' }).where(eq(listingPhotos.id, photoIds[0]!));
    llm.queue({ content: faithful });
    const res = await client.post(aiTextsApi.describe, {
      listingId: listing.id,
      // What a tampered client could add: the schema drops it, and the prompt reads fields by name.
      ...flat,
      title: 'Piso de Marta Ruiz',
      address: 'Calle de Cádiz 12',
      ownerPhone: '600123123',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ text: faithful, provider: 'openai' });
    expect(llm.requests).toHaveLength(1);
    const sent = llm.requests[0]!.raw;
    expect(sent).toContain('Valencia');
    expect(sent).toContain('cocina');
    for (const secret of ['Marta', 'Cádiz', 'REF-MARTA', '600123123', 'Ruzafa'])
      expect(sent).not.toContain(secret);
    expect(llm.requests[0]!.headers.authorization).toBe('Bearer sk-test');
  });

  it('never hands back a text that gives a flat without a lift one, and does not count it', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const invented = `${faithful}\n\nEl edificio tiene ascensor.`;
    llm.queue({ content: invented }, { content: invented });
    const res = await client.post(aiTextsApi.describe, flat);
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(textProviderMessages.unfaithful);
    expect(llm.requests).toHaveLength(2);
    expect(await t.db.select().from(aiTexts).where(eq(aiTexts.agencyId, agencyId))).toHaveLength(0);

    // The second try, told what was wrong, may fix it: that text is the answer.
    llm.queue({ content: invented }, { content: faithful });
    const fixed = await client.post(aiTextsApi.describe, flat);
    expect(fixed.status).toBe(200);
    const { text } = (await fixed.json()) as AiTextResponse;
    expect(text).not.toMatch(/ascensor/i);
  });

  it('answers the provider’s failures in Spanish and gives the text back', async () => {
    const { client, agencyId } = await signedInOwner(t);
    llm.queue({ status: 429, retryAfter: '3600' });
    const busy = await client.post(aiTextsApi.translate, { text: faithful });
    expect(busy.status).toBe(429);
    expect((await busy.json()).error.message).toBe(textProviderMessages.rate_limited);
    llm.queue({ refusal: 'I cannot help with that.' });
    const refused = await client.post(aiTextsApi.translate, { text: faithful });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error.message).toBe(textProviderMessages.refused);
    llm.queue({ status: 401, code: 'invalid_api_key' });
    const misconfigured = await client.post(aiTextsApi.translate, { text: faithful });
    expect(misconfigured.status).toBe(503);
    expect((await misconfigured.json()).error.message).toBe(textProviderMessages.not_configured);
    expect(await t.db.select().from(aiTexts).where(eq(aiTexts.agencyId, agencyId))).toHaveLength(0);
  });

  it('translates the Spanish text keeping its figures', async () => {
    const { client } = await signedInOwner(t);
    llm.queue({
      content:
        'Flat for sale in Valencia, on an exterior third floor. It has 92 m² built, 3 bedrooms and 2 bathrooms.\n\n' +
        'It has a terrace and air conditioning. The price is €245,000.',
    });
    const res = await client.post(aiTextsApi.translate, { text: faithful });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AiTextResponse).text).toContain('€245,000');
    expect(llm.requests[0]!.raw).toContain('245.000');
  });
});
