import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitLogCardTexts, visitLogPageTexts } from '../../src/shared/visit-links';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { registerSubscribedOwner } from '../support/flows';
import { everyDay } from '../support/visits';

const TITLE = 'Dúplex con patio en Lavapiés';
const VISITOR = {
  name: 'Gumersinda Olmedo Rius',
  email: 'gumersinda.olmedo@example.es',
  phone: '+34 699 111 222',
};

let browser: Browser;
let owner: Page;
let listing: { id: string; slug: string };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The dialog of the listing card's "Visitas" button, opened. */
async function openVisitLog(page: Page) {
  await page.goto('/dashboard/listings');
  const card = page.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: visitLogCardTexts.open }).click();
  const dialog = page.getByRole('dialog', { name: visitLogCardTexts.openTitle });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

/** The owner opens the link without signing in: the log, and nothing of who visited. */
async function ownerOpens(url: string, viewport: typeof PHONE) {
  const { page, context, errors } = await openPage(browser, viewport);
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['referrer-policy']).toBe('no-referrer');
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: visitLogPageTexts.title(TITLE) }).isVisible())
    .toBe(true);
  const text = (await page.locator('body').textContent()) ?? '';
  const html = await page.content();
  expect(text).toContain('Visitas pedidas: 1');
  expect(text).toContain('Pendiente de confirmar');
  for (const value of [VISITOR.name, 'Gumersinda', VISITOR.email, VISITOR.phone, '699111222'])
    expect(html).not.toContain(value);
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  await screenshot(page, 'visit-log-page');
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
}

describe('the owner visit log link (issue 30)', () => {
  it('an agency with a listing that has one booked visit', async () => {
    const opened = await openPage(browser, DESKTOP);
    owner = opened.page;
    await registerSubscribedOwner(owner, 'visit-links');
    const origin = new URL(owner.url()).origin;
    const res = await owner.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: TITLE,
        address: 'Calle del Ave María 20',
        city: 'Madrid',
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    listing = (await res.json()).listing;
    const hours = await owner.request.put('/api/visit-settings', {
      headers: { origin },
      data: { scope: 'agency', weeklyHours: everyDay('10:00', '20:00'), lengthMinutes: 30 },
    });
    expect(hours.status()).toBe(200);
    const { slots } = await (
      await owner.request.get(`/api/public/listings/${listing.slug}/visit-slots`)
    ).json();
    const booked = await owner.request.post(`/api/public/listings/${listing.slug}/visits`, {
      headers: { origin },
      data: { ...VISITOR, slot: slots[0], consent: true },
    });
    expect(booked.status()).toBe(201);
  }, 120_000);

  it('390 px: creates the link on the listing card and the owner opens it', async () => {
    await owner.setViewportSize(PHONE);
    const dialog = await openVisitLog(owner);
    await expect.poll(() => dialog.getByText(visitLogCardTexts.none).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: visitLogCardTexts.create }).click();
    const field = dialog.getByTestId('visit-log-url');
    await expect.poll(() => field.isVisible()).toBe(true);
    const url = await field.inputValue();
    expect(url).toContain(`/registro-visitas/${listing.id}.`);
    await screenshot(owner, 'visit-log-card', dialog);
    await ownerOpens(url, PHONE);
  });

  it('1280 px: changes the link (the old one is dead), opens it, then stops sharing', async () => {
    await owner.setViewportSize(DESKTOP);
    const dialog = await openVisitLog(owner);
    const field = dialog.getByTestId('visit-log-url');
    await expect.poll(() => field.isVisible()).toBe(true);
    const before = await field.inputValue();
    await dialog.getByRole('button', { name: visitLogCardTexts.rotate }).click();
    const confirm = owner.getByRole('alertdialog', { name: visitLogCardTexts.rotateTitle });
    await confirm.getByRole('button', { name: visitLogCardTexts.rotate }).click();
    await expect.poll(() => field.inputValue()).not.toBe(before);
    const url = await field.inputValue();
    await screenshot(owner, 'visit-log-card', dialog);
    expect((await owner.request.get(before)).status()).toBe(404);
    await ownerOpens(url, DESKTOP);

    await dialog.getByRole('button', { name: visitLogCardTexts.stop }).click();
    await owner
      .getByRole('alertdialog', { name: visitLogCardTexts.stopTitle })
      .getByRole('button', { name: visitLogCardTexts.stop })
      .click();
    await expect
      .poll(() => dialog.getByRole('button', { name: visitLogCardTexts.create }).isVisible())
      .toBe(true);
    const dead = await owner.request.get(url);
    expect(dead.status()).toBe(404);
    expect(await dead.text()).toContain(visitLogPageTexts.notFoundTitle);
  });

  it('the owner calendar URL lists the booked visit (the agency calendar), parsed by a real iCalendar reader', async () => {
    const { url } = await (await owner.request.get('/api/visit-calendar')).json();
    const res = await owner.request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([`Visita: ${TITLE}`]);
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(events[0]!.description).toContain(VISITOR.name);
  });
});
