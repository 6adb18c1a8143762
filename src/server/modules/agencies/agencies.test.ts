import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { agencyTexts } from '../../../shared/agency';
import { reservedSlugs } from '../../../shared/paths';
import { agencies, agencyMembers, notificationPreferences } from '../../db/schema';
import { agencySlug } from './agency-slug';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in, but /api/me not called yet: the agency does not exist until the first request. */
async function signedIn() {
  const user = await createUser(t.db);
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { user, client };
}

describe('ensure my agency', () => {
  it('creates exactly one agency under concurrent first requests', async () => {
    const { user, client } = await signedIn();
    const responses = await Promise.all(Array.from({ length: 6 }, () => client.get('/api/me')));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => b.agency.id)).size).toBe(1);
    expect(bodies[0].agency.name).toBe('Mi Agencia');
    expect(bodies[0].agency.slug).toMatch(/^mi-agencia-[0-9a-f]{6}$/);
    const owned = await t.db.select().from(agencies).where(eq(agencies.ownerUserId, user.id));
    expect(owned).toHaveLength(1);
    const members = await t.db.select().from(agencyMembers).where(eq(agencyMembers.userId, user.id));
    expect(members).toHaveLength(1);
    expect(members[0]?.role).toBe('owner');
    const prefs = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.agencyId, owned[0]!.id));
    expect(prefs[0]).toMatchObject({
      leadsEmail: true,
      scansEmail: false,
      dailySummary: true,
      weeklySummary: true,
    });
  });

  it('needs a session', async () => {
    const res = await t.client().get('/api/me');
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Acceso no autorizado');
  });

  it('never makes a reserved slug', () => {
    for (const name of ['Dashboard', 'API', 'Pricing']) {
      const slug = agencySlug(name);
      expect(reservedSlugs.has(slug)).toBe(false);
      expect(reservedSlugs.has(slug.split('-')[0]!) && slug.split('-').length === 1).toBe(false);
    }
  });
});

describe('agency data', () => {
  it('saves the agency data with the shared schema', async () => {
    const { client } = await signedIn();
    const res = await client.request('/api/agency', {
      method: 'PUT',
      json: {
        name: '  Inmobiliaria Luna ',
        email: 'hola@luna.es',
        phone: '+34 600 000 000',
        website: '',
        city: 'Valencia',
      },
    });
    expect(res.status).toBe(200);
    const { agency } = await res.json();
    expect(agency).toMatchObject({
      name: 'Inmobiliaria Luna',
      email: 'hola@luna.es',
      website: null,
      city: 'Valencia',
    });
    expect((await (await client.get('/api/me')).json()).agency.name).toBe('Inmobiliaria Luna');
  });

  it('refuses bad data in Spanish and stores nothing', async () => {
    const { client } = await signedIn();
    const before = await (await client.get('/api/me')).json();
    const res = await client.request('/api/agency', {
      method: 'PUT',
      json: { name: '', email: 'no-es-email' },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.fields.name).toBe(agencyTexts.nameRequired);
    expect(body.error.fields.email).toBe(agencyTexts.invalidEmail);
    expect((await (await client.get('/api/me')).json()).agency).toEqual(before.agency);
  });

  it('accepts a website without https:// and shows it normalised; refuses garbage in Spanish', async () => {
    const { client } = await signedIn();
    const put = (website: string) =>
      client.request('/api/agency', { method: 'PUT', json: { name: 'Fincas Albero', website } });
    for (const [typed, stored] of [
      ['www.fincasalbero.es', 'https://www.fincasalbero.es'],
      ['  WWW.FincasAlbero.es/ ', 'https://www.fincasalbero.es'],
      ['http://fincasalbero.es/contacto?ref=1', 'http://fincasalbero.es/contacto?ref=1'],
    ] as const) {
      const res = await put(typed);
      expect(res.status, typed).toBe(200);
      expect((await res.json()).agency.website, typed).toBe(stored);
      expect((await (await client.get('/api/me')).json()).agency.website).toBe(stored);
    }
    for (const garbage of [
      'no es una web',
      'fincasalbero',
      'javascript:alert(1)',
      'ftp://x.es',
      'https://',
      'http://a.b',
    ]) {
      const res = await put(garbage);
      expect(res.status, garbage).toBe(422);
      expect((await res.json()).error.fields.website, garbage).toBe(agencyTexts.invalidUrl);
    }
  });

  it('only ever changes the caller’s own agency', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const agencyA = (await (await a.client.get('/api/me')).json()).agency;
    const res = await b.client.request('/api/agency', {
      method: 'PUT',
      json: { name: 'Agencia B', id: agencyA.id },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).agency.id).not.toBe(agencyA.id);
    expect((await (await a.client.get('/api/me')).json()).agency.name).toBe('Mi Agencia');
  });
});
