import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/factories';
import {
  createTestApp,
  listen,
  signedInOwner,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/support/test-app';
import { leadTexts, leadTextsFor } from '../../shared/leads';
import { catalogApi } from '../../shared/paths';
import { MAX_JSON_BODY_BYTES } from '../app';
import { leads } from '../db/schema';

// Bodies as node:http hands them to the app (app.request in the other tests builds WHATWG Requests
// itself): a declared length is judged before the body is read, a chunked one as it streams in,
// and the body the guard read is the one the route and better-auth get.
let t: TestApp;
let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on its own connection; `body` is written as given (a string, or chunks with no length). */
function send(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string; chunks?: string[]; holdBody?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method, agent: false, headers: { origin: TEST_ORIGIN, ...opts.headers } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.holdBody) {
      // Only the head: the answer must come without the body.
      req.flushHeaders();
      return;
    }
    for (const chunk of opts.chunks ?? []) req.write(chunk);
    req.end(opts.body);
  });
}
const json = (a: Answer) => JSON.parse(a.body.toString('utf8'));

async function publishedSlug() {
  const { client } = await signedInOwner(t);
  const res = await client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Ático en Ruzafa',
    address: 'Carrer de Sueca 3',
    city: 'Valencia',
    published: true,
  });
  const { listing } = await res.json();
  return listing as { id: string; slug: string };
}

const buyer = {
  firstName: 'Lucía',
  lastName: 'Martín',
  contactMethod: 'email',
  email: 'lucia@example.es',
  consent: true,
};

describe('bodies on node:http', () => {
  it('refuses a declared length over the cap before the body is sent', async () => {
    const res = await send('POST', '/api/agency', {
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BODY_BYTES + 1) },
      holdBody: true,
    });
    expect(res.status).toBe(413);
    expect(json(res).error.message).toBe('La solicitud es demasiado grande.');
  });

  it('refuses a chunked body once it passes the cap', async () => {
    const half = 'x'.repeat(Math.ceil(MAX_JSON_BODY_BYTES / 2) + 10);
    const res = await send('POST', '/api/auth/sign-up/email', {
      headers: { 'content-type': 'application/json' },
      chunks: ['{"email":"a@b.es","password":"', half, half],
      body: '"}',
    });
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.status).toBe(413);
    expect(json(res).error.message).toBe('La solicitud es demasiado grande.');
  });

  it('stores a lead posted as a browser does, and answers it uncompressed, private and varying by encoding', async () => {
    const listing = await publishedSlug();
    const body = JSON.stringify({ ...buyer, lang: 'es' });
    const res = await send('POST', `/api/public/listings/${listing.slug}/leads`, {
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(res.status).toBe(201);
    expect(json(res)).toMatchObject({ ok: true, message: leadTexts.sent });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, json(res).id));
    expect(row).toMatchObject({ firstName: 'Lucía', email: 'lucia@example.es', listingId: listing.id });
  });

  it('takes the language, the values and the control-character check from one reading of the body', async () => {
    const listing = await publishedSlug();
    const english = JSON.stringify({ ...buyer, email: 'not-an-email', lang: 'en' });
    const invalid = await send('POST', `/api/public/listings/${listing.slug}/leads`, {
      headers: { 'content-type': 'application/json', 'accept-language': 'es-ES' },
      body: english,
    });
    expect(invalid.status).toBe(422);
    expect(json(invalid).error.fields.email).toBe(leadTextsFor('en').invalidEmail);

    const nul = await send('POST', `/api/public/listings/${listing.slug}/leads`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...buyer, firstName: 'Lu\u0000cía' }),
    });
    expect(nul.status).toBe(422);
    expect(json(nul).error.message).toMatch(/Nombre/);

    const broken = await send('POST', `/api/public/listings/${listing.slug}/leads`, {
      headers: { 'content-type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(broken.status).toBe(400);
    expect(json(broken).error.message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('hands better-auth the body the guard already read', async () => {
    const { email, password } = await createUser(t.db);
    const res = await send('POST', '/api/auth/sign-in/email', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=/);
  });

  it('still compresses a large JSON answer for a client that asks', async () => {
    const res = await send('GET', catalogApi.rooms('residencial'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toBeTruthy();
  });
});
