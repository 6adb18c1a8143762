import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { visitSheetTexts } from '../../src/shared/visit-sheet';
import { visitTexts } from '../../src/shared/visits';
import { madridLocalInput } from '../../src/shared/visits-dashboard';
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { outboxArticle, registerSubscribedOwner } from '../support/flows';
import { drawnPng, everyDay, expectNoOverflow } from '../support/visits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

/** The signed PDF and its pages as PNG, for a person to look at. */
const dir = join(projectRoot(), '.tmp/visit-sheet-visitor');

const shot = (page: Page, name: string) => screenshot(page, `parte-visitor-${name}`);

const PAD = '#sign-form [data-pad] canvas';

/** How many pixels of the signing pad hold ink (the canvas is transparent where nothing is drawn). */
const inkedPixels = (page: Page) =>
  page.evaluate((selector) => {
    const canvas = document.querySelector<HTMLCanvasElement>(selector)!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
    return inked;
  }, PAD);

/** A wave across the pad with a finger (touch events through CDP), checking the page does not scroll. */
async function signWithFinger(page: Page, wave = 0) {
  const pad = page.locator(PAD);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (i: number) => ({
    x: box.x + box.width * (0.1 + 0.04 * i),
    y: box.y + box.height * (0.5 + 0.3 * Math.sin(i / 2 + wave)),
  });
  const cdp = await page.context().newCDPSession(page);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 20; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  // The finger on the pad draws; it does not scroll the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // The session is kept until the browser has finished the gesture: detached at once, Chromium
  // 156.0.8078.108 swallowed the next tap (pointerdown and pointerup on the button, no click).
  await page.waitForTimeout(300);
  await cdp.detach();
}

/** Tap targets: every button, radio's label and text field of the page at least 44 px tall. */
async function expectTapTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input[type=text], .choice label')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ what: el.outerHTML.slice(0, 60), height: el.getBoundingClientRect().height }))
      .filter((t) => t.height < 44),
  );
  expect(small).toEqual([]);
}

describe('Parte de visita: the visitor signs on their phone', () => {
  it('the code by e-mail, a wrong DNI kept with its signature, two signers, no JavaScript, the signed copy', {
    timeout: 300_000,
  }, async () => {
    // The agency: billing details, hours, a visit today, confirmed, its sheet opened (API).
    const agent = await openPage(browser, DESKTOP);
    await registerSubscribedOwner(agent.page, 'parte-visitante', 'Pro');
    const origin = new URL(agent.page.url()).origin;
    const post = (url: string, data: unknown) => agent.page.request.post(url, { headers: { origin }, data });
    const put = (url: string, data: unknown) => agent.page.request.put(url, { headers: { origin }, data });
    expect(
      (
        await put('/api/billing/details', {
          legal_name: 'Inmo Sol SL',
          tax_id: 'B12345674',
          address_line: 'Carrer de Colón 1',
          postal_code: '46004',
          city: 'València',
          province: 'Valencia',
        })
      ).status(),
    ).toBe(200);
    const created = await post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso luminoso en Russafa',
      address: 'Carrer de Sueca 24',
      city: 'València',
      published: true,
    });
    expect(created.status()).toBe(201);
    const listing = (await created.json()).listing as { slug: string };
    expect(
      (
        await put('/api/visit-settings', {
          scope: 'agency',
          weeklyHours: everyDay('00:00', '23:30'),
          lengthMinutes: 30,
        })
      ).status(),
    ).toBe(200);
    const { slots } = (await (
      await agent.page.request.get(`/api/public/listings/${listing.slug}/visit-slots`)
    ).json()) as { slots: string[] };
    const today = madridLocalInput(new Date().toISOString()).slice(0, 10);
    const slot = slots.find((s) => madridLocalInput(s).startsWith(today));
    expect(slot, 'a free slot today (Madrid): the test needs the day not to be over').toBeDefined();
    const email = `lucia-parte-${Date.now()}@example.es`;
    const booked = await post(`/api/public/listings/${listing.slug}/visits`, {
      slot,
      name: 'Lucía Ferrer',
      email,
      phone: '612 345 678',
      consent: true,
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const visitId = (await booked.json()).visit.id as string;
    expect((await post(`/api/visits/${visitId}/confirm`, {})).status()).toBe(200);
    const opened = await post(`/api/visits/${visitId}/sheet`, {
      address: {
        street: 'Carrer de Sueca',
        number: '24',
        floor: '3',
        door: 'B',
        postalCode: '46006',
        city: 'València',
      },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const signUrl = (await opened.json()).sheet.signUrl as string;
    const signPath = new URL(signUrl).pathname;
    expect(signPath).toMatch(/^\/parte\/[^/]+$/);

    // 1. The visitor's phone (touch), JavaScript on: what they sign for, then the code.
    const visitor = await openPage(browser, PHONE);
    const { page } = visitor;
    expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0);
    await page.goto(signPath);
    await page.getByRole('heading', { level: 1, name: visitSheetTexts.pageTitle }).waitFor();
    await page.getByText('Carrer de Sueca, 24, 3.º B, 46006 València').waitFor();
    await page.getByText('Inmo Sol SL · NIF B12345674').waitFor();
    await page.getByText('Carrer de Colón 1').waitFor();
    // Two contacts booked: the e-mail is chosen first.
    const toEmail = page.getByRole('radio', { name: /@example\.es/ });
    expect(await toEmail.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /678$/ }).isChecked()).toBe(false);
    await expectAccessible(page);
    await expectNoOverflow(page);
    await expectTapTargets(page);
    await shot(page, '1-code');
    await page.getByRole('button', { name: visitSheetTexts.sendCode }).tap();
    await page.waitForURL(/hecho=enviado/);
    const codeField = page.getByLabel(visitSheetTexts.codeLabel);
    await codeField.waitFor();
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    // The field waiting for the code has the focus (scrolled to, below the sheet's text).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('code');
    await page.getByText(/Te hemos enviado un código a /).waitFor();
    await expectAccessible(page);
    await expectNoOverflow(page);
    await shot(page, '2-code-sent');
    const back = page.url();

    const mail = await outboxArticle(page, email, 'es tu código para firmar el parte de visita');
    const code = /(\d{6}) es tu código/.exec((await mail.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.goto(back);
    await codeField.fill(`${code!.slice(0, 3)} ${code!.slice(3)}`);
    await page.getByRole('button', { name: visitSheetTexts.verify }).tap();
    await page.waitForURL(/hecho=confirmado/);
    await page.getByText(visitSheetTexts.confirmed).waitFor();

    // Name, a DNI with a wrong letter, the first-visit question, a finger signature.
    const name = page.getByLabel(visitTexts.nameLabel);
    const idNumber = page.getByLabel(visitTexts.idLabel);
    await name.fill('Lucía Ferrer Puig');
    await idNumber.fill('12345678A');
    await page.getByRole('radio', { name: visitSheetTexts.firstYes }).check();
    expect(await page.locator('[data-pad]').isVisible()).toBe(true);
    expect(await page.locator('noscript p').count()).toBe(0);
    expect(await inkedPixels(page)).toBe(0);
    await signWithFinger(page);
    expect(await inkedPixels(page)).toBeGreaterThan(500);
    await expectAccessible(page);
    await expectNoOverflow(page);
    await expectTapTargets(page);
    await shot(page, '3-filled');
    await page.getByRole('button', { name: visitSheetTexts.sign }).tap();

    // Back with the DNI's error: the name, the answer and the drawn signature are kept.
    await page.getByText(visitTexts.idLetter).waitFor();
    expect(await idNumber.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('idNumber');
    expect(await name.inputValue()).toBe('Lucía Ferrer Puig');
    expect(await idNumber.inputValue()).toBe('12345678A');
    expect(await page.getByRole('radio', { name: visitSheetTexts.firstYes }).isChecked()).toBe(true);
    expect(await page.locator('#sign-form input[name="signature"]').inputValue()).toMatch(
      /^data:image\/png;base64,/,
    );
    await expect.poll(() => inkedPixels(page)).toBeGreaterThan(500);
    await expectAccessible(page);
    await expectNoOverflow(page);
    await shot(page, '4-dni-error');

    await idNumber.fill('12345678z');
    await page.getByRole('button', { name: visitSheetTexts.sign }).tap();
    await page.waitForURL(/hecho=firmado/);
    await page.getByText(visitSheetTexts.savedSignature).waitFor();
    const signers = page.locator('.signers li');
    expect(await signers.allTextContents()).toEqual(['Lucía Ferrer Puig']);
    // The form is empty again for whoever signs next.
    expect(await name.inputValue()).toBe('');
    expect(await inkedPixels(page)).toBe(0);
    await expectAccessible(page);
    await expectNoOverflow(page);
    await shot(page, '5-first-signed');

    // A second visitor on the same phone, with a NIE.
    await name.fill('Pau Ferrer Puig');
    await idNumber.fill('X1234567L');
    await page.getByRole('radio', { name: visitSheetTexts.firstNo }).check();
    await signWithFinger(page, 1.5);
    expect(await inkedPixels(page)).toBeGreaterThan(500);
    // A finger takes a moment from the pad to the button: a tap right after the stroke's end (as
    // fast as a script sends it) is taken by Chromium as a double tap and clicks nothing.
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: visitSheetTexts.sign }).tap();
    await expect.poll(() => signers.allTextContents()).toEqual(['Lucía Ferrer Puig', 'Pau Ferrer Puig']);
    await page.getByText(visitSheetTexts.handBack).waitFor();
    await shot(page, '6-second-signed');
    expect(visitor.errors).toEqual([]);

    // 2. A desktop without JavaScript: the pad is hidden, said so, and a form without a signature is refused.
    const noScript = await browser.newContext({
      viewport: DESKTOP,
      baseURL: baseURL(),
      locale: 'es-ES',
      javaScriptEnabled: false,
    });
    const plain = await noScript.newPage();
    await plain.goto(signPath);
    // (Playwright's text matching skips <noscript>: its paragraph is read directly.)
    const needsScript = plain.locator('noscript p.error');
    expect(await needsScript.isVisible()).toBe(true);
    expect(await needsScript.textContent()).toBe(visitSheetTexts.needsScript);
    expect(await plain.locator('[data-pad]').isVisible()).toBe(false);
    expect(await plain.getByRole('button', { name: visitSheetTexts.clear }).isVisible()).toBe(false);
    await shot(plain, '7-no-script');
    const fillWithoutSignature = async (p: Page) => {
      await p.getByLabel(visitTexts.nameLabel).fill('Carmen Ruiz');
      await p.getByLabel(visitTexts.idLabel).fill('Y1234567X');
      await p.getByRole('radio', { name: visitSheetTexts.firstNo }).check();
      await p.getByRole('button', { name: visitSheetTexts.sign }).click();
      await p.getByText(visitTexts.signatureRequired).waitFor();
    };
    await fillWithoutSignature(plain);
    expect(await plain.getByLabel(visitTexts.nameLabel).inputValue()).toBe('Carmen Ruiz');
    expect(await plain.getByLabel(visitTexts.idLabel).inputValue()).toBe('Y1234567X');
    expect(await plain.getByRole('radio', { name: visitSheetTexts.firstNo }).isChecked()).toBe(true);
    // The error has the focus (the page starts there, below the sheet's text).
    expect(await plain.locator('#signature-error:focus').count()).toBe(1);
    expect(await plain.locator('.signers li').allTextContents()).toEqual([
      'Lucía Ferrer Puig',
      'Pau Ferrer Puig',
    ]);
    await shot(plain, '8-no-script-error');
    await noScript.close();
    // axe is a script: it runs where only the page's own script is blocked, on the same two pages.
    const probe = await openPage(browser, DESKTOP);
    await probe.page.route('**/parte-firma.js', (route) => route.abort());
    await probe.page.goto(signPath);
    expect(await probe.page.locator('[data-pad]').isVisible()).toBe(false);
    await expectAccessible(probe.page);
    await fillWithoutSignature(probe.page);
    await expectAccessible(probe.page);
    await probe.context.close();

    // 3. The agent signs last (API, their session): the visitor's page says it is closed.
    const agentSignature = await drawnPng(agent.page);
    const closed = await post(`/api/visits/${visitId}/sheet/sign`, {
      signature: agentSignature,
      agentName: 'Joan Ferrer Puig',
    });
    expect(closed.status(), await closed.text()).toBe(200);
    expect((await closed.json()).sheet.status).toBe('signed');
    await page.goto(signPath);
    await page.getByRole('heading', { level: 2, name: visitSheetTexts.doneTitle }).waitFor();
    await page.getByText(visitSheetTexts.doneBody).waitFor();
    expect(await page.locator('#sign-form').count()).toBe(0);
    await expectAccessible(page);
    await expectNoOverflow(page);
    await shot(page, '9-closed');

    // The visitor's copy: an e-mail with the signed PDF attached.
    const copy = await outboxArticle(page, email, 'Tu parte de visita firmado');
    const attachment = copy.locator('a[data-attachment="application/pdf"]');
    expect(await attachment.count()).toBe(1);
    const pdf = await page.request.get((await attachment.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'parte.pdf'), bytes);
    // Two pages (the sheet and its audit page), drawn to PNG for a person to look at.
    execFileSync('pdftoppm', ['-png', '-r', '80', join(dir, 'parte.pdf'), join(dir, 'page')]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(2);
    expect(visitor.errors).toEqual([]);
    expect(agent.errors).toEqual([]);
    await visitor.context.close();
    await agent.context.close();
  });
});
