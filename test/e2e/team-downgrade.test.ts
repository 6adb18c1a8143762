import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTexts } from '../../src/shared/team';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, newEmail, registerSubscribedOwner } from '../support/flows';
import { addAgentInDatabase, ownPostgresAppServer } from '../support/postgres-app-server';

// A server of its own on PostgreSQL: agents join straight in the database (how an invitation
// ends; team.test.ts runs the invitation), and a smaller plan "arrives anyway" there too.
const ctx = ownPostgresAppServer('downgrade');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const addAgent = (agencyId: string, name: string, email: string) =>
  addAgentInDatabase(ctx.sql, agencyId, { name, email });

/** A Pro agency with two agents; the owner is Marta. */
async function proAgencyWithTwoAgents(page: Page, w: number) {
  await registerSubscribedOwner(page, `bajada-${w}`, 'Pro');
  const me = await (await page.request.get('/api/me')).json();
  await ctx.sql.query(
    "update users set name = 'Marta Dueña' where id = (select owner_user_id from agencies where id = $1)",
    [me.agency.id],
  );
  await ctx.sql.query("update agencies set name = 'Inmobiliaria Turia' where id = $1", [me.agency.id]);
  const agents = [
    { name: 'Lucía Ferrer', email: newEmail(`lucia-${w}`) },
    { name: 'Pablo Soler', email: newEmail(`pablo-${w}`) },
  ];
  for (const a of agents) await addAgent(me.agency.id, a.name, a.email);
  return { agencyId: me.agency.id as string, agents };
}

async function openChangeToPlus(page: Page) {
  await page.goto('/dashboard/settings#subscription-section');
  await page.getByRole('button', { name: 'Cambiar de plan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cambiar a Plus' }).click();
  await expect
    .poll(() => dialog.getByRole('heading', { name: 'El plan Plus incluye 1 usuario' }).isVisible())
    .toBe(true);
  return dialog;
}

describe('a downgrade below the seats in use', () => {
  it('explains who holds the seats and what to do, is refused until agents go, then goes through', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const w = viewport.width;
      const owner = await openPage(browser, viewport, ctx.server.baseURL);
      const { page } = owner;
      const { agents } = await proAgencyWithTwoAgents(page, w);

      const dialog = await openChangeToPlus(page);
      await expect
        .poll(() => dialog.getByText(teamTexts.downgradeBlocked(3, 'Plus', 1)).isVisible())
        .toBe(true);
      const holders = dialog.getByTestId('seats-holders');
      for (const a of agents) {
        await expect.poll(() => holders.getByText(a.name).isVisible()).toBe(true);
        await expect.poll(() => holders.getByText(a.email, { exact: false }).isVisible()).toBe(true);
      }
      await expect
        .poll(() =>
          dialog.getByText(/quita del equipo 2 agentes o invitaciones en Configuración → Equipo/).isVisible(),
        )
        .toBe(true);
      await screenshot(page, 'downgrade-seats-dialog', dialog);
      await expectAccessible(page);

      // Confirming anyway: the server refuses, in Spanish, and the plan stays Pro.
      await dialog.getByRole('button', { name: 'Cambiar a Plus' }).click();
      await expect
        .poll(() => page.getByText(teamTexts.downgradeBlocked(3, 'Plus', 1)).count())
        .toBeGreaterThanOrEqual(2);
      await screenshot(page, 'downgrade-seats-refused', page.locator('[data-sonner-toast]').first());
      const sub = await (
        await page.request.post('/api/billing/check-subscription', {
          headers: { origin: ctx.server.baseURL },
        })
      ).json();
      expect(sub.plan_code).toBe('pro');

      // The owner removes both agents in Equipo, comes back and the change goes through.
      await dialog.getByRole('link', { name: 'Ir a Equipo' }).click();
      const team = page.getByRole('region', { name: 'Equipo' });
      for (const a of agents) {
        const member = team.getByTestId('team-member').filter({ hasText: a.email });
        await member.getByRole('button', { name: 'Eliminar' }).click();
        const confirm = page.getByRole('alertdialog', { name: '¿Eliminar a este agente?' });
        await confirm.getByRole('button', { name: 'Eliminar agente' }).click();
        await expect.poll(() => member.count()).toBe(0);
      }
      await expect.poll(() => team.getByTestId('team-seats').textContent()).toBe('1 de 3 usuarios');
      await page.getByRole('button', { name: 'Cambiar de plan' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cambiar a Plus' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect
        .poll(
          async () =>
            (
              await (
                await page.request.post('/api/billing/check-subscription', {
                  headers: { origin: ctx.server.baseURL },
                })
              ).json()
            ).plan_code,
        )
        .toBe('plus');

      expect(owner.errors).toEqual([]);
      await owner.context.close();
    }
  });
});

describe('an agent paused by a smaller plan', () => {
  it('sees why their access is paused and whom to ask, not broken screens', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const w = viewport.width;
      const owner = await openPage(browser, viewport, ctx.server.baseURL);
      const { agencyId, agents } = await proAgencyWithTwoAgents(owner.page, w);
      const [{ email: ownerEmail }] = (
        await ctx.sql.query(
          'select u.email from users u join agencies a on a.owner_user_id = u.id where a.id = $1',
          [agencyId],
        )
      ).rows as [{ email: string }];
      // A smaller plan that arrives anyway (the provider's portal, an ended subscription).
      await ctx.sql.query("update subscriptions set plan_code = 'plus' where agency_id = $1", [agencyId]);

      const agent = await openPage(browser, viewport, ctx.server.baseURL);
      await agent.page.goto('/auth/login');
      await fillLogin(agent.page, agents[1]!.email, 'secreto-123');
      const paused = agent.page.getByTestId('seat-paused');
      await expect.poll(() => paused.isVisible()).toBe(true);
      await expect
        .poll(() => paused.getByRole('heading', { name: 'Tu acceso está en pausa' }).isVisible())
        .toBe(true);
      const text = await paused.textContent();
      expect(text).toContain('El plan Plus de Inmobiliaria Turia incluye 1 usuario');
      expect(text).toContain(`pide a Marta Dueña (${ownerEmail}), propietario de la agencia`);
      await screenshot(agent.page, 'agent-seat-paused');
      await expectAccessible(agent.page);

      // Once the plan has the seats again, the same page lets them in.
      await ctx.sql.query("update subscriptions set plan_code = 'pro' where agency_id = $1", [agencyId]);
      await paused.getByRole('button', { name: 'Reintentar' }).click();
      await expect.poll(() => paused.count()).toBe(0);
      expect((await agent.page.request.get('/api/listings')).status()).toBe(200);
      await screenshot(agent.page, 'agent-seat-back');

      // Paused again while working: the next screen's call flips the page to the explanation.
      await ctx.sql.query("update subscriptions set plan_code = 'plus' where agency_id = $1", [agencyId]);
      if (viewport.width < 768) await agent.page.getByRole('button', { name: 'Abrir menú' }).click();
      await agent.page.getByRole('link', { name: 'Leads' }).last().click();
      await expect.poll(() => paused.isVisible()).toBe(true);

      expect(agent.errors).toEqual([]);
      await owner.context.close();
      await agent.context.close();
    }
  });
});
