import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { DEMO, fillLogin, registerSubscribedOwner } from '../support/flows';

let browser: Browser;
let listing: { id: string; slug: string };
const TITLE = 'Ático con vistas en Triana';
// A name no other test uses, so the search finds exactly this lead.
const SURNAME = `Núñez ${Date.now().toString(36)}`;
// The agency's own reference of the listing, unique too.
const REF = `TRI-${Date.now().toString(36).toUpperCase()}`;

async function signIn(page: Page) {
  await page.goto('/auth/login');
  await fillLogin(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/dashboard');
}

/** The demo account publishes a listing through the dashboard API. */
beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser, DESKTOP);
  await signIn(page);
  const res = await page.request.post('/api/listings', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      energyStatus: 'in_progress',
      title: TITLE,
      address: 'Calle Betis 12',
      city: 'Sevilla',
      operation: 'rent',
      propertyType: 'atico',
      reference: REF,
      price: '1200',
    },
  });
  expect(res.status()).toBe(201);
  listing = (await res.json()).listing;
  // An earlier buyer who chose WhatsApp and a staged room.
  const lead = await page.request.post(`/api/public/listings/${listing.slug}/leads`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      firstName: 'Marcos',
      lastName: `Vidal ${SURNAME.split(' ')[1]}`,
      contactMethod: 'whatsapp',
      phone: '612 34 56 78',
      consent: true,
      useCode: 'residencial',
      roomCode: 'salon',
      styleCode: 'nordic',
    },
  });
  expect(lead.status()).toBe(201);
  await context.close();
}, 120_000);
afterAll(async () => {
  // The demo account keeps nothing of this file: its listing goes, and its leads with it.
  if (browser && listing) {
    const { page, context } = await openPage(browser, DESKTOP);
    await signIn(page);
    await page.request.delete(`/api/listings/${listing.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    await context.close();
  }
  await browser?.close();
}, 60_000);

describe('Dashboard → Leads', () => {
  it('a lead sent on the microsite is listed, found, answered, moved on and exported', async () => {
    // A buyer on their phone.
    const buyer = await openPage(browser, PHONE);
    await buyer.page.goto(`/l/${listing.slug}`);
    await buyer.page.waitForSelector('html[data-hydrated]');
    await buyer.page.getByRole('link', { name: 'Contactar' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: '¡Me interesa esta propiedad!' });
    await dialog.getByLabel('Nombre *').fill('Zoé');
    await dialog.getByLabel('Apellidos *').fill(SURNAME);
    await dialog.getByLabel('E-mail *').fill('zoe.lead@example.es');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() =>
        dialog.getByText('¡Solicitud enviada! Nos pondremos en contacto contigo pronto.').isVisible(),
      )
      .toBe(true);
    await buyer.context.close();

    // The agency on a desktop.
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL('**/dashboard/leads');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Leads' }).isVisible()).toBe(true);
    const card = page.getByRole('article', { name: `Zoé ${SURNAME}` });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText(TITLE).isVisible()).toBe(true);
    // The listing as the agency knows it: its reference, a rent, its type and monthly price.
    expect(await card.getByText(`Ref. ${REF} · Alquiler · Ático · 1.200\u00a0€/mes`).isVisible()).toBe(true);
    for (const label of ['Total', 'Nuevos', 'Contactados', 'Cerrados', 'Tasa de cierre']) {
      expect(await page.getByText(label, { exact: true }).first().isVisible()).toBe(true);
    }
    // WhatsApp in international form with a message naming the property.
    const marcos = page.getByRole('article', { name: /^Marcos Vidal/ });
    expect(await marcos.getByText('Nórdico').isVisible()).toBe(true);
    const wa =
      (await marcos.getByRole('link', { name: 'Responder por WhatsApp' }).getAttribute('href')) ?? '';
    expect(wa.startsWith('https://wa.me/34612345678?text=')).toBe(true);
    expect(decodeURIComponent(wa)).toContain(`«${TITLE}»`);
    await screenshot(page, 'leads');
    await expectAccessible(page);

    // Search: accents and case do not matter; the search is kept in the address.
    await page.getByLabel('Buscar').fill(`ZOE ${SURNAME.toUpperCase().replace('Ú', 'U')}`);
    await page.waitForURL(/[?&]q=ZOE/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await card.isVisible()).toBe(true);

    // The listing's reference finds its leads, whatever the case.
    await page.getByLabel('Buscar').fill(REF.toLowerCase());
    await page.waitForURL(new RegExp(`[?&]q=${REF.toLowerCase()}`));
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    expect(await card.isVisible()).toBe(true);
    expect(await marcos.isVisible()).toBe(true);
    await page.getByLabel('Buscar').fill(`ZOE ${SURNAME.toUpperCase().replace('Ú', 'U')}`);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    // One click to answer, by e-mail with a subject naming the property.
    const reply = card.getByRole('link', { name: 'Responder por e-mail' });
    const href = (await reply.getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:zoe.lead@example.es?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(TITLE);

    // The status dropdown.
    const status = card.getByRole('combobox', { name: `Estado del lead de Zoé ${SURNAME}` });
    expect(await status.inputValue()).toBe('new');
    await status.selectOption({ label: 'Contactado' });
    await expect.poll(() => page.getByText('Lead actualizado').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => status.inputValue()).toBe('contacted');

    // The CSV of what the filters show.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Nombre;Apellidos;E-mail;Teléfono;Canal;Estado;Inmueble;Referencia;Operación;Tipo;Precio;Dirección;Uso;Estancia;Estilo;Atiende',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Zoé;${SURNAME};zoe.lead@example.es;;E-mail;Contactado;${TITLE};${REF};Alquiler;Ático;1.200\u00a0€/mes;`,
      ),
    );

    // Filters that match nothing say so.
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Perdido' });
    await expect.poll(() => page.getByText('Ningún lead coincide con los filtros').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page);
    await page.goto('/dashboard/leads');
    const card = page.getByRole('article', { name: `Zoé ${SURNAME}` });
    await expect.poll(() => card.isVisible()).toBe(true);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The first lead starts on the first screen: the figures are one row, the filters but the
    // search fold under one button.
    const first = await page.getByRole('article').first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height);
    await screenshot(page, 'leads');
    await expectAccessible(page);
    const more = page.getByRole('button', { name: 'Estado, inmueble y sospechosos' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Estado', { exact: true }).isVisible()).toBe(false);
    await more.click();
    expect(await page.getByLabel('Estado', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'leads-filters-open');
    // A search in the address is in the box and filters the list.
    await page.goto(`/dashboard/leads?q=${encodeURIComponent('zoé')}`);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByLabel('Buscar').inputValue()).toBe('zoé');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a flagged lead with its "Sospechoso" badge, and filters on it (phone and desktop)', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page);
    // A link where a name goes: stored, flagged, no alert of its own.
    const res = await page.request.post(`/api/public/listings/${listing.slug}/leads`, {
      headers: { origin: new URL(page.url()).origin },
      data: {
        firstName: 'Oferta www.spam.example',
        lastName: SURNAME,
        contactMethod: 'email',
        email: 'spam.lead@example.es',
        consent: true,
      },
    });
    expect(res.status()).toBe(201);
    await page.goto(`/dashboard/leads?listingId=${listing.id}`);
    const flagged = page.getByRole('article', { name: `Oferta www.spam.example ${SURNAME}` });
    await expect.poll(() => flagged.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await flagged.getByText('Sospechoso').isVisible()).toBe(true);
    const zoe = page.getByRole('article', { name: `Zoé ${SURNAME}` });
    expect(await zoe.getByText('Sospechoso').count()).toBe(0);
    await screenshot(page, 'leads-suspicious');

    await page.getByLabel('Sospechosos', { exact: true }).selectOption({ label: 'Solo sospechosos' });
    await page.waitForURL('**suspicious=only**');
    await expect.poll(() => zoe.isVisible(), { timeout: 15_000 }).toBe(false);
    expect(await flagged.isVisible()).toBe(true);
    await page.getByLabel('Sospechosos', { exact: true }).selectOption({ label: 'Sin sospechosos' });
    await expect.poll(() => flagged.isVisible(), { timeout: 15_000 }).toBe(false);
    expect(await zoe.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    const phone = await openPage(browser, PHONE);
    await signIn(phone.page);
    await phone.page.goto(`/dashboard/leads?listingId=${listing.id}&suspicious=only`);
    const card = phone.page.getByRole('article', { name: `Oferta www.spam.example ${SURNAME}` });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(phone.page, 'leads-suspicious');
    await expectAccessible(phone.page);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

/**
 * Deleting leads, in an agency of its own: the demo account is shared by every file of the run,
 * whose tests add and remove leads of it at the same time (this test once counted 3 of its 5).
 */
describe('Dashboard → Leads: deleting', () => {
  it("deletes one lead, several at once and a person's data, and the list follows (desktop and phone)", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const owner = await registerSubscribedOwner(page, 'borrar-leads');
    const origin = new URL(page.url()).origin;
    const made = await page.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Piso luminoso en Ruzafa',
        address: 'Calle Sueca 20',
        city: 'Valencia',
        operation: 'sale',
        propertyType: 'piso',
        price: '245000',
      },
    });
    expect(made.status()).toBe(201);
    const own = (await made.json()).listing as { id: string; slug: string };
    // Five buyers: Marcos twice from one phone (spaced otherwise), Alba, Zoé, and a spammer.
    for (const data of [
      { firstName: 'Marcos', lastName: 'Vidal', contactMethod: 'whatsapp', phone: '612 34 56 78' },
      { firstName: 'Marcos', lastName: 'V.', contactMethod: 'whatsapp', phone: '+34 612 345 678' },
      { firstName: 'Alba', lastName: SURNAME, contactMethod: 'email', email: 'alba.lead@example.es' },
      { firstName: 'Zoé', lastName: SURNAME, contactMethod: 'email', email: 'zoe.lead@example.es' },
      {
        firstName: 'Oferta www.spam.example',
        lastName: SURNAME,
        contactMethod: 'email',
        email: 'spam.lead@example.es',
      },
    ]) {
      const res = await page.request.post(`/api/public/listings/${own.slug}/leads`, {
        headers: { origin },
        data: { ...data, consent: true },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/dashboard/leads');
    const article = (name: string | RegExp) => page.getByRole('article', { name });
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(5);

    // One lead, confirmed by name; it leaves the list without a reload.
    const spam = article(`Oferta www.spam.example ${SURNAME}`);
    await spam.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `¿Eliminar el lead de Oferta www.spam.example ${SURNAME}?`,
    });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Eliminar lead' }).click();
    await expect.poll(() => page.getByText('Lead eliminado').isVisible()).toBe(true);
    await expect.poll(() => spam.count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(4);

    // Every lead of Marcos's phone, in one go, with the exact count.
    await article(/^Marcos Vidal/)
      .getByRole('button', { name: 'Borrar los datos de esta persona' })
      .click();
    const erase = page.getByRole('alertdialog', { name: /^¿Borrar los datos de Marcos Vidal/ });
    await expect
      .poll(() => erase.getByText(/Se eliminarán sus 2 leads en la agencia/).isVisible())
      .toBe(true);
    expect(await erase.getByText('el teléfono 612 34 56 78', { exact: false }).isVisible()).toBe(true);
    await screenshot(page, 'leads-erase-person');
    await expectAccessible(page);
    await erase.getByRole('button', { name: 'Borrar 2 leads' }).click();
    await expect.poll(() => page.getByText('Datos borrados: 2 leads').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article', { name: /^Marcos/ }).count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();

    // On a phone: choose both leads left, and the bar at the foot of the screen deletes them.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto('/auth/login');
    await fillLogin(phone.page, owner.email, owner.password);
    await phone.page.waitForURL('**/dashboard');
    await phone.page.goto('/dashboard/leads');
    await expect.poll(() => phone.page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    await phone.page.getByRole('checkbox', { name: `Seleccionar el lead de Zoé ${SURNAME}` }).check();
    const bar = phone.page.getByRole('region', { name: '1 seleccionado' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    await bar.getByRole('checkbox', { name: 'Seleccionar todos los mostrados' }).check();
    const two = phone.page.getByRole('region', { name: '2 seleccionados' });
    await expect.poll(() => two.isVisible()).toBe(true);
    // Reachable without scrolling to it: it sits within the screen.
    const box = await two.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await phone.page.screenshot({ path: 'test-results/screenshots/leads-selected-390.png' });
    await two.getByRole('button', { name: 'Eliminar seleccionados' }).click();
    const many = phone.page.getByRole('alertdialog', { name: '¿Eliminar 2 leads?' });
    await expect.poll(() => many.isVisible()).toBe(true);
    await screenshot(phone.page, 'leads-delete-many');
    await many.getByRole('button', { name: 'Eliminar 2 leads' }).click();
    await expect.poll(() => phone.page.getByText('2 leads eliminados').isVisible()).toBe(true);
    // The agency's last leads are gone: the list says so, as to a new agency.
    await expect.poll(() => phone.page.getByText('Aún no tienes leads').isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
