import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../../test/support/fake-llm';
import { textProviderFromEnv } from './from-env';
import { LOCAL_DESCRIBE_MARKER } from './local';
import { type AdFacts, TextProviderError } from './text-provider';

const facts: AdFacts = {
  useCode: 'residencial',
  operation: 'rent',
  propertyType: 'atico',
  city: 'Madrid',
  price: 1500,
  sqm: 70,
  usableSqm: null,
  plotSqm: null,
  beds: 1,
  baths: 1,
  floor: null,
  features: [],
  condition: null,
  orientation: null,
  yearBuilt: null,
  energy: null,
};

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());

describe('textProviderFromEnv', () => {
  it('uses the API when LLM_BASE_URL and LLM_MODEL are set, with the key when given', async () => {
    const provider = textProviderFromEnv({
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-env',
      NODE_ENV: 'production' as const,
    });
    expect(provider.kind).toBe('openai');
    fake.queue({ content: 'Ático en alquiler en Madrid por 1.500 €/mes.' });
    expect(await provider.describe(facts)).toBe('Ático en alquiler en Madrid por 1.500 €/mes.');
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-env');
    expect(fake.requests.at(-1)!.body).toMatchObject({ model: 'gpt-4o-mini' });
  });

  it('needs no key: a self-hosted server', () => {
    const env = {
      LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      LLM_MODEL: 'qwen2.5-7b',
      NODE_ENV: 'production' as const,
    };
    expect(textProviderFromEnv(env).kind).toBe('openai');
  });

  it('uses the marked local provider outside production when no API is set, or only half of one', async () => {
    for (const env of [
      { NODE_ENV: 'development' as const },
      { NODE_ENV: 'test' as const, LLM_BASE_URL: 'http://127.0.0.1:8000/v1' },
      { NODE_ENV: 'development' as const, LLM_MODEL: 'mistral-small-latest', LLM_BASE_URL: '  ' },
    ]) {
      const provider = textProviderFromEnv(env);
      expect(provider.kind).toBe('local');
      expect((await provider.describe(facts)).startsWith(`${LOCAL_DESCRIBE_MARKER}\n\n`)).toBe(true);
    }
  });

  it('never gives production test text: without an API every call is not_configured', async () => {
    const provider = textProviderFromEnv({ NODE_ENV: 'production' as const, LLM_MODEL: 'gpt-4o-mini' });
    expect(provider.kind).toBe('none');
    for (const call of [provider.describe(facts), provider.translate('Piso en venta.')]) {
      const err = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(TextProviderError);
      expect((err as TextProviderError).reason).toBe('not_configured');
      expect((err as TextProviderError).userMessage).toBe(
        'Los textos con IA no están disponibles: el servicio no está configurado.',
      );
    }
  });
});
