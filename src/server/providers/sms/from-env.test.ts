import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../../test/support/fake-twilio';
import { createTestApp } from '../../../../test/support/test-app';
import { loadEnv } from '../../env';
import { smsSenderFromEnv, smsStartWarning } from './from-env';

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const twilioEnv = (): Record<string, string> => ({
  TWILIO_ACCOUNT_SID: fake.accountSid,
  TWILIO_AUTH_TOKEN: fake.authToken,
  TWILIO_FROM: '+34 910 00 00 00',
  TWILIO_API_BASE: fake.url,
});

describe('SMS configuration', () => {
  it('needs the Account SID, the Auth Token and the sender together', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: SID })).toThrow(
      'Invalid environment:\n  - TWILIO_AUTH_TOKEN: required with TWILIO_ACCOUNT_SID\n  - TWILIO_FROM: required with TWILIO_ACCOUNT_SID',
    );
    expect(() => loadEnv({ TWILIO_AUTH_TOKEN: 'x', TWILIO_FROM: 'MG'.padEnd(34, '0') })).toThrow(
      '  - TWILIO_ACCOUNT_SID: required with TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  });

  it('checks the Account SID and the sender, and writes a sender phone in E.164', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_ACCOUNT_SID: must be an Account SID/,
    );
    expect(() => loadEnv({ TWILIO_FROM: 'Escaparate' })).toThrow(/TWILIO_FROM: must be a phone number/);
    const env = loadEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '910 00 00 00' });
    expect(env.TWILIO_FROM).toBe('+34910000000');
    const service = `MG${'ab'.repeat(16)}`;
    expect(
      loadEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: service }).TWILIO_FROM,
    ).toBe(service);
  });

  it('sends with Twilio when configured, else keeps SMS in the outbox', () => {
    const logger = pino({ level: 'silent' });
    const db = {} as never;
    expect(smsSenderFromEnv(loadEnv(twilioEnv()), db, logger).kind).toBe('twilio');
    expect(smsSenderFromEnv(loadEnv({}), db, logger).kind).toBe('outbox');
  });

  it('warns at start only in production with SMS in the outbox', () => {
    expect(smsStartWarning({ NODE_ENV: 'production' }, { kind: 'outbox' })).toMatch(
      /^SMS are kept in the database outbox \(sms_outbox\) and never sent.*TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/,
    );
    expect(smsStartWarning({ NODE_ENV: 'production' }, { kind: 'twilio' })).toBeNull();
    expect(smsStartWarning({ NODE_ENV: 'development' }, { kind: 'outbox' })).toBeNull();
  });

  it("is the app's SMS sender, built as the server builds it", async () => {
    const t = await createTestApp({ env: twilioEnv() });
    try {
      expect(t.deps.sms.kind).toBe('twilio');
      await t.deps.sms.send({ to: '699 88 77 66', body: 'Hola desde la app' });
      expect(fake.sent.at(-1)).toMatchObject({
        to: '+34699887766',
        from: '+34910000000',
        body: 'Hola desde la app',
      });
    } finally {
      await t.close();
    }
  });
});
