import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLeads, ownerWithListings } from '../../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/support/test-app';
import {
  type VisitLinkResponse,
  type VisitLogLinkResponse,
  visitLinksApi,
  visitLogPageTexts,
} from '../../../shared/visit-links';
import { visitTexts } from '../../../shared/visits';
import { listings, visits } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const VISITORS = [
  { name: 'Leocadia Villanueva Sáez', email: 'leocadia.villanueva@example.es', phone: '+34 677 123 456' },
  { name: 'Bartolomé Quiroga', email: 'bartolome.q@example.org', phone: '+34 655 987 321' },
  { name: 'Inés Arrieta', email: 'ines.arrieta@example.net', phone: null },
];

/** An owner with a listing that had three visits: one done and rated, one confirmed, one canceled. */
async function listingWithVisits() {
  const owner = await ownerWithListings(t, 'Piso en Malasaña');
  const listing = owner.listings[0]!;
  const [lead] = await addLeads(t, owner.agencyId, listing, [{}]);
  const seeds = [
    { status: 'done' as const, days: -5, rating: 4, comment: 'Muy luminoso, <b>cocina</b> pequeña' },
    { status: 'confirmed' as const, days: 2, rating: null, comment: null },
    { status: 'canceled' as const, days: 3, rating: null, comment: null },
  ];
  for (const [i, s] of seeds.entries()) {
    const id = randomUUID();
    const start = new Date(Math.floor((Date.now() + s.days * DAY) / 60_000) * 60_000);
    await t.db.insert(visits).values({
      id,
      agencyId: owner.agencyId,
      listingId: listing.id,
      leadId: lead!.id,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      status: s.status,
      uid: `visit-${id}@localhost:3000`,
      visitorName: VISITORS[i]!.name,
      visitorEmail: VISITORS[i]!.email,
      visitorPhone: VISITORS[i]!.phone,
      manageTokenHash: randomUUID(),
      feedbackRating: s.rating,
      feedbackComment: s.comment,
    });
  }
  return { ...owner, listing };
}

const linkOf = async (client: TestClient, listingId: string) => {
  const res = await client.get(visitLinksApi.visitLog(listingId));
  expect(res.status).toBe(200);
  return ((await res.json()) as VisitLogLinkResponse).url;
};
const share = async (client: TestClient, listingId: string) => {
  const res = await client.post(visitLinksApi.visitLog(listingId), {});
  expect(res.status).toBe(200);
  return ((await res.json()) as VisitLinkResponse).url;
};
const open = (url: string) => t.client().get(new URL(url).pathname);

describe('the owner visit log', () => {
  it('shares a private page with counts, statuses and ratings, and no visitor personal data', async () => {
    const { client, listing } = await listingWithVisits();
    expect(await linkOf(client, listing.id)).toBeNull();
    const url = await share(client, listing.id);
    expect(url).toMatch(
      new RegExp(`^${t.deps.env.PUBLIC_URL}/registro-visitas/${listing.id}\\.[A-Za-z0-9_-]{43}$`),
    );
    expect(await linkOf(client, listing.id)).toBe(url);

    const res = await open(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain(visitLogPageTexts.title('Piso en Malasaña'));
    expect(html).toMatch(/Visitas pedidas:<\/strong> 3/);
    expect(html).toMatch(/Visitas realizadas:<\/strong> 1/);
    for (const s of ['done', 'confirmed', 'canceled'] as const) expect(html).toContain(visitTexts.status[s]);
    expect(html).toContain('★★★★☆');
    expect(html).toContain('aria-label="4 de 5"');
    // The comment is shown as text, never as markup.
    expect(html).toContain('Muy luminoso, &lt;b&gt;cocina&lt;/b&gt; pequeña');
    for (const v of VISITORS) {
      for (const value of [v.name, v.name.split(' ')[0]!, v.email, v.email.split('@')[0]!, v.phone]) {
        if (value) expect(html, value).not.toContain(value);
      }
      if (v.phone) expect(html).not.toContain(v.phone.replace(/\D/g, '').slice(2));
    }
  });

  it('changes the link or stops sharing it: every old link then answers a branded 404', async () => {
    const { client, listing } = await listingWithVisits();
    const first = await share(client, listing.id);
    const second = await share(client, listing.id);
    expect(second).not.toBe(first);
    const dead = await open(first);
    expect(dead.status).toBe(404);
    const page = await dead.text();
    expect(page).toContain(visitLogPageTexts.notFoundTitle);
    expect(page).toContain('<html lang="es">');
    expect(dead.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await open(second)).status).toBe(200);

    const stopped = await client.request(visitLinksApi.visitLog(listing.id), { method: 'DELETE' });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ url: null });
    expect(await linkOf(client, listing.id)).toBeNull();
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.visitLogKey).toBeNull();
    expect((await open(second)).status).toBe(404);
  });

  it('refuses another agency listing with 404 and opens no other listing with a token', async () => {
    const a = await listingWithVisits();
    const b = await listingWithVisits();
    const url = await share(a.client, a.listing.id);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await b.client.request(visitLinksApi.visitLog(a.listing.id), {
        method,
        json: method === 'POST' ? {} : undefined,
      });
      expect(res.status, method).toBe(404);
      expect((await b.client.request(visitLinksApi.visitLog('not-an-id'), { method })).status).toBe(404);
    }
    // B's attempts changed nothing: A's link still works.
    expect((await open(url)).status).toBe(200);
    const bUrl = await share(b.client, b.listing.id);
    const [, sig] = new URL(url).pathname.split('/')[2]!.split('.');
    const [, bSig] = new URL(bUrl).pathname.split('/')[2]!.split('.');
    for (const path of [
      `/registro-visitas/${b.listing.id}.${sig}`,
      `/registro-visitas/${a.listing.id}.${bSig}`,
      `/registro-visitas/${a.listing.id}`,
      '/registro-visitas/cualquier-cosa',
    ]) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('Piso en Malasaña');
    }
  });
});
