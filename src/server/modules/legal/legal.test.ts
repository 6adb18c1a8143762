import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../../../test/support/test-app';
import { cancellationRule } from '../../../shared/billing';
import { legalVersions } from '../../../shared/legal';
import { paths } from '../../../shared/paths';
import { cookieConsents, plans } from '../../db/schema';
import { companyEnv } from '../../env';
import { escapeHtml } from '../../lib/html';

const company = {
  name: 'Inmuebles <b>Norte</b> & Cía S.L.',
  nif: 'B12345674',
  address: 'Gran Vía 2, 48001 Bilbao',
  email: 'dpo@inmueblesnorte.es',
  registry: 'Registro Mercantil de Bizkaia, tomo 5123, hoja BI-55555',
};
const escapedName = 'Inmuebles &lt;b&gt;Norte&lt;/b&gt; &amp; Cía S.L.';
// es-ES prices carry a no-break space before the euro sign.
const text = async (res: Response) => (await res.text()).replaceAll('\u00a0', ' ');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: companyEnv(company) });
});
afterAll(() => t.close());

describe('legal pages', () => {
  it.each([
    [paths.privacy, 'Política de privacidad'],
    [paths.terms, 'Términos y condiciones'],
    [paths.cookies, 'Política de cookies'],
    [paths.legalNotice, 'Aviso legal'],
  ])('%s answers 200 with the configured company, its date and the footer links', async (path, title) => {
    const res = await t.client().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await text(res);
    expect(html).toContain(`<title>${title} · Escaparate</title>`);
    expect(html).toContain(escapedName);
    expect(html).not.toContain('<b>Norte</b>');
    expect(html).toContain('Última actualización:');
    expect(html).not.toMatch(/\{\{|\}\}/);
    expect(html).not.toContain('<script');
    for (const link of [paths.privacy, paths.terms, paths.cookies, paths.legalNotice])
      expect(html).toContain(`href="${link}"`);
  });

  it.each([
    [paths.terms, legalVersions.terms],
    [paths.privacy, legalVersions.privacy],
  ])('%s shows the version a sign-up stores, and the age rule', async (path, version) => {
    const html = await text(await t.client().get(path));
    expect(html).toMatch(new RegExp(`Versión <span data-legal-version[^>]*>${version}</span>`));
    expect(html).toMatch(/mayor(es)? de 18 años/);
  });

  it('identifies the company as LSSI-CE art. 10 asks', async () => {
    const html = await text(await t.client().get(paths.legalNotice));
    for (const fact of [company.nif, company.address, 'dpo@inmueblesnorte.es', company.registry])
      expect(html).toContain(fact);
  });

  it('privacy names the controller, the processor role for leads, every right and the AEPD', async () => {
    const html = await text(await t.client().get(paths.privacy));
    expect(html).toContain(company.nif);
    expect(html).toContain('encargado del tratamiento');
    for (const right of ['acceso', 'rectificación', 'supresión', 'oposición', 'limitación', 'portabilidad'])
      expect(html).toContain(`<strong>${right}:</strong>`);
    expect(html).toContain('Agencia Española de Protección de Datos');
    expect(html).toMatch(/Cuánto tiempo conservamos/);
  });

  it('terms read plans and prices from the plans table, with the 45-day trial', async () => {
    let html = await text(await t.client().get(paths.terms));
    expect(html).toContain('<strong>Smart</strong>: 8,99 € al mes. 1 inmueble publicado');
    expect(html).toContain('<strong>Plus</strong>: 18,99 € al mes. Hasta 5 inmuebles publicados');
    expect(html).toContain('<strong>Pro</strong>: 39,99 € al mes. Hasta 15 inmuebles publicados');
    // The card's lines, from the one list of plan features.
    expect(html).toContain('cartel QR personalizado con tu logo y tus colores');
    expect(html).toContain('45 días de prueba gratis');
    // The cancellation rule is the one Settings and its dialogs read.
    for (const line of [cancellationRule.trial, cancellationRule.paid, cancellationRule.resume])
      expect(html).toContain(escapeHtml(line));
    expect(html).not.toContain('inmediata');
    expect(html).toContain('99,9 %');
    expect(html).toContain('12 meses anteriores');
    expect(html).toContain('mayor de 18 años');
    expect(html).not.toMatch(/Básico|Profesional|14 días|[^\d]9,99 €/);

    await t.db.update(plans).set({ priceMonthCents: 2450 }).where(eq(plans.code, 'plus'));
    try {
      html = await text(await t.client().get(paths.terms));
      expect(html).toContain('<strong>Plus</strong>: 24,50 € al mes');
      expect(html).not.toContain('18,99');
    } finally {
      await t.db.update(plans).set({ priceMonthCents: 1899 }).where(eq(plans.code, 'plus'));
    }
  });
});

const postCookies = (client: TestClient, fields: Record<string, string>, origin = TEST_ORIGIN) =>
  client.request(paths.cookies, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });

/** The switch's tag without its class (whose `checked:` variants would match anything). */
const checkbox = (html: string, category: string) =>
  (new RegExp(`<input[^>]*id="cookie-${category}"[^>]*>`).exec(html)?.[0] ?? '').replace(
    / class="[^"]*"/,
    '',
  );

describe('cookie preferences', () => {
  it('starts with only essential cookies, the essential switch on and disabled', async () => {
    const html = await text(await t.client().get(paths.cookies));
    expect(html).toContain('Aún no has elegido: solo usamos las cookies esenciales.');
    expect(checkbox(html, 'essential')).toMatch(/checked/);
    expect(checkbox(html, 'essential')).toMatch(/disabled/);
    for (const c of ['performance', 'functionality', 'marketing'])
      expect(checkbox(html, c)).not.toMatch(/checked/);
    expect(html).toContain('Duración máxima: 2 años');
    expect(html).toContain('escaparate_cookies');
  });

  it('saves a choice in a cookie and a record, and shows it again', async () => {
    const client = t.client();
    const res = await postCookies(client, { action: 'save', functionality: 'on' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cookies?guardado=1#preferencias');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('escaparate_cookies='));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [row] = await t.db.select().from(cookieConsents).orderBy(desc(cookieConsents.createdAt)).limit(1);
    expect(row).toMatchObject({
      performance: false,
      functionality: true,
      marketing: false,
      policyVersion: '2026-11-23',
    });
    expect(cookie).toContain(row!.id);

    const after = await client.get('/cookies?guardado=1');
    expect(after.headers.get('cache-control')).toBe('no-store');
    const html = await text(after);
    expect(html).toContain('Preferencias guardadas.');
    expect(html).toContain('Tu elección actual: esenciales y funcionalidad.');
    expect(checkbox(html, 'functionality')).toMatch(/checked/);
    expect(checkbox(html, 'performance')).not.toMatch(/checked/);
    expect(checkbox(html, 'marketing')).not.toMatch(/checked/);

    // A later visit (no notice) still shows the choice.
    expect(await text(await client.get(paths.cookies))).toContain(
      'Tu elección actual: esenciales y funcionalidad.',
    );
  });

  it('accept all and reject all set every optional category', async () => {
    const client = t.client();
    await postCookies(client, { action: 'accept' });
    let html = await text(await client.get(paths.cookies));
    expect(html).toContain('Tu elección actual: esenciales, rendimiento, funcionalidad y marketing.');
    // The buttons win over the switches sent with them.
    await postCookies(client, { action: 'reject', performance: 'on' });
    html = await text(await client.get(paths.cookies));
    expect(html).toContain('Tu elección actual: solo cookies esenciales.');
    for (const c of ['performance', 'functionality', 'marketing'])
      expect(checkbox(html, c)).not.toMatch(/checked/);
  });

  it('answers an unreadable form with the page and a Spanish error, and refuses other sites', async () => {
    const client = t.client();
    const bad = await postCookies(client, { action: 'nothing' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('No hemos podido leer tu elección.');
    const foreign = await postCookies(client, { action: 'accept' }, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie().some((c) => c.startsWith('escaparate_cookies='))).toBe(false);
  });

  it('ignores a garbled consent cookie', async () => {
    const res = await t.app.request(paths.cookies, { headers: { cookie: 'escaparate_cookies=<script>' } });
    expect(await text(res)).toContain('Aún no has elegido');
  });
});
