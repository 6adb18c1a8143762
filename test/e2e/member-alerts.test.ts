import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../support/activity';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, newEmail, outboxArticle, registerSubscribedOwner } from '../support/flows';
import { addAgentInDatabase, ownPostgresAppServer } from '../support/postgres-app-server';

const IPHONE = USER_AGENTS.mobile;

// A server of its own on PostgreSQL: the agent joins the agency straight in the database.
const ctx = ownPostgresAppServer('member_alerts');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

const mySwitch = (page: Page) =>
  page.getByRole('region', { name: 'Mis avisos' }).getByRole('switch', { name: 'Escaneos de mis inmuebles' });

describe("an agent's own scan alerts", () => {
  it('their copy unsubscribes them alone, signed out; "Mis avisos" shows it and switches it back on', async () => {
    const origin = ctx.server.baseURL;
    const owner = await openPage(browser, DESKTOP, origin);
    const { page } = owner;
    await registerSubscribedOwner(page, 'avisos-agente', 'Pro');
    const me = await (await page.request.get('/api/me')).json();
    const agencyEmail = newEmail('oficina-avisos');
    await page.request.put('/api/agency', {
      headers: { origin },
      data: { name: 'Inmobiliaria Turia', phone: '963 000 111', email: agencyEmail },
    });
    const prefs = await page.request.put('/api/notification-preferences', {
      headers: { origin },
      data: { leads_email: true, scans_email: true, daily_summary: true, weekly_summary: true },
    });
    expect(prefs.status()).toBe(200);
    const agentEmail = newEmail('lucia-avisos');
    await addAgentInDatabase(ctx.sql, me.agency.id, { name: 'Lucía Ferrer', email: agentEmail });
    const { members } = await (await page.request.get('/api/agency-members')).json();
    const lucia = members.find((m: { email: string }) => m.email === agentEmail);
    const created = await page.request.post('/api/listings', {
      headers: { origin },
      data: {
        energyStatus: 'in_progress',
        title: 'Piso con terraza en Ruzafa',
        city: 'València',
        published: true,
        assignedMemberId: lucia.id,
      },
    });
    expect(created.status()).toBe(201);
    const { listing } = await created.json();
    const scan = await page.request.get(`/q/${listing.qrCode}`, {
      maxRedirects: 0,
      headers: { 'user-agent': IPHONE },
    });
    expect(scan.status()).toBe(302);

    // Lucía's copy arrives (two seconds after the scan here, an hour in production).
    const copy = await outboxArticle(page, agentEmail, 'escaneado');
    // One copy for her, as for the agency.
    expect(
      await page
        .locator('article', { hasText: `Para: ${agentEmail}` })
        .filter({ hasText: 'escaneado' })
        .count(),
    ).toBe(1);
    expect(await copy.textContent()).toContain('Darte de baja solo desactiva tus avisos');
    const unsubscribe = (await copy.locator('a[href*="/email/unsubscribe"]').first().getAttribute('href'))!;

    // Signed out, as from a mail app, at both widths: it asks about her alerts, not the agency's.
    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await openPage(browser, viewport, origin);
      await visitor.page.goto(unsubscribe);
      await visitor.page
        .getByText(
          '¿Quieres dejar de recibir los avisos de escaneos de los inmuebles que tienes asignados en Inmobiliaria Turia?',
        )
        .waitFor();
      await screenshot(visitor.page, 'member-unsubscribe');
      await expectAccessible(visitor.page);
      if (viewport === DESKTOP) {
        await visitor.page.getByRole('button', { name: 'Darme de baja' }).click();
        await visitor.page.getByRole('heading', { name: 'Te has dado de baja' }).waitFor();
        expect(await visitor.page.getByText('la agencia sigue recibiendo los suyos').isVisible()).toBe(true);
        const link = visitor.page.getByRole('link', { name: 'Ir a Configuración → Mis avisos' });
        expect(await link.getAttribute('href')).toBe('/dashboard/settings#member-alerts-section');
        await screenshot(visitor.page, 'member-unsubscribed');
      }
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }

    // The agency's own preference is untouched.
    await page.goto('/dashboard/settings');
    const agencySwitch = page
      .getByRole('region', { name: 'Notificaciones' })
      .getByRole('switch', { name: 'Escaneos por e-mail' });
    await expect.poll(() => agencySwitch.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');

    // Lucía signs in: "Mis avisos" shows her switch off; she turns it back on, and it stays.
    for (const viewport of [PHONE, DESKTOP]) {
      const agent = await openPage(browser, viewport, origin);
      await agent.page.goto('/auth/login');
      await fillLogin(agent.page, agentEmail, 'secreto-123');
      await agent.page.waitForURL('**/dashboard');
      await agent.page.goto('/dashboard/settings#member-alerts-section');
      const region = agent.page.getByRole('region', { name: 'Mis avisos' });
      const expected = viewport === PHONE ? 'false' : 'true';
      await expect
        .poll(() => mySwitch(agent.page).getAttribute('aria-checked'), { timeout: 15_000 })
        .toBe(expected);
      await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(agent.page, 'member-alerts-settings', region);
      await expectAccessible(agent.page);
      if (viewport === PHONE) {
        await mySwitch(agent.page).click();
        await expect.poll(() => agent.page.getByText('Aviso guardado').isVisible()).toBe(true);
        await agent.page.reload();
        await expect
          .poll(() => mySwitch(agent.page).getAttribute('aria-checked'), { timeout: 15_000 })
          .toBe('true');
      }
      // The owner's settings are not an agent's: no Notificaciones region here.
      expect(await agent.page.getByRole('region', { name: 'Notificaciones' }).count()).toBe(0);
      expect(agent.errors).toEqual([]);
      await agent.context.close();
    }
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
