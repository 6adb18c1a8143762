import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../../test/support/fake-llm';
import { createOpenAiTextProvider, normaliseAnswer, type OpenAiTextOptions } from './openai';
import { DESCRIBE_MAX_TOKENS, describeMessages, TRANSLATE_MAX_TOKENS, translateMessages } from './prompt';
import { type AdFacts, TextProviderError } from './text-provider';

const facts: AdFacts = {
  useCode: 'residencial',
  operation: 'sale',
  propertyType: 'piso',
  city: 'Valencia',
  zone: 'Ruzafa',
  price: 250_000,
  sqm: 80,
  usableSqm: null,
  plotSqm: null,
  beds: 2,
  baths: 1,
  floor: '3º',
  features: ['terraza'],
  condition: 'good',
  orientation: null,
  yearBuilt: null,
  energy: { status: 'exempt' },
};

const GOOD =
  'Piso en venta en Valencia, zona Ruzafa, por 250.000 €.\n\nTiene 80 m², 2 dormitorios, 1 baño y terraza.';
const WITH_LIFT = 'Piso en venta en Valencia con ascensor y terraza. 80 m², 2 dormitorios.';

let fake: FakeLlm;
let waits: number[];
const provider = (opts: Partial<OpenAiTextOptions> = {}) =>
  createOpenAiTextProvider({
    baseUrl: `${fake.url}/`,
    apiKey: 'sk-test-123',
    model: 'mistral-small-latest',
    timeoutMs: 2000,
    sleep: async (ms) => void waits.push(ms),
    ...opts,
  });

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  waits = [];
});

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TextProviderError);
  return err as TextProviderError;
};

describe('OpenAI-compatible text provider (against a local chat-completions server)', () => {
  it('posts the prompt with the key and model, and answers the plain text', async () => {
    fake.queue({ content: `  ${GOOD.replace('\n\n', '\n\n\n')}  ` });
    expect(await provider().describe(facts)).toBe(GOOD);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(req!.headers.authorization).toBe('Bearer sk-test-123');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      model: 'mistral-small-latest',
      messages: describeMessages(facts),
      temperature: 0.3,
      max_tokens: DESCRIBE_MAX_TOKENS,
    });
    // The facts go as labelled data, figures written as the ad should write them.
    const user = describeMessages(facts)[1]!.content;
    expect(user).toContain('- Precio: 250.000\u00a0€\n');
    expect(user).toContain('- Superficie construida: 80 m²\n');
    expect(user).toContain('- Planta: 3º\n');
    expect(user).toContain('- Certificado energético: exento\n');
    expect(user).toContain('- Características (lista completa): terraza\n');
    expect(user).not.toContain('Superficie útil');
  });

  it('sends only the facts: a row with personal data passed by mistake leaks none of it', async () => {
    fake.queue({ content: GOOD });
    const row = {
      ...facts,
      address: 'Calle de Sueca 14, 2º B',
      ownerName: 'Lucía Ferrer',
      email: 'lucia.ferrer@example.com',
      phone: '+34 611 222 333',
      leads: [{ name: 'Jordi Puig', email: 'jordi@example.com' }],
    };
    await provider().describe(row);
    const sent = fake.requests[0]!.raw;
    for (const secret of ['Sueca', 'Lucía', 'Ferrer', 'example.com', '611', 'Jordi'])
      expect(sent).not.toContain(secret);
    expect(sent).toContain('Ruzafa');
  });

  it('sends no Authorization header without a key (a self-hosted server)', async () => {
    fake.queue({ content: GOOD });
    await provider({ apiKey: undefined }).describe(facts);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('translates with the translation prompt and checks the figures', async () => {
    fake.queue({ content: 'Flat for sale in Valencia for €250,000. 80 m².' });
    const en = await provider().translate('Piso en venta en Valencia por 250.000 €. 80 m².');
    expect(en).toBe('Flat for sale in Valencia for €250,000. 80 m².');
    expect(fake.requests[0]!.body).toMatchObject({
      messages: translateMessages('Piso en venta en Valencia por 250.000 €. 80 m².'),
      max_tokens: TRANSLATE_MAX_TOKENS,
    });
  });

  it('waits a short Retry-After of a 429 and tries once more', async () => {
    fake.queue({ status: 429, retryAfter: '2' }, { content: GOOD });
    expect(await provider().describe(facts)).toBe(GOOD);
    expect(waits).toEqual([2000]);
    expect(fake.requests).toHaveLength(2);
  });

  it('hands a long Retry-After back to the caller, in seconds (number or HTTP date)', async () => {
    fake.queue({ status: 429, retryAfter: '60' });
    const err = await failure(provider().describe(facts));
    expect(err.reason).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBe(60);
    expect(err.userMessage).toBe(
      'El servicio de textos con IA está ocupado. Vuelve a intentarlo en unos segundos.',
    );
    expect(fake.requests).toHaveLength(1);

    fake.queue({ status: 429, retryAfter: new Date(Date.now() + 120_000).toUTCString() });
    const dated = await failure(provider().describe(facts));
    expect(dated.retryAfterSeconds).toBeGreaterThan(100);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(120);

    fake.queue({ status: 429 });
    expect((await failure(provider().describe(facts))).retryAfterSeconds).toBe(20);
    expect(waits).toEqual([]);
  });

  it('retries a 500 once after a back-off, then gives up as unavailable', async () => {
    fake.queue({ status: 500 }, { content: GOOD });
    expect(await provider({ backoffMs: 750 }).describe(facts)).toBe(GOOD);
    expect(waits).toEqual([750]);

    fake.reset();
    fake.queue({ status: 502 }, { status: 503 });
    expect((await failure(provider().describe(facts))).reason).toBe('unavailable');
    expect(fake.requests).toHaveLength(2);
  });

  it('says unavailable when nothing listens at the base URL', async () => {
    const nowhere = provider({ baseUrl: 'http://127.0.0.1:9/v1' });
    expect((await failure(nowhere.describe(facts))).reason).toBe('unavailable');
  });

  it('gives up after the timeout, without retrying', async () => {
    fake.queue({ delayMs: 3000, content: GOOD });
    const t0 = Date.now();
    expect((await failure(provider({ timeoutMs: 200 }).describe(facts))).reason).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it('reads a refusal and the content filter as refused', async () => {
    fake.queue({ refusal: "I'm sorry, I can't help with that." });
    expect((await failure(provider().describe(facts))).reason).toBe('refused');
    fake.queue({ contentFilter: true });
    expect((await failure(provider().describe(facts))).reason).toBe('refused');
    fake.queue({ status: 400, code: 'content_policy_violation' });
    expect((await failure(provider().describe(facts))).reason).toBe('refused');
  });

  it('reads a bad key or a wrong model as not configured, without retrying', async () => {
    fake.queue({ status: 401, code: 'invalid_api_key' });
    expect((await failure(provider().describe(facts))).reason).toBe('not_configured');
    fake.queue({ status: 404, code: 'model_not_found' });
    expect((await failure(provider().describe(facts))).reason).toBe('not_configured');
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses what is not an answer: bad JSON, no content, a cut text, a huge body', async () => {
    fake.queue({ invalidJson: true });
    expect((await failure(provider().describe(facts))).reason).toBe('bad_answer');
    fake.queue({ content: '   ' });
    expect((await failure(provider().describe(facts))).reason).toBe('bad_answer');
    fake.queue({ content: GOOD, finishReason: 'length' });
    expect((await failure(provider().describe(facts))).reason).toBe('bad_answer');
    fake.queue({ hugeBytes: 300_000 });
    expect((await failure(provider().describe(facts))).reason).toBe('bad_answer');
  });

  it('asks again with the problems when the text claims a lift the listing lacks, and takes a faithful answer', async () => {
    fake.queue({ content: WITH_LIFT }, { content: GOOD });
    expect(await provider().describe(facts)).toBe(GOOD);
    expect(fake.requests).toHaveLength(2);
    const messages = (fake.requests[1]!.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages.slice(0, 2)).toEqual(describeMessages(facts));
    expect(messages[2]).toEqual({ role: 'assistant', content: WITH_LIFT });
    expect(messages[3]!.role).toBe('user');
    expect(messages[3]!.content).toContain('«ascensor»');
  });

  it('throws unfaithful when the second answer invents too (a figure not in the listing)', async () => {
    fake.queue({ content: WITH_LIFT }, { content: `${GOOD} A 5 minutos de la playa.` });
    const err = await failure(provider().describe(facts));
    expect(err.reason).toBe('unfaithful');
    expect(err.message).toContain('«5»');
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again when a translation changes a figure', async () => {
    const es = 'Piso de 80 m² por 250.000 €.';
    fake.queue({ content: 'An 85 m² flat for €250,000.' }, { content: 'An 80 m² flat for €250,000.' });
    expect(await provider().translate(es)).toBe('An 80 m² flat for €250,000.');
    fake.queue({ content: 'An 85 m² flat.' }, { content: 'An 85 m² flat.' });
    expect((await failure(provider().translate(es))).reason).toBe('unfaithful');
  });
});

describe('normaliseAnswer', () => {
  it('keeps plain paragraphs: no thinking, no markdown, one blank line between', () => {
    expect(
      normaliseAnswer('<think>plan</think>\n# Piso\n\n**Luminoso**   y  amplio.\r\nSegundo.\n\n\n'),
    ).toBe('Piso\n\nLuminoso y amplio.\n\nSegundo.');
  });
});
