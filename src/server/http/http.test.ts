import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/support/factories';
import { createTestApp, signedInOwner, type TestApp } from '../../../test/support/test-app';
import { brandingApi } from '../../shared/branding';
import { api } from '../../shared/paths';
import { MAX_JSON_BODY_BYTES } from '../app';
import { mailOutbox } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_LIMIT_PER_IP: '8', AUTH_LIMIT_PER_EMAIL: '3' } });
});
afterAll(() => t.close());

describe('rate limits on account endpoints', () => {
  it('slows sign-in down after failures for an e-mail', async () => {
    const { email } = await createUser(t.db);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.client().post('/api/auth/sign-in/email', { email, password: 'mal-1234' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await last!.json()).error.message).toMatch(
      /^Demasiados intentos fallidos\. Espera \d+ segundos? e inténtalo de nuevo\.$/,
    );
  });

  it('limits sign-ups per IP whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await t.client().post('/api/auth/sign-up/email', {
        email: uniqueEmail('rl'),
        password: 'secreto-123',
        name: '',
        acceptTerms: true,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe('bad requests get a Spanish 4xx, never a 5xx', () => {
  it('malformed JSON', async () => {
    const res = await t.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.es", ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('malformed JSON on our own API', async () => {
    const { email, password } = await createUser(t.db);
    const client = t.client();
    await client.post('/api/auth/sign-in/email', { email, password });
    const res = await client.request('/api/agency', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
  });

  it('oversized bodies', async () => {
    const res = await t.client().request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(MAX_JSON_BODY_BYTES + 10) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('La solicitud es demasiado grande.');
  });

  it('a body over the JSON cap, except on an upload route with its own larger cap', async () => {
    const { client } = await signedInOwner(t);
    const form = () => {
      const body = new FormData();
      const bytes = new Uint8Array(MAX_JSON_BODY_BYTES + 1024).fill(7);
      body.append('file', new File([bytes], 'logo.png', { type: 'image/png' }));
      return body;
    };
    const json = await client.request(api.agency, { method: 'PUT', body: form() });
    expect(json.status).toBe(413);
    expect((await json.json()).error.message).toBe('La solicitud es demasiado grande.');
    const logo = await client.request(brandingApi.logo, { method: 'POST', body: form() });
    expect(logo.status).toBe(422);
  });

  it('wrong types', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email: 42, password: ['x'] });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('Por favor, completa todos los campos.');
  });
});

describe('security baseline', () => {
  it('refuses a state-changing request from another site', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { email: uniqueEmail(), password: 'secreto-123' },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
    const site = await t.client().post('/api/agency', {}, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(site.status).toBe(403);
  });

  it('refuses a signed-in request that is neither JSON nor says where it comes from', async () => {
    const { client: owner } = await signedInOwner(t);
    const body = JSON.stringify({ title: 'Piso de otra web', energyStatus: 'in_progress' });
    // What an old browser could send from another site: a text/plain "form" with our cookie.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await owner.request('/api/listings', {
        method: 'POST',
        body,
        headers: { origin: '', 'content-type': type },
      });
      expect(res.status, type).toBe(403);
      expect((await res.json()).error.message).toBe('Solicitud rechazada: falta el origen de la solicitud.');
    }
    // JSON without Origin (a script of the agency's own, curl with its cookie) and a browser's request go on.
    const json = await owner.request('/api/listings', {
      method: 'POST',
      body,
      headers: { origin: '', 'content-type': 'application/json' },
    });
    expect(json.status).toBe(201);
    const fetchSite = await owner.request('/api/listings', {
      method: 'POST',
      body,
      headers: { origin: '', 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
    });
    expect(fetchSite.status).not.toBe(403);
  });

  it('sends secure headers', async () => {
    const res = await t.client().get('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports health and readiness', async () => {
    expect(await (await t.client().get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect((await ready.json()).status).toBe('ok');
  });

  it('answers /readyz 503 in JSON once the shutdown has begun, telling the client to close and when to come back, never cached', async () => {
    t.deps.stopping = () => true;
    try {
      const res = await t.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.headers.get('connection')).toBe('close');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        status: 'stopping',
        message: 'El servidor se está reiniciando. Vuelve a intentarlo en unos segundos.',
      });
    } finally {
      t.deps.stopping = undefined;
    }
  });

  it('answers unknown pages with 404 and logs the path', async () => {
    const res = await t.client().get('/no-existe/aqui');
    expect(res.status).toBe(404);
    expect(t.logs.some((l) => l.msg === 'page not found' && l.path === '/no-existe/aqui')).toBe(true);
    const api = await t.client().get('/api/nada');
    expect(api.status).toBe(404);
    expect((await api.json()).error.message).toBe('Recurso no encontrado');
  });
});

describe('the local outbox page', () => {
  it('lists messages outside production', async () => {
    const res = await t.client().get('/dev/outbox');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Bandeja de salida');
    // A message's HTML, by its id; nothing for an unknown one.
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({ to: 'x@example.es', subject: 'Hola', text: 'Hola', html: '<p>Hola en HTML</p>' })
      .returning();
    expect(await (await t.client().get(`/dev/outbox/${mail!.id}`)).text()).toBe('<p>Hola en HTML</p>');
    expect((await t.client().get('/dev/outbox/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await t.client().get('/dev/outbox/nada')).status).toBe(404);
  });

  it("offers a message's calendar part as its .ics file, not among the headers", async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    await t.deps.mailer.send({
      to: 'cal@example.es',
      subject: 'Visita cancelada: Piso',
      text: 'Cancelada',
      calendar: { method: 'CANCEL', content: ics, filename: 'visita.ics' },
    });
    const page = await (await t.client().get('/dev/outbox')).text();
    const href = /href="(\/dev\/outbox\/[0-9a-f-]{36}\/visita\.ics)" data-calendar="CANCEL"/.exec(page)?.[1];
    expect(href).toBeTruthy();
    expect(page).not.toContain('X-Escaparate-Calendar');
    const file = await t.client().get(href!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(await file.text()).toBe(ics);
    expect((await t.client().get(href!.replace('visita.ics', 'otro.ics'))).status).toBe(404);
  });

  it('lists and serves attached files: a PDF opens as application/pdf with its name', async () => {
    const pdf = new Uint8Array([...Buffer.from('%PDF-1.7\n'), 0, 1, 2, 254, 255]);
    await t.deps.mailer.send({
      to: 'parte@example.es',
      subject: 'Tu parte de visita firmado',
      text: 'Adjunto',
      attachments: [
        { filename: 'parte-de-visita.pdf', contentType: 'application/pdf', content: pdf },
        {
          filename: 'datos del año.csv',
          contentType: 'text/csv',
          content: new TextEncoder().encode('a;b\n'),
        },
      ],
    });
    const page = await (await t.client().get('/dev/outbox')).text();
    const article = page.split('<article>').find((a) => a.includes('Para: parte@example.es'))!;
    const href =
      /href="(\/dev\/outbox\/[0-9a-f-]{36}\/parte-de-visita\.pdf)" data-attachment="application\/pdf"/.exec(
        article,
      )?.[1];
    expect(href).toBeTruthy();
    expect(article).toContain('parte-de-visita.pdf</a> (application/pdf, 1 KB)');
    const file = await t.client().get(href!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="parte-de-visita.pdf"; filename*=UTF-8''parte-de-visita.pdf`,
    );
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...pdf]);
    // Any other type downloads rather than opening as a page of this origin; any name is kept.
    const csvHref = `${href!.slice(0, href!.lastIndexOf('/'))}/datos%20del%20a%C3%B1o.csv`;
    expect(article).toContain(`href="${csvHref}"`);
    const csv = await t.client().get(csvHref);
    expect(csv.headers.get('content-type')).toBe('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="datos del a_o.csv"; filename*=UTF-8''datos%20del%20a%C3%B1o.csv`,
    );
    expect(await csv.text()).toBe('a;b\n');
    expect((await t.client().get(href!.replace('parte-de-visita.pdf', 'otro.pdf'))).status).toBe(404);
  });

  it('lists the newest SMS in their own section, and as JSON by phone', async () => {
    await t.deps.sms.send({ to: '600 11 22 33', body: 'Tu código: 111111' });
    // A later instant for the second: PGlite's clock can give two inserts in a row the same
    // created_at, and then "newest first" has no order between them.
    await new Promise((r) => setTimeout(r, 5));
    await t.deps.sms.send({ to: '+34 600 11 22 33', body: 'Tu código: 222222' });
    await t.deps.sms.send({ to: '711 00 00 00', body: 'Otro teléfono' });
    const page = await (await t.client().get('/dev/outbox')).text();
    const section = page.slice(page.indexOf('<h2 id="sms">SMS</h2>'), page.indexOf('<h2 id="emails">'));
    expect(section).toContain('Para: +34600112233');
    expect(section).toContain('Tu código: 222222');
    expect(section.indexOf('Tu código: 222222')).toBeLessThan(section.indexOf('Tu código: 111111'));
    const res = await t.client().get(`/dev/outbox/sms?to=${encodeURIComponent('600 112 233')}`);
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages.map((m: { to: string; body: string }) => [m.to, m.body])).toEqual([
      ['+34600112233', 'Tu código: 222222'],
      ['+34600112233', 'Tu código: 111111'],
    ]);
    expect(messages[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const all = (await (await t.client().get('/dev/outbox/sms')).json()).messages;
    expect(all.map((m: { body: string }) => m.body)).toContain('Otro teléfono');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.client().get('/dev/outbox');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Bandeja de salida');
      // Nor its "send the summaries now" button, nor its SMS.
      expect((await prod.client().post('/dev/outbox/summaries', {})).status).toBe(404);
      expect((await prod.client().get('/dev/outbox/sms')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
