import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { makeJpeg, makeLogoPng } from '../support/images';

let browser: Browser;
// A long name: it must stay readable in the phone's header, on two lines at most.
const NAME = 'Inmobiliaria Hermanos García del Mediterráneo';
const LOGO_NAME = 'Fincas Albufera';
type Made = { listing: string; agency: string };
/** The two agencies, made once by the first test that needs them (sign-up polls, which only a test may). */
let made: Promise<[Made, Made]> | undefined;
const agencies = () => {
  made ??= Promise.all([agencyWithListing(NAME, false), agencyWithListing(LOGO_NAME, true)]);
  return made;
};
const plainAgency = async () => (await agencies())[0];

/** A new agency of its own (its name, contact and one listing with a photo), optionally with a logo. */
async function agencyWithListing(name: string, logo: boolean) {
  const { page, context } = await openPage(browser, DESKTOP);
  await registerSubscribedOwner(page, logo ? 'logo' : 'wordmark');
  const origin = new URL(page.url()).origin;
  const put = await page.request.put('/api/agency', {
    headers: { origin },
    data: { name, phone: '963 123 456', email: 'hola@ejemplo-agencia.es', city: 'Valencia' },
  });
  expect(put.status()).toBe(200);
  if (logo) {
    const res = await page.request.post('/api/agency/logo', {
      headers: { origin },
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: await makeLogoPng() } },
    });
    expect(res.status()).toBeLessThan(300);
  }
  const res = await page.request.post('/api/listings', {
    headers: { origin },
    data: {
      energyStatus: 'in_progress',
      title: 'Ático con terraza en Russafa',
      city: 'Valencia',
      price: '320000',
      sqm: '95',
      beds: '3',
      baths: '2',
      published: true,
    },
  });
  expect(res.status()).toBe(201);
  const { listing } = await res.json();
  const photo = await page.request.post(`/api/listings/${listing.id}/photos`, {
    headers: { origin },
    multipart: { file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1200, 900, 30) } },
  });
  expect(photo.status()).toBe(201);
  const agency = (await (await page.request.get('/api/me')).json()).agency.slug as string;
  await context.close();
  return { listing: listing.slug as string, agency };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const header = (page: Page) => page.locator('header').first();

describe("the microsite's header", () => {
  it.each([PHONE, DESKTOP])(
    "shows the agency's name as a wordmark when it has no logo (%o)",
    async (viewport) => {
      const plain = await plainAgency();
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(`/l/${plain.listing}`);
      await page.waitForSelector('html[data-hydrated]');
      const wordmark = header(page).locator('[data-wordmark]');
      expect(await wordmark.isVisible()).toBe(true);
      expect(await wordmark.textContent()).toContain('Inmobiliaria Hermanos');
      // Never the product's logo in the agency's header.
      expect(await header(page).getByRole('img', { name: 'Escaparate' }).count()).toBe(0);
      // Fits the header (64 px), beside the language switch, on a 390 px phone too.
      const box = (await wordmark.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(48);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const lang = (await header(page).getByRole('navigation').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(lang.x);
      // "Creado con Escaparate" stays in the footer.
      expect(await page.locator('footer').getByText('Microsite creado con Escaparate').isVisible()).toBe(
        true,
      );
      await screenshot(page, 'buyer-header-wordmark', header(page));
      await expectAccessible(page);
      expect(errors).toEqual([]);
    },
  );

  it.each([PHONE, DESKTOP])('shows the logo, named by the agency, when it has one (%o)', async (viewport) => {
    const withLogo = (await agencies())[1];
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(`/l/${withLogo.listing}`);
    const logo = header(page).getByRole('img', { name: LOGO_NAME });
    await expect.poll(() => logo.isVisible()).toBe(true);
    expect(await header(page).locator('[data-wordmark]').count()).toBe(0);
    await screenshot(page, 'buyer-header-logo', header(page));
    expect(errors).toEqual([]);
  });
});

describe('/demo', () => {
  it.each([PHONE, DESKTOP])(
    "shows its agency's wordmark, and its form links the example notice (%o)",
    async (viewport) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/demo');
      await page.waitForSelector('html[data-hydrated]');
      const wordmark = header(page).locator('[data-wordmark]');
      expect(await wordmark.textContent()).toContain('Inmobiliaria de demostración');
      await screenshot(page, 'buyer-demo-header', header(page));
      await page.locator('a[href="#contactar"]:visible').first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const link = dialog.getByRole('link', { name: 'aviso de privacidad' });
      expect(await link.getAttribute('href')).toBe('/demo/privacidad');
      await screenshot(page, 'buyer-demo-dialog', dialog);
      const notice = await context.newPage();
      await notice.goto('/demo/privacidad');
      expect(await notice.locator('main').textContent()).toContain('Ejemplo: esta es la demo de Escaparate');
      expect(errors).toEqual([]);
    },
  );
});

describe('the consent line and the privacy notice', () => {
  it.each([
    ['es', 'Acepto que', 'aviso de privacidad', 'Responsable del tratamiento', PHONE],
    ['en', 'I agree that', 'privacy notice', 'Data controller', DESKTOP],
  ] as const)(
    'names the agency and its link opens its notice (%s)',
    async (lang, agree, link, heading, viewport) => {
      const plain = await plainAgency();
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`/l/${plain.listing}?lang=${lang}`);
      await page.waitForSelector(`html[lang="${lang}"][data-hydrated]`);
      // The visible one of the page's "Contactar" links (the bottom bar on a phone, the side box on a desktop).
      await page.locator('a[href="#contactar"]:visible').first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const consent = dialog.locator('label', { has: page.getByRole('checkbox') });
      expect(await consent.textContent()).toContain(`${agree} ${NAME}`);
      // By mouse on the phone, by keyboard on the desktop (where the link wraps across two lines).
      const open = async () => {
        const a = dialog.getByRole('link', { name: link });
        if (viewport === PHONE) return a.click();
        await a.focus();
        await page.keyboard.press('Enter');
      };
      const [notice] = await Promise.all([context.waitForEvent('page'), open()]);
      await notice.waitForLoadState();
      expect(await notice.locator('html').getAttribute('lang')).toBe(lang);
      expect(new URL(notice.url()).pathname).toBe(`/agency/${plain.agency}/privacidad`);
      expect(await notice.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
      expect(await notice.title()).toContain(NAME);
      expect(await notice.locator('main header').textContent()).toContain(NAME);
      expect(await notice.locator('main').textContent()).toContain('AEPD');
      await notice.setViewportSize(viewport);
      await screenshot(notice, `buyer-notice-${lang}`);
      await expectAccessible(notice);
      expect(errors).toEqual([]);
    },
  );

  it('the notice reads well on a phone and on a desktop, in both languages', async () => {
    const plain = await plainAgency();
    for (const viewport of [PHONE, DESKTOP])
      for (const lang of ['es', 'en']) {
        const { page, errors } = await openPage(browser, viewport);
        await page.goto(`/agency/${plain.agency}/privacidad?lang=${lang}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await screenshot(page, `buyer-notice-page-${lang}`);
        expect(errors).toEqual([]);
      }
  });
});

describe('the English footer', () => {
  it('leads to English pages, and "Contact" to the agency', async () => {
    const plain = await plainAgency();
    const { page, errors } = await openPage(browser, PHONE);
    const listing = `/l/${plain.listing}?lang=en`;
    for (const [name, title] of [
      ['Privacy', 'Privacy notice'],
      ['Cookies', 'Cookie policy'],
      ['Legal notice', 'Legal notice'],
    ] as const) {
      await page.goto(listing);
      await page.locator('footer').getByRole('link', { name, exact: true }).click();
      await page.waitForLoadState();
      expect(await page.locator('html').getAttribute('lang'), name).toBe('en');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(title);
      await screenshot(page, `buyer-en-${name.toLowerCase().replace(' ', '-')}`);
    }
    // The terms bind the agencies, not the buyer: a Spanish page, said so.
    await page.goto(listing);
    const terms = page.locator('footer').getByRole('link', { name: 'Terms (in Spanish)' });
    expect(await terms.getAttribute('hreflang')).toBe('es');

    await page.waitForSelector('html[data-hydrated]');
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#contact-title');
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect.poll(() => contact.isVisible()).toBe(true);
    expect(await contact.textContent()).toContain('963 123 456');
    expect(new URL(page.url()).pathname).toBe(`/l/${plain.listing}`);
    expect(errors).toEqual([]);
  });

  it('on the agency page, "Contact" leads to the agency\'s details', async () => {
    const plain = await plainAgency();
    const { page, errors } = await openPage(browser, DESKTOP);
    await page.goto(`/agency/${plain.agency}?lang=en`);
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#agency-contact');
    expect(await page.locator('#agency-contact').textContent()).toContain('hola@ejemplo-agencia.es');
    expect(errors).toEqual([]);
  });
});
