import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { forwardedClient, forwardedHost, parseTrustProxy, type TrustProxy } from './proxy-trust';

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
