import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/factories';
import { ownerWithListings } from '../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { agencyUpdateSchema } from '../../shared/agency';
import { controlCharsText } from '../../shared/control-chars';
import { leadInputSchema, leadInputSchemaFor } from '../../shared/lead-schema';
import { leadTextsEn } from '../../shared/leads';
import { listingInputSchema } from '../../shared/listings';
import { leads, listings } from '../db/schema';

const NUL = 'Casa\u0000azul';

let t: TestApp;
let owner: TestClient;
let listing: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  const o = await ownerWithListings(t, 'Piso luminoso');
  owner = o.client;
  listing = o.listings[0]!;
});
afterAll(() => t.close());

/** A 422 whose Spanish message names the field, and the same message under that field. */
async function expectRefused(res: Response, field: string, label: string) {
  expect(res.status).toBe(422);
  const { error } = await res.json();
  expect(error.code).toBe('validation');
  expect(error.message).toBe(controlCharsText(label));
  expect(error.fields[field]).toBe(controlCharsText(label));
}

const lead = {
  firstName: 'Ana',
  lastName: 'Pérez',
  contactMethod: 'email',
  email: 'ana@example.es',
  consent: true,
};

describe('control characters in what people send', () => {
  it('are refused with a Spanish 422 naming the field, on every endpoint that takes text', async () => {
    const cases: [string, () => Promise<Response>, string, string][] = [
      [
        'listing title',
        () => owner.post('/api/listings', { energyStatus: 'in_progress', title: NUL }),
        'title',
        'Título',
      ],
      [
        'listing city',
        () => owner.post('/api/listings', { energyStatus: 'in_progress', title: 'Piso', city: NUL }),
        'city',
        'Ciudad',
      ],
      [
        'listing edit',
        () =>
          owner.request(`/api/listings/${listing.id}`, {
            method: 'PUT',
            json: { energyStatus: 'in_progress', title: 'Piso', address: NUL },
          }),
        'address',
        'Dirección',
      ],
      [
        'agency name',
        () => owner.request('/api/agency', { method: 'PUT', json: { name: NUL } }),
        'name',
        'Nombre',
      ],
      [
        'agency city',
        () => owner.request('/api/agency', { method: 'PUT', json: { name: 'Fincas', city: NUL } }),
        'city',
        'Ciudad',
      ],
      [
        'lead name',
        () => t.client().post(`/api/public/listings/${listing.slug}/leads`, { ...lead, firstName: NUL }),
        'firstName',
        'Nombre',
      ],
      [
        'lead e-mail',
        () =>
          t.client().post(`/api/public/listings/${listing.slug}/leads`, { ...lead, email: 'a\u0000@b.es' }),
        'email',
        'E-mail',
      ],
      [
        'sign-up name (not in our schema: better-auth stores it)',
        () =>
          t
            .client()
            .post('/api/auth/sign-up/email', { email: 'nul@example.es', password: 'secreto-123', name: NUL }),
        'name',
        'Nombre',
      ],
      [
        'sign-in e-mail',
        () => t.client().post('/api/auth/sign-in/email', { email: 'a\u0000@b.es', password: 'secreto-123' }),
        'email',
        'E-mail',
      ],
      ['lead search', () => owner.get(`/api/leads?q=${encodeURIComponent(NUL)}`), 'q', 'Buscar'],
      [
        'lead export search',
        () => owner.get(`/api/leads/export.csv?q=${encodeURIComponent(NUL)}`),
        'q',
        'Buscar',
      ],
      [
        'nested value',
        () => owner.post(`/api/listings/${listing.id}/renders/batch`, { styles: ['moderno', NUL] }),
        'styles.1',
        'Estilo',
      ],
    ];
    for (const [name, send, field, label] of cases) {
      const res = await send();
      expect(res.status, name).not.toBe(500);
      await expectRefused(res, field, label);
    }
    // Nothing of it was stored.
    expect((await t.db.select({ n: count() }).from(listings))[0]!.n).toBe(1);
    expect((await t.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
    expect(t.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
  });

  it('answers the plain HTML lead form with the message under the field', async () => {
    const body = new URLSearchParams({
      firstName: NUL,
      lastName: 'Pérez',
      email: 'ana@example.es',
      consent: 'on',
    });
    const res = await t.client().request(`/l/${listing.slug}/solicitud`, { method: 'POST', body });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(controlCharsText('Nombre'));
    expect((await t.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
  });

  it('covers the contact form and the newsletter, JSON and plain form posts alike', async () => {
    const contact = { name: 'Marta', email: 'marta@example.es', subject: 'Planes', message: 'Hola' };
    await expectRefused(
      await t.client().post('/api/contact', { ...contact, subject: NUL }),
      'subject',
      'Asunto',
    );
    await expectRefused(
      await t.client().post('/api/contact', { ...contact, message: NUL }),
      'message',
      'Mensaje',
    );
    await expectRefused(await t.client().post('/newsletter', { email: 'a\u0000@b.es' }), 'email', 'E-mail');
    const form = new URLSearchParams({ ...contact, company: NUL });
    const page = await t.client().request('/contact', { method: 'POST', body: form });
    expect(page.status).toBe(422);
    expect(await page.text()).toContain(controlCharsText('Empresa'));
    // The message spans lines: tabs and line breaks stay welcome there.
    const multiline = await t
      .client()
      .post('/api/contact', { ...contact, message: 'Hola:\n\tsomos 3.\r\nGracias' });
    expect(multiline.status).toBe(201);
    // Tokens in links never reach the database as NUL either.
    for (const path of ['/newsletter/confirm?token=a%00b', '/newsletter/unsubscribe?token=a%00b']) {
      expect((await t.client().get(path)).status, path).toBe(404);
    }
  });

  it('refuses tabs and line breaks in one-line fields, and DEL, through the shared schemas', async () => {
    for (const title of ['Piso\tbajo', 'Piso\nbajo', 'Piso\u007fbajo', 'Piso\u001bbajo']) {
      const res = await owner.post('/api/listings', { energyStatus: 'in_progress', title });
      await expectRefused(res, 'title', 'Título');
    }
    // What the browser form checks before sending: the same schema, the same words.
    const parsed = leadInputSchema.safeParse({ ...lead, lastName: 'Pé\rrez' });
    expect(parsed.error?.issues[0]?.message).toBe(controlCharsText('Apellidos'));
    // The microsite in English says it in English.
    const english = leadInputSchemaFor('en').safeParse({ ...lead, firstName: 'Ann\u0000' });
    expect(english.error?.issues[0]?.message).toBe(leadTextsEn.notAllowed.firstName);
    expect(agencyUpdateSchema.safeParse({ name: 'Fincas\u0007' }).error?.issues[0]?.message).toBe(
      controlCharsText('Nombre'),
    );
    // Spaces around a value are trimmed first, as before: a trailing line break is no error.
    expect(listingInputSchema.safeParse({ title: 'Piso bajo\n', energyStatus: 'exempt' }).success).toBe(true);
  });

  it('keeps working for ordinary text, accents and emoji included', async () => {
    const res = await owner.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Ático «Señorío» 🏡',
      city: 'A Coruña',
    });
    expect(res.status).toBe(201);
    const sent = await t
      .client()
      .post(`/api/public/listings/${listing.slug}/leads`, { ...lead, lastName: 'Núñez-Ébano' });
    expect(sent.status).toBe(201);
    const { email, password } = await createUser(t.db);
    expect((await t.client().post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  });
});
