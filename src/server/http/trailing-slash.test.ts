import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, init: RequestInit = {}) => t.app.request(path, init);

describe('a trailing slash on a public page', () => {
  it('redirects (301) to the canonical address, the query kept', async () => {
    const { client } = await signedInOwner(t);
    const created = await client.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso luminoso en Gràcia',
      city: 'Barcelona',
    });
    const { listing } = (await created.json()) as { listing: { slug: string } };
    const agency = (await (await client.get('/api/me')).json()).agency.slug as string;
    for (const [from, to] of [
      ['/pricing/', '/pricing'],
      ['/pricing//', '/pricing'],
      ['/features/', '/features'],
      ['/dashboard/listings/', '/dashboard/listings'],
      [`/l/${listing.slug}/`, `/l/${listing.slug}`],
      [`/l/${listing.slug}/?utm_source=cartel&lang=es`, `/l/${listing.slug}?utm_source=cartel&lang=es`],
      [`/agency/${agency}/`, `/agency/${agency}`],
      [`/${agency}/${listing.slug}/`, `/${agency}/${listing.slug}`],
      ['/q/00000000/', '/q/00000000'],
      ['/no-existe/', '/no-existe'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const res = await get(from, { method });
        expect(res.status, `${method} ${from}`).toBe(301);
        expect(res.headers.get('location'), `${method} ${from}`).toBe(to);
      }
    }
    // Where it leads is the page itself.
    expect((await get(`/l/${listing.slug}`)).status).toBe(200);
    expect((await get(`/agency/${agency}`)).status).toBe(200);
  });

  it('leaves the root, the API and form posts alone', async () => {
    // (No web build in these tests: the root answers 503, but it is never redirected.)
    for (const method of ['GET', 'HEAD']) {
      const root = await get('/', { method });
      expect(root.status).not.toBe(301);
      expect(root.headers.get('location')).toBeNull();
    }
    expect((await get('/api/me/')).status).toBe(404);
    expect((await get('/api/')).status).toBe(404);
    const post = await get('/l/nada/solicitud/', { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
    expect(post.status).not.toBe(301);
  });

  it('never redirects to another host, and never loops on an encoded slash', async () => {
    for (const path of ['//evil.example/', '///evil.example//', '/\\evil.example/']) {
      const res = await get(path);
      expect(res.status, path).not.toBe(301);
      expect(res.headers.get('location'), path).toBeNull();
    }
    // `/x%2F` is no trailing slash: answered as it is, not sent to itself.
    expect((await get('/pricing%2F')).status).not.toBe(301);
  });
});
