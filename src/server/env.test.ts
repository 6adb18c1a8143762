import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has embedded defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      seedDemo: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('does not seed the demo in production unless told', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
  it('fails fast with a readable list', () => {
    expect(() => loadEnv({ PORT: 'abc', PUBLIC_URL: 'not a url' })).toThrow(/PORT[\s\S]*PUBLIC_URL/);
  });
});
