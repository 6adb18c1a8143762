import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';

/** Issue 26 item 7: screenshots for a person to look at. */
const SHOTS = '/tmp/shots-i26-7-10-2';
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
let owner: Page;
let listing: { id: string; slug: string };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The listing's leads, as the agency's dashboard API lists them. */
async function leadsOfListing(): Promise<number> {
  const { leads } = (await (await owner.request.get('/api/leads')).json()) as {
    leads: { listing: { id: string } }[];
  };
  return leads.filter((l) => l.listing.id === listing.id).length;
}

/** A visitor without JavaScript, in a language. */
async function noJsPage(viewport: typeof PHONE, locale: string) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
    locale,
    baseURL: baseURL(),
  });
  return { context, page: await context.newPage() };
}

describe('the lead form without JavaScript redirects after the post (Post/Redirect/Get)', () => {
  it('an agency publishes a listing', async () => {
    const opened = await openPage(browser, DESKTOP);
    owner = opened.page;
    await registerSubscribedOwner(owner, 'lead-prg');
    const origin = new URL(owner.url()).origin;
    const res = await owner.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Piso con patio en Russafa',
        city: 'Valencia',
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    listing = (await res.json()).listing;
  }, 120_000);

  const runs = [
    { viewport: PHONE, locale: 'es-ES', email: 'marta.prg@example.es', contact: 'Contactar' },
    { viewport: DESKTOP, locale: 'en-GB', email: 'john.prg@example.co.uk', contact: 'Contact' },
  ];
  for (const run of runs) {
    it(`${run.viewport.width} px, ${run.locale}: sent, the address is the GET one; reload, back and forward store nothing more`, async () => {
      const en = run.locale === 'en-GB';
      const { context, page } = await noJsPage(run.viewport, run.locale);
      await page.goto(`/l/${listing.slug}`);
      await page.getByRole('link', { name: run.contact }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(en ? 'First name *' : 'Nombre *').fill(en ? 'John' : 'Marta');
      await dialog.getByLabel(en ? 'Last name *' : 'Apellidos *').fill(en ? 'Smith' : 'Ribas');
      await dialog.getByLabel('E-mail *').fill(run.email);
      await dialog.getByRole('checkbox').check();
      const before = await leadsOfListing();
      await dialog.getByRole('button', { name: en ? 'Send request' : 'Enviar solicitud' }).click();
      await page.waitForURL(/\/solicitud\?enviada=/);

      const sent = en
        ? 'Request sent! The agency will get in touch with you soon.'
        : '¡Solicitud enviada! Nos pondremos en contacto contigo pronto.';
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/l/${listing.slug}/solicitud`);
      // Nothing of the buyer in the address.
      expect(decodeURIComponent(page.url())).not.toMatch(/Marta|Ribas|John|Smith|@/);
      expect(await page.getByText(sent).isVisible()).toBe(true);
      expect(await page.getAttribute('html', 'lang')).toBe(en ? 'en' : 'es');
      expect(await leadsOfListing()).toBe(before + 1);
      await page.screenshot({
        path: `${SHOTS}/lead-sent-nojs-${run.locale}-${run.viewport.width}.png`,
        fullPage: false,
      });

      // A reload is a GET of the same page: no resubmission, no second lead.
      const reloaded = await page.reload();
      expect(reloaded?.request().method()).toBe('GET');
      expect(reloaded?.status()).toBe(200);
      expect(await page.getByText(sent).isVisible()).toBe(true);
      // Back to the listing with its form, forward to the confirmation again.
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe(`/l/${listing.slug}`);
      const forward = await page.goForward();
      expect(forward?.request().method()).toBe('GET');
      expect(new URL(page.url()).pathname).toBe(`/l/${listing.slug}/solicitud`);
      expect(await page.getByText(sent).isVisible()).toBe(true);
      expect(await leadsOfListing()).toBe(before + 1);

      // "Close" returns to the listing.
      await page
        .getByRole('link', { name: en ? 'Close' : 'Cerrar' })
        .last()
        .click();
      await page.waitForURL((u) => u.pathname === `/l/${listing.slug}`);
      expect(await leadsOfListing()).toBe(before + 1);
      await context.close();
    });
  }

  it('a form with a mistake is answered with what was typed, at the form’s address (no redirect)', async () => {
    const { context, page } = await noJsPage(PHONE, 'es-ES');
    await page.goto(`/l/${listing.slug}`);
    await page.getByRole('link', { name: 'Contactar' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre *').fill('Pau');
    await dialog.getByLabel('E-mail *').fill('pau.prg@example.es');
    const before = await leadsOfListing();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => page.getByText('Los apellidos son obligatorios.').isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseURL()}/l/${listing.slug}/solicitud`);
    expect(await dialog.getByLabel('Nombre *').inputValue()).toBe('Pau');
    expect(await dialog.getByLabel('E-mail *').inputValue()).toBe('pau.prg@example.es');
    expect(await leadsOfListing()).toBe(before);
    await context.close();
  });
});
