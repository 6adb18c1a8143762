import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/support/webhook-receiver';
import { webhookTexts } from '../../../shared/webhooks';
import { postWebhook } from './post-webhook';
import { isPublicAddress, type Resolve, resolveTarget } from './webhook-target';

const production = { allowPrivate: false };
const refusal = (url: string, resolve?: Resolve) =>
  resolveTarget(url, { ...production, resolve }).then(
    () => 'accepted',
    (err: Error) => err.message,
  );
const answers =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook targets (SSRF)', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '2a00:1450:4003:80f::200e', '2606:4700::6810:84e5'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '100.64.0.1',
      '0.0.0.0',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2001:db8::1',
      'ff02::1',
      'not-an-address',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses http, credentials, private literals and names that resolve to private addresses', async () => {
    expect(await refusal('http://93.184.215.14/hook')).toBe(webhookTexts.httpsRequired);
    expect(await refusal('ftp://example.com/hook')).toBe(webhookTexts.httpsRequired);
    expect(await refusal('https://user:pw@example.com/hook', answers('93.184.215.14'))).toBe(
      webhookTexts.credentialsInUrl,
    );
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8:8443/hook',
      'https://[::ffff:192.168.0.1]/hook',
    ])
      expect(await refusal(url), url).toBe(webhookTexts.notPublic);
    expect(await refusal('https://crm.example.com/hook', answers('192.168.1.20'))).toBe(
      webhookTexts.notPublic,
    );
    // One private answer among public ones is enough to refuse: the connection could go to any.
    expect(await refusal('https://crm.example.com/hook', answers('93.184.215.14', '127.0.0.1'))).toBe(
      webhookTexts.notPublic,
    );
    expect(await refusal('https://crm.example.com/hook', answers())).toBe(webhookTexts.unresolvable);
    expect(await refusal('https://crm.example.com/hook', answers('93.184.215.14'))).toBe('accepted');
    expect(await refusal('https://93.184.215.14/hook')).toBe('accepted');
  });

  it('allows http and loopback only when told to (development and tests)', async () => {
    const target = await resolveTarget('http://127.0.0.1:4000/hook', { allowPrivate: true });
    expect(target).toMatchObject({ address: '127.0.0.1', family: 4 });
  });
});

describe('delivery-time check', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  const post = (url: string, resolve?: Resolve, allowPrivate = false) =>
    postWebhook({ url, body: '{}', headers: {}, timeoutMs: 2000, allowPrivate, resolve });

  it('checks the address again when it delivers, and never connects to a private one', async () => {
    const port = new URL(receiver.url).port;
    // Saved while the name pointed at a public address; now its DNS answers loopback.
    const outcome = await post(`https://hooks.example.com:${port}/hook`, answers('127.0.0.1'));
    expect(outcome).toMatchObject({ statusCode: null, error: webhookTexts.notPublic });
    const literal = await post(`https://127.0.0.1:${port}/hook`);
    expect(literal.error).toBe(webhookTexts.notPublic);
    expect(receiver.received).toEqual([]);
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const port = new URL(receiver.url).port;
    let calls = 0;
    // A rebinding name: the first answer (the one checked) is loopback here, since the test allows
    // private targets to reach its receiver; any later lookup would point elsewhere.
    const rebinding: Resolve = async () => [
      { address: calls++ === 0 ? '127.0.0.1' : '203.0.113.9', family: 4 },
    ];
    const outcome = await post(`http://receiver.test:${port}/hook`, rebinding, true);
    expect(outcome.statusCode).toBe(200);
    expect(calls).toBe(1);
    expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.test:${port}`);
  });

  it('answers a closed port and a receiver that never answers as errors in Spanish', async () => {
    const closed = await post('http://127.0.0.1:1/hook', undefined, true);
    expect(closed).toMatchObject({ statusCode: null, error: 'Conexión rechazada' });
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const { port } = silent.address() as AddressInfo;
      const outcome = await postWebhook({
        url: `http://127.0.0.1:${port}/hook`,
        body: '{}',
        headers: {},
        timeoutMs: 300,
        allowPrivate: true,
      });
      expect(outcome).toMatchObject({ statusCode: null, error: 'Sin respuesta a tiempo' });
      expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
      expect(outcome.durationMs).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
