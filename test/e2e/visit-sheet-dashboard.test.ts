import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { visitSheetTexts } from '../../src/shared/visit-sheet';
import { madridLocalInput } from '../../src/shared/visits-dashboard';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE } from '../support/browser';
import { outboxArticle, registerSubscribedOwner } from '../support/flows';
import { drawnPng, everyDay, expectNoOverflow } from '../support/visits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

const dir = join(projectRoot(), '.tmp/visit-sheet-dashboard');

/** Screenshots for a person to look at: .tmp/visit-sheet-dashboard/<name>-<width>.png. */
async function shot(page: Page, name: string) {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`),
    fullPage: true,
  });
}

/** Draws a wave across the pad: with a finger (touch events) on a phone, with the mouse otherwise. */
async function drawOn(page: Page, touch: boolean) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (i: number) => ({
    x: box.x + box.width * (0.1 + 0.04 * i),
    y: box.y + box.height * (0.5 + 0.25 * Math.sin(i / 2)),
  });
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
    for (let i = 1; i <= 20; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
    // Drawing does not scroll the page (before the finger lifts: then the hint under the button goes).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(at(0).x, at(0).y);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) await page.mouse.move(at(i).x, at(i).y);
    await page.mouse.up();
  }
}

describe('Parte de visita in the dashboard', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const w = viewport.width;
    it(`at ${w} px: blocked without billing details, the address checked, opened, a new QR, a visitor signs, the agent signs, the PDF`, {
      timeout: 240_000,
    }, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await registerSubscribedOwner(page, `parte-${w}`, 'Pro');
      const origin = new URL(page.url()).origin;
      const post = (url: string, data: unknown) => page.request.post(url, { headers: { origin }, data });
      const created = await post('/api/listings', {
        energyStatus: 'in_progress',
        title: `Piso con terraza en Ruzafa ${w}`,
        address: 'Carrer de Sueca 24',
        city: 'València',
        published: true,
      });
      expect(created.status()).toBe(201);
      const listing = (await created.json()).listing as { id: string; slug: string };
      const hours = await page.request.put('/api/visit-settings', {
        headers: { origin },
        data: { scope: 'agency', weeklyHours: everyDay('00:00', '23:30'), lengthMinutes: 30 },
      });
      expect(hours.status()).toBe(200);

      // A visit today (the sheet opens on the visit's day), booked and confirmed.
      const { slots } = (await (
        await page.request.get(`/api/public/listings/${listing.slug}/visit-slots`)
      ).json()) as { slots: string[] };
      const today = madridLocalInput(new Date().toISOString()).slice(0, 10);
      const slot = slots.find((s) => madridLocalInput(s).startsWith(today));
      expect(slot, 'a free slot today (Madrid): the test needs the day not to be over').toBeDefined();
      const email = `marta-${w}@example.es`;
      const booked = await post(`/api/public/listings/${listing.slug}/visits`, {
        slot,
        name: 'Marta Soler',
        email,
        phone: '',
        consent: true,
      });
      expect(booked.status()).toBe(201);
      const visitId = (await booked.json()).visit.id as string;
      expect((await post(`/api/visits/${visitId}/confirm`, {})).status()).toBe(200);

      // Visitas → Hoy: the confirmed visit's card leads to its sheet.
      await page.goto('/dashboard/visits?when=today');
      const card = page.getByRole('article').filter({ hasText: 'Marta Soler' });
      await card.getByRole('link', { name: visitSheetTexts.open }).click();
      await page.waitForURL(`**/dashboard/visits/${visitId}/parte`);
      await page.getByRole('heading', { level: 1, name: visitSheetTexts.openTitle }).waitFor();

      // No billing details yet: said, with the way to Configuración → Facturación.
      await page.getByText(visitSheetTexts.missingIdentity).waitFor();
      await page.getByText(`Piso con terraza en Ruzafa ${w}`).waitFor();
      expect(
        await page.getByRole('link', { name: 'Ir a Configuración → Facturación' }).getAttribute('href'),
      ).toBe('/dashboard/settings#billing-section');
      expect(await page.getByRole('button', { name: visitSheetTexts.start }).count()).toBe(0);
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, '1-blocked');
      const billing = await page.request.put('/api/billing/details', {
        headers: { origin },
        data: {
          legal_name: 'Inmo Sol SL',
          tax_id: 'B12345674',
          address_line: 'Carrer de Colón 1',
          postal_code: '46004',
          city: 'València',
          province: 'Valencia',
        },
      });
      expect(billing.status()).toBe(200);

      // The exact address: prefilled from the listing, checked before it is sent.
      await page.reload();
      const street = page.getByLabel(visitSheetTexts.street);
      await street.waitFor();
      expect(await street.inputValue()).toContain('Sueca');
      await street.fill('Carrer de Sueca');
      await page.getByLabel(visitSheetTexts.number).fill('24');
      await page.getByLabel(visitSheetTexts.floor).fill('3º');
      await page.getByLabel(visitSheetTexts.door).fill('B');
      await page.getByLabel(visitSheetTexts.postalCode).fill('460');
      await page.getByLabel(visitSheetTexts.city).fill('València');
      await page.getByRole('button', { name: visitSheetTexts.start }).click();
      await page.getByText(visitSheetTexts.postalCodeFormat).waitFor();
      expect(await page.getByLabel(visitSheetTexts.postalCode).getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, '2-address-error');
      await page.getByLabel(visitSheetTexts.postalCode).fill('46006');
      const opening = page.waitForResponse(
        (r) => r.url().endsWith(`/api/visits/${visitId}/sheet`) && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: visitSheetTexts.start }).click();
      const opened = await opening;
      expect(opened.status(), await opened.text()).toBe(200);

      // Open: the QR (an image, the server's SVG), the same link for this phone, nobody signed yet.
      const qr = page.getByTestId('sheet-qr');
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('sheet-scan-title');
      await page.getByText(visitSheetTexts.waiting).waitFor();
      await page.getByText('Carrer de Sueca 24, 3º B, 46006 València').waitFor();
      const here = page.getByRole('link', { name: visitSheetTexts.openHere });
      const firstLink = (await here.getAttribute('href'))!;
      expect(firstLink).toMatch(/\/parte\/[^/]+$/);
      expect(await page.getByRole('button', { name: visitSheetTexts.agentSign }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, '3-open');

      // A new code: the old link stops working.
      await page.getByRole('button', { name: visitSheetTexts.newLink }).click();
      await expect.poll(() => here.getAttribute('href')).not.toBe(firstLink);
      const link = (await here.getAttribute('href'))!;
      expect((await page.request.get(new URL(firstLink, origin).pathname)).status()).toBe(404);
      const token = new URL(link, origin).pathname;

      // The visitor, on their phone: a code to their e-mail, confirmed, then name, DNI and signature.
      const visitor = await openPage(browser, PHONE);
      const form = (data: Record<string, string>) =>
        visitor.page.request.post(token, { headers: { origin }, form: data, maxRedirects: 0 });
      expect((await form({ action: 'send', to: 'email' })).status()).toBe(303);
      const mail = await outboxArticle(visitor.page, email, 'es tu código para firmar el parte de visita');
      const code = /(\d{6}) es tu código/.exec((await mail.textContent()) ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect((await form({ action: 'verify', code: code! })).status()).toBe(303);
      const signature = await drawnPng(visitor.page);
      expect(
        (
          await form({
            action: 'sign',
            name: 'Marta Soler Ribes',
            idNumber: '12345678Z',
            firstVisit: 'yes',
            signature,
          })
        ).status(),
      ).toBe(303);
      await visitor.context.close();

      // The agent's screen follows: the signer and the confirmed contact appear by themselves.
      const signer = page.getByTestId('sheet-signer');
      await expect.poll(() => signer.count(), { timeout: 10_000 }).toBe(1);
      expect(await signer.textContent()).toContain('Marta Soler Ribes');
      expect(await signer.textContent()).toContain('12345678Z');
      expect(await signer.textContent()).toContain('Sí');
      await page.getByText(/^Contacto confirmado: /).waitFor();
      expect(await page.getByRole('button', { name: visitSheetTexts.agentSign }).isDisabled()).toBe(true);

      // The agent signs (a finger on the phone, the mouse on the desktop) and closes the sheet.
      await drawOn(page, viewport === PHONE);
      expect(await page.getByRole('button', { name: visitSheetTexts.agentSign }).isDisabled()).toBe(false);
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, '4-signers-and-signature');
      // This account has no name: the sheet names its agent, so it asks before signing.
      await page.getByRole('button', { name: visitSheetTexts.agentSign }).click();
      await page.getByText(visitSheetTexts.agentNameRequired).waitFor();
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, '4b-agent-name-asked');
      await page.getByLabel(visitSheetTexts.agentNameLabel).fill('Joan Ferrer Puig');
      await page.getByRole('button', { name: visitSheetTexts.agentSign }).click();

      // Signed: the fingerprint, the agent, and the PDF.
      await page.getByRole('heading', { name: visitSheetTexts.signedTitle }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('sheet-signed-title');
      expect(await page.getByTestId('sheet-sha256').textContent()).toMatch(/^[0-9a-f]{64}$/);
      expect(await page.getByTestId('sheet-signer').count()).toBe(1);
      expect(await page.getByTestId('sheet-qr').count()).toBe(0);
      const pdfHref = (await page
        .getByRole('link', { name: visitSheetTexts.download })
        .getAttribute('href'))!;
      // Once more on a reset socket: a keep-alive connection the server closed as it idled (5 s)
      // can be picked for the request just as it goes; a GET is safe to repeat.
      const pdf = await page.request.get(pdfHref).catch(() => page.request.get(pdfHref));
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = await pdf.body();
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `parte-${w}.pdf`), bytes);
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, '5-signed');

      // The sheet's state survives a reload, and the visit's card still leads to it.
      await page.reload();
      await page.getByRole('heading', { name: visitSheetTexts.signedTitle }).waitFor();
      expect(errors).toEqual([]);
    });
  }
});
