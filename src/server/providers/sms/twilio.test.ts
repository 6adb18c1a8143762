import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../../test/support/fake-twilio';
import { SmsError, smsErrorMessages } from './sms';
import { createTwilioSmsSender, type TwilioOptions } from './twilio';

let fake: FakeTwilio;
let logs: Record<string, unknown>[];
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  logs = [];
});

const FROM = '+34910000000';
const sender = (overrides: Partial<TwilioOptions> = {}) =>
  createTwilioSmsSender({
    accountSid: fake.accountSid,
    authToken: fake.authToken,
    from: FROM,
    apiBase: fake.url,
    logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
    ...overrides,
  });

/** The SmsError a send ends with (fails the test when it resolves or throws anything else). */
async function failure(send: Promise<void>): Promise<SmsError> {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return err as SmsError;
}

const message = { to: '612 34 56 78', body: 'Tu código para firmar el parte de visita: 482913' };

describe('Twilio SMS sender (against a local server speaking its Messages API)', () => {
  it('posts To in E.164, From and Body, form-encoded, with HTTP Basic auth', async () => {
    await sender().send(message);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(`/2010-04-01/Accounts/${fake.accountSid}/Messages.json`);
    expect(req!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`,
    );
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req!.form).toEqual({ To: '+34612345678', From: FROM, Body: message.body });
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.to).toBe('+34612345678');
    // The log has Twilio's message id, never the phone or the code.
    const line = logs.find((l) => l.msg === 'sms sent')!;
    expect(line.smsSid).toBe(fake.sent[0]!.sid);
    expect(line.status).toBe('queued');
    expect(JSON.stringify(logs)).not.toMatch(/612345678|482913/);
  });

  it('sends through a Messaging Service when TWILIO_FROM is one (MG…): no From', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await sender({ from: service }).send({ to: '+44 7700 900123', body: 'Hola' });
    expect(fake.requests[0]!.form).toEqual({
      To: '+447700900123',
      MessagingServiceSid: service,
      Body: 'Hola',
    });
  });

  it("turns Twilio's 400 into a Spanish message that quotes no phone, not to be retried", async () => {
    fake.queue({
      status: 400,
      code: 21211,
      message: "The 'To' number +34612345678 is not a valid phone number.",
    });
    const err = await failure(sender().send(message));
    expect(err.reason).toBe('invalid');
    expect(err.retryable).toBe(false);
    expect(err.message).toBe(smsErrorMessages.invalidPhone);
    expect(err.details).toEqual({ status: 400, code: 21211 });
    fake.queue({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    expect((await failure(sender().send(message))).message).toBe(
      'Ese número ha pedido no recibir SMS nuestros. Usa otro número o el e-mail.',
    );
    const warned = logs.filter((l) => l.msg === 'sms not sent (Twilio)');
    expect(warned.map((l) => l.code)).toEqual([21211, 21610]);
    expect(JSON.stringify(logs)).not.toMatch(/612345678|not a valid phone/);
  });

  it('says the service is not configured when Twilio refuses the credentials (401, code 20003)', async () => {
    const err = await failure(sender({ authToken: 'wrong' }).send(message));
    expect(err.reason).toBe('not_configured');
    expect(err.retryable).toBe(false);
    expect(err.details).toEqual({ status: 401, code: 20003 });
    expect(err.message).toBe(smsErrorMessages.notConfigured);
    expect(fake.sent).toHaveLength(0);
  });

  it('makes a 429 a retryable error with its Retry-After, and a 5xx one too', async () => {
    fake.queue({ status: 429, retryAfter: '30' });
    const limited = await failure(sender().send(message));
    expect(limited.reason).toBe('rate_limited');
    expect(limited.retryable).toBe(true);
    expect(limited.details).toEqual({ status: 429, code: 20429, retryAfterSeconds: 30 });
    expect(limited.message).toBe('No hemos podido enviar el SMS. Inténtalo de nuevo en unos minutos.');
    fake.queue({ status: 503 });
    const down = await failure(sender().send(message));
    expect(down.reason).toBe('unavailable');
    expect(down.retryable).toBe(true);
    expect(down.details.status).toBe(503);
    // One request each: the caller retries, not the sender.
    expect(fake.requests).toHaveLength(2);
    expect(fake.sent).toHaveLength(0);
  });

  it('gives up after its timeout with a retryable error', async () => {
    fake.queue({ delayMs: 3000 });
    const started = performance.now();
    const err = await failure(sender({ timeoutMs: 200 }).send(message));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(err.reason).toBe('timeout');
    expect(err.retryable).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('makes an unreachable API a retryable error', async () => {
    const closed = await startFakeTwilio();
    await closed.close();
    const err = await failure(sender({ apiBase: closed.url }).send(message));
    expect(err.reason).toBe('unavailable');
    expect(err.retryable).toBe(true);
  });

  it('refuses a phone or text that cannot be sent before asking Twilio', async () => {
    for (const bad of [
      { to: '12345', body: 'Hola' },
      { to: '+34 512 345 678', body: 'Hola' },
    ])
      expect((await failure(sender().send(bad))).message).toBe(smsErrorMessages.invalidPhone);
    for (const body of ['  ', 'x'.repeat(1601)])
      expect((await failure(sender().send({ to: '612345678', body }))).message).toBe(
        smsErrorMessages.badBody,
      );
    expect(fake.requests).toHaveLength(0);
  });
});
