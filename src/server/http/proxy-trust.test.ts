import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listen, TEST_ORIGIN, type TestApp } from '../../../test/support/test-app';
import { loadEnv } from '../env';
import {
  addressKind,
  forwardedClient,
  forwardedHost,
  missingProxyHop,
  parseTrustProxy,
  type TrustProxy,
  trustProxyStartWarning,
} from './proxy-trust';

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;

describe('TRUST_PROXY', () => {
  it('parses none, true (one hop), a number of hops and CIDRs; refuses anything else', () => {
    for (const none of ['', 'false', '0', ' FALSE ']) expect(parseTrustProxy(none)).toBeNull();
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8')).toMatchObject({
      text: '10.0.0.0/8, 192.168.1.7,fd00::/8',
    });
    expect(parseTrustProxy('yes')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('error');
    expect(() => loadEnv({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({}).TRUST_PROXY).toBeNull();
  });
});

describe('the client address behind proxies', () => {
  it('without trust: the peer, whatever X-Forwarded-For says', () => {
    expect(forwardedClient(null, '203.0.113.9', '1.2.3.4').address).toBe('203.0.113.9');
  });

  it('with one hop: the right-most X-Forwarded-For entry, never the left-most the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the address it saw.
    expect(forwardedClient(trust('1'), '10.0.0.2', '1.2.3.4, 198.51.100.20')).toEqual({
      address: '198.51.100.20',
      hops: 1,
    });
    expect(forwardedClient(trust('true'), '10.0.0.2', '198.51.100.20').address).toBe('198.51.100.20');
    // A spoofer who rotates the left-most entry still lands on one key.
    const keys = new Set(
      ['9.9.9.1', '9.9.9.2', '9.9.9.3'].map(
        (spoof) => forwardedClient(trust('1'), '10.0.0.2', `${spoof}, 198.51.100.20`).address,
      ),
    );
    expect([...keys]).toEqual(['198.51.100.20']);
  });

  it('with two hops (CDN + nginx): the entry the outer proxy appended', () => {
    expect(forwardedClient(trust('2'), '10.0.0.2', '6.6.6.6, 198.51.100.20, 172.16.0.5').address).toBe(
      '198.51.100.20',
    );
    // Fewer entries than hops: as far left as the chain goes.
    expect(forwardedClient(trust('3'), '10.0.0.2', '198.51.100.20').address).toBe('198.51.100.20');
  });

  it('with CIDRs: skips trusted proxies from the right, stops at the first stranger', () => {
    const cidrs = trust('10.0.0.0/8,172.16.0.0/12,::1');
    expect(forwardedClient(cidrs, '10.0.0.2', '6.6.6.6, 198.51.100.20, 172.16.0.5')).toEqual({
      address: '198.51.100.20',
      hops: 2,
    });
    // IPv4 peers seen through an IPv6 socket.
    expect(forwardedClient(cidrs, '::ffff:10.0.0.2', '6.6.6.6, 198.51.100.20').address).toBe('198.51.100.20');
    // A peer that is no trusted proxy: its X-Forwarded-For is anyone's to write.
    expect(forwardedClient(cidrs, '203.0.113.9', '10.0.0.3, 1.2.3.4')).toEqual({
      address: '203.0.113.9',
      hops: 0,
    });
    // A client claiming to be a trusted proxy on the left does not move the answer past the stranger.
    expect(forwardedClient(cidrs, '::1', '10.1.1.1, 198.51.100.20').address).toBe('198.51.100.20');
  });
});

describe('X-Forwarded-Host behind proxies', () => {
  it('reads from the right, the hops the address came through', () => {
    expect(forwardedHost(0, 'evil.example')).toBeUndefined();
    expect(forwardedHost(1, 'evil.example, escaparate.es')).toBe('escaparate.es');
    expect(forwardedHost(1, 'escaparate.es')).toBe('escaparate.es');
    expect(forwardedHost(2, 'evil.example, escaparate.es, cdn-origin.internal')).toBe('escaparate.es');
    expect(forwardedHost(1, undefined)).toBeUndefined();
  });
});

describe('a request that skipped the proxy', () => {
  it('carries fewer X-Forwarded-For entries than the hops, or none from a trusted proxy', () => {
    expect(missingProxyHop(null, '203.0.113.9', undefined)).toBe(false);
    expect(missingProxyHop(trust('1'), '203.0.113.9', undefined)).toBe(true);
    expect(missingProxyHop(trust('1'), '127.0.0.1', '')).toBe(true);
    expect(missingProxyHop(trust('1'), '10.0.0.2', '198.51.100.20')).toBe(false);
    expect(missingProxyHop(trust('2'), '10.0.0.2', '198.51.100.20')).toBe(true);
    expect(missingProxyHop(trust('2'), '10.0.0.2', '1.2.3.4, 198.51.100.20')).toBe(false);
    const cidrs = trust('10.0.0.0/8');
    // A trusted proxy that appends nothing: every visitor would count as the proxy.
    expect(missingProxyHop(cidrs, '::ffff:10.0.0.2', undefined)).toBe(true);
    expect(missingProxyHop(cidrs, '10.0.0.2', '198.51.100.20')).toBe(false);
    // A stranger under CIDR trust counts as itself, whatever it writes: nothing to warn about.
    expect(missingProxyHop(cidrs, '203.0.113.9', undefined)).toBe(false);
    expect(missingProxyHop(cidrs, '203.0.113.9', '1.2.3.4')).toBe(false);
  });

  it('names the kind of peer, never its address', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(addressKind)).toEqual([
      'loopback',
      'loopback',
      'loopback',
    ]);
    expect(['10.1.2.3', '172.20.0.4', '192.168.1.7', 'fd00::1'].map(addressKind)).toEqual([
      'private',
      'private',
      'private',
      'private',
    ]);
    expect(addressKind('203.0.113.9')).toBe('public');
    expect(addressKind('unknown')).toBe('unknown');
  });

  it('warns at start when hops are trusted and the port listens beyond loopback', () => {
    expect(trustProxyStartWarning(trust('1'), '0.0.0.0')).toMatch(
      /^TRUST_PROXY=1 believes the X-Forwarded-For header of any peer, and the server listens on 0\.0\.0\.0/,
    );
    expect(trustProxyStartWarning(trust('1'), '0.0.0.0')).toMatch(/127\.0\.0\.1 \(HOST\)/);
    expect(trustProxyStartWarning(trust('2'), '::')).toMatch(/^TRUST_PROXY=2 /);
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(trustProxyStartWarning(trust('1'), host)).toBeNull();
    expect(trustProxyStartWarning(trust('10.0.0.0/8'), '0.0.0.0')).toBeNull();
    expect(trustProxyStartWarning(null, '0.0.0.0')).toBeNull();
  });
});

describe('the running app with TRUST_PROXY=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());
  const warnings = () =>
    t.logs.filter(
      (l) => l.level === 40 && String(l.msg).startsWith('TRUST_PROXY is set, but a request arrived'),
    );
  const signIn = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      body: JSON.stringify({ email: 'nadie@example.es', password: 'adivinando-123' }),
    });

  it('says nothing while requests come through the proxy; once, in English, when they skip it', async () => {
    const server = await listen(t);
    try {
      for (const ip of ['198.51.100.1', '198.51.100.2'])
        expect((await signIn(server.url, { 'x-forwarded-for': ip })).status).toBe(401);
      expect(warnings()).toEqual([]);
      // Straight to the port: no proxy appended an entry.
      for (let i = 0; i < 3; i++) expect((await signIn(server.url)).status).toBe(401);
    } finally {
      await server.close();
    }
    const said = warnings();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ peer: 'loopback', forwardedFor: 'absent' });
    expect(String(said[0]!.msg)).toMatch(/anyone can write X-Forwarded-For/);
    expect(String(said[0]!.msg)).toMatch(/HOST=127\.0\.0\.1/);
    // The line names the kind of peer, not its address.
    expect(said[0]).not.toHaveProperty('ip');
    expect(JSON.stringify(said[0])).not.toMatch(/::1|::ffff|"127\.0\.0\.1/);
  });
});
