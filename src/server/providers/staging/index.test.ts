import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeReplicate, startFakeReplicate } from '../../../../test/support/fake-replicate';
import { makeJpeg } from '../../../../test/support/images';
import { companyEnv, loadEnv } from '../../env';
import { stagingFromEnv } from './index';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(() => fake.close());

describe('stagingFromEnv', () => {
  it('without a token: the local test provider outside production, none in production', () => {
    expect(stagingFromEnv(loadEnv({}))?.name).toBe('local');
    expect(stagingFromEnv(loadEnv({ NODE_ENV: 'test' }))?.name).toBe('local');
    expect(
      stagingFromEnv(loadEnv({ NODE_ENV: 'production', ...companyEnv(), MAIL_OUTBOX: 'true' })),
    ).toBeNull();
  });

  it('with a token: Replicate, flux-kontext-pro unless REPLICATE_MODEL says otherwise', () => {
    const token = { REPLICATE_API_TOKEN: 'r8_x' };
    expect(stagingFromEnv(loadEnv(token))).toMatchObject({
      name: 'replicate',
      model: 'black-forest-labs/flux-kontext-pro',
    });
    expect(stagingFromEnv(loadEnv({ ...token, REPLICATE_MODEL: 'interior-design' }))?.model).toMatch(
      /^adirik\/interior-design:[0-9a-f]{64}$/,
    );
  });

  it('refuses an unknown model, and a production token without the webhook secret', () => {
    expect(() => loadEnv({ REPLICATE_MODEL: 'dall-e' })).toThrow(/REPLICATE_MODEL/);
    expect(() => loadEnv({ NODE_ENV: 'production', ...companyEnv(), REPLICATE_API_TOKEN: 'r8_x' })).toThrow(
      /REPLICATE_WEBHOOK_SECRET/,
    );
    expect(() => loadEnv({ REPLICATE_WEBHOOK_SECRET: 'plain' })).toThrow(/REPLICATE_WEBHOOK_SECRET/);
  });

  it('REPLICATE_API_BASE points the real provider at another API (here the fake)', async () => {
    const provider = stagingFromEnv(
      loadEnv({
        REPLICATE_API_TOKEN: fake.token,
        REPLICATE_API_BASE: fake.url,
        REPLICATE_MODEL: 'interior-design',
        REPLICATE_WEBHOOK_SECRET: fake.webhookSecret,
      }),
    )!;
    const { id } = await provider.start({
      image: await makeJpeg(64, 48),
      contentType: 'image/jpeg',
      prompt: 'p',
      seed: 3,
    });
    await fake.settled(id);
    expect(await provider.get(id)).toMatchObject({ status: 'succeeded', id });
    expect(fake.requests.some((r) => r.path === '/predictions' && r.method === 'POST')).toBe(true);
  });
});
