import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitManageTexts } from '../../src/shared/visits';
import { type AppServer, startAppServer } from '../support/app-server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, outboxArticle, registerSubscribedOwner } from '../support/flows';
import { everyDay } from '../support/visits';

/**
 * After the visit (issue 30): an hour after a confirmed visit ends, the visitor is e-mailed for
 * their opinion; they rate it on their phone and the agent sees it on Visitas. The visit is booked
 * and confirmed for real, then the server is stopped and the visit's time moved into the past in
 * its database (the only way to be "after" a visit without waiting for it), and started again:
 * the reminders' sweep it queues at start sends the opinion request.
 */
const VISITOR = { name: 'Gumersinda Olmedo Rius', email: 'gumersinda.opinion@example.es' };

let browser: Browser;
let app: AppServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'escaparate-e2e-feedback-'));
  [browser, app] = await Promise.all([launchBrowser(), startAppServer({ DATA_DIR: dataDir })]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the visitor’s opinion after the visit', () => {
  it('is asked by e-mail, given on a phone, and shown to the agent', async () => {
    const agent = await openPage(browser, DESKTOP, app.baseURL);
    const account = await registerSubscribedOwner(agent.page, 'opinion');
    const origin = app.baseURL;
    const post = (url: string, data: unknown) => agent.page.request.post(url, { headers: { origin }, data });
    const created = await post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Ático con terraza en Chamberí',
      address: 'Calle de Fuencarral 120',
      city: 'Madrid',
      published: true,
    });
    expect(created.status()).toBe(201);
    const { listing } = await created.json();
    const hours = await agent.page.request.put('/api/visit-settings', {
      headers: { origin },
      data: { scope: 'agency', weeklyHours: everyDay('09:00', '21:00'), lengthMinutes: 30 },
    });
    expect(hours.status()).toBe(200);
    const { slots } = await (
      await agent.page.request.get(`/api/public/listings/${listing.slug}/visit-slots`)
    ).json();
    const booked = await post(`/api/public/listings/${listing.slug}/visits`, {
      slot: slots[0],
      name: VISITOR.name,
      email: VISITOR.email,
      consent: true,
    });
    expect(booked.status()).toBe(201);
    const { visit, manageToken } = await booked.json();
    expect((await post(`/api/visits/${visit.id}/confirm`, {})).status()).toBe(200);
    await agent.context.close();

    // The visit took place: it ended two hours ago.
    await app.stop();
    const db = new PGlite(join(dataDir, 'pglite'));
    await db.query(
      `update visits set start_at = now() - interval '150 minutes', end_at = now() - interval '120 minutes' where id = $1`,
      [visit.id],
    );
    // The stopped server left its next sweep queued 5 minutes ahead: the one the new server
    // queues at start would wait behind it (one sweep queued at most), so it goes.
    await db.query(`delete from pgboss.job where name = 'visit-reminders' and state = 'created'`);
    await db.close();
    app = await startAppServer({ DATA_DIR: dataDir });

    // The opinion request arrives (the sweep the server starts with), with the visitor's link.
    const phone = await openPage(browser, PHONE, app.baseURL);
    const mail = await outboxArticle(
      phone.page,
      VISITOR.email,
      '¿Qué te pareció Ático con terraza en Chamberí',
    );
    const href = await mail.locator('a[href*="/opinion"]').first().getAttribute('href');
    expect(href).toContain(`/visita/${manageToken}/opinion`);
    await phone.page.goto(new URL(href!).pathname);
    await expect
      .poll(() => phone.page.getByRole('heading', { name: visitManageTexts.feedbackTitle }).isVisible())
      .toBe(true);
    await screenshot(phone.page, 'visit-feedback-form');
    await expectAccessible(phone.page);
    await phone.page.getByLabel('4').check();
    await phone.page.getByLabel(visitManageTexts.commentLabel).fill('Muy luminoso; la cocina, algo pequeña.');
    await phone.page.getByRole('button', { name: visitManageTexts.feedbackSubmit }).click();
    await expect.poll(() => phone.page.getByText(visitManageTexts.feedbackThanks).isVisible()).toBe(true);
    await screenshot(phone.page, 'visit-feedback-thanks');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // The agent reads it on Visitas → Pasadas.
    const desk = await openPage(browser, DESKTOP, app.baseURL);
    await desk.page.goto('/auth/login');
    await fillLogin(desk.page, account.email, account.password);
    await desk.page.waitForURL('**/dashboard');
    await desk.page.goto('/dashboard/visits?when=past');
    await expect
      .poll(() => desk.page.getByText('Muy luminoso; la cocina, algo pequeña.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => desk.page.getByText('4/5').first().isVisible()).toBe(true);
    await screenshot(desk.page, 'visit-feedback-dashboard');
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
});
