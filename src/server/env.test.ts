import { describe, expect, it } from 'vitest';
import { developmentCompany, loadEnv } from './env';

const company = {
  COMPANY_NAME: 'Inmuebles Norte S.L.',
  COMPANY_NIF: 'b-12.345.674',
  COMPANY_ADDRESS: 'Gran Vía 2, 48001 Bilbao',
  COMPANY_EMAIL: 'dpo@inmueblesnorte.es',
  // Production also wants SMTP_URL, or this: its own test is below.
  MAIL_OUTBOX: 'true',
};

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
    expect(loadEnv({ NODE_ENV: 'production', ...company }).seedDemo).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', ...company }).seedDemo).toBe(true);
  });
  it("uses the product's own identity outside production", () => {
    expect(loadEnv({}).company).toEqual(developmentCompany);
  });
  it('reads the company identity, the registry optional', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...company }).company).toEqual({
      name: 'Inmuebles Norte S.L.',
      nif: 'B12345674',
      address: 'Gran Vía 2, 48001 Bilbao',
      email: 'dpo@inmueblesnorte.es',
      registry: null,
    });
  });
  it('refuses to start in production without the company identity', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', COMPANY_NAME: 'Inmuebles Norte S.L.' })).toThrow(
      /COMPANY_NIF: required in production[\s\S]*COMPANY_ADDRESS[\s\S]*COMPANY_EMAIL/,
    );
    expect(() => loadEnv({ ...company, COMPANY_NIF: '1234' })).toThrow(/COMPANY_NIF: must be a Spanish NIF/);
    // The control character is checked: B12345678 is not a CIF (B12345674 is).
    expect(() => loadEnv({ ...company, COMPANY_NIF: 'B12345678' })).toThrow(
      /COMPANY_NIF: must be a Spanish NIF/,
    );
    expect(loadEnv({ ...company, COMPANY_NIF: 'ESB12345674' }).company.nif).toBe('B12345674');
  });
  it('refuses placeholder company data in production, and marks the development identity as an example', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', ...company, COMPANY_NIF: 'B00000000' })).toThrow(
      /COMPANY_NIF: B00000000 is a placeholder/,
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        ...company,
        COMPANY_REGISTRY: 'Registro Mercantil de Madrid, tomo 00000, folio 0, hoja M-000000',
      }),
    ).toThrow(/COMPANY_REGISTRY: holds placeholder numbers/);
    expect(
      loadEnv({
        NODE_ENV: 'production',
        ...company,
        COMPANY_REGISTRY: 'Registro Mercantil de Bizkaia, tomo 5123',
      }).company.registry,
    ).toBe('Registro Mercantil de Bizkaia, tomo 5123');
    expect(developmentCompany).toMatchObject({ example: true, registry: null });
    expect(loadEnv({ NODE_ENV: 'production', ...company }).company.example).toBeUndefined();
  });
  it('refuses to start in production without SMTP unless mail is to stay in the outbox on purpose', () => {
    const { MAIL_OUTBOX: _, ...identity } = company;
    expect(() => loadEnv({ NODE_ENV: 'production', ...identity })).toThrow(
      /SMTP_URL: required in production[\s\S]*MAIL_OUTBOX=true/,
    );
    expect(
      loadEnv({ NODE_ENV: 'production', ...identity, SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL,
    ).toBe('smtp://mail.example:587');
    expect(loadEnv({ NODE_ENV: 'production', ...identity, MAIL_OUTBOX: 'true' }).MAIL_OUTBOX).toBe(true);
    // Outside production the outbox is the default.
    expect(loadEnv({}).MAIL_OUTBOX).toBe(false);
  });
  it('lets webhooks and feed imports reach private targets only outside production, and only when told', () => {
    expect(loadEnv({}).OUTBOUND_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(loadEnv({ OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' }).OUTBOUND_ALLOW_PRIVATE_TARGETS).toBe(true);
    // The old name is the same switch; the code reads only the new one.
    const old = loadEnv({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    expect(old.OUTBOUND_ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(old).not.toHaveProperty('WEBHOOK_ALLOW_PRIVATE_TARGETS');
    expect(
      loadEnv({ OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' })
        .OUTBOUND_ALLOW_PRIVATE_TARGETS,
    ).toBe(true);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true', ...company }),
    ).toThrow(/OUTBOUND_ALLOW_PRIVATE_TARGETS: not allowed in production/);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...company }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS: not allowed in production/);
    expect(
      loadEnv({ NODE_ENV: 'production', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false', ...company })
        .OUTBOUND_ALLOW_PRIVATE_TARGETS,
    ).toBe(false);
  });
  it('fails fast with a readable list', () => {
    expect(() => loadEnv({ PORT: 'abc', PUBLIC_URL: 'not a url' })).toThrow(/PORT[\s\S]*PUBLIC_URL/);
  });
});
