import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { mailLink, newEmail, registerSubscribedOwner } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a team: the owner invites an agent, the agent works, the owner removes them', () => {
  it('runs from the invitation e-mail to the agent’s session ending', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const owner = await openPage(browser, viewport);
      await registerSubscribedOwner(owner.page, `equipo-${viewport.width}`, 'Pro');
      await owner.page.goto('/dashboard/settings#team-section');
      const team = owner.page.getByRole('region', { name: 'Equipo' });
      await expect.poll(() => team.getByTestId('team-seats').textContent()).toBe('1 de 3 usuarios');

      const agentEmail = newEmail(`agente-${viewport.width}`);
      await team.getByLabel('E-mail del agente').fill(agentEmail);
      await team.getByRole('button', { name: 'Invitar agente' }).click();
      await expect
        .poll(() => owner.page.getByText(`Invitación enviada a ${agentEmail}`).isVisible())
        .toBe(true);
      await expect.poll(() => team.getByTestId('team-seats').textContent()).toBe('2 de 3 usuarios');
      await expect
        .poll(() => team.getByTestId('team-invitation').filter({ hasText: agentEmail }).isVisible())
        .toBe(true);
      await team.scrollIntoViewIfNeeded();
      await screenshot(owner.page, 'team-settings', team);
      await expectAccessible(owner.page);

      // The agent opens the e-mailed link (read from the outbox) and creates their account.
      const agent = await openPage(browser, viewport);
      const link = await mailLink(agent.page, agentEmail, '/auth/invitation');
      // Nothing the app asks for on the way in fails (the used invitation was asked again: 409).
      const refused: string[] = [];
      agent.page.on('response', (r) => {
        if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      await agent.page.goto(link);
      await expect
        .poll(() => agent.page.getByTestId('invitation-email').textContent())
        .toBe(`Invitación para ${agentEmail}`);
      await screenshot(agent.page, 'team-invitation-page');
      await expectAccessible(agent.page);
      await agent.page.getByLabel('Tu nombre').fill('Lucía Agente');
      await agent.page.getByLabel('Elige una contraseña').fill('secreto-123');
      await agent.page.getByLabel('He leído y acepto los Términos y la Política de privacidad').check();
      await agent.page.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
      await agent.page.waitForURL('**/dashboard');
      await expect
        .poll(() => agent.page.getByRole('heading', { name: 'Hola, bienvenido a Escaparate' }).isVisible())
        .toBe(true);
      // The agency's figures, not the loading placeholders.
      await expect.poll(() => agent.page.getByText('Cargando tu agencia...').isVisible()).toBe(false);
      await expect.poll(() => agent.page.locator('.animate-pulse').count()).toBe(0);
      await screenshot(agent.page, 'team-agent-dashboard');
      expect(refused).toEqual([]);
      // No console warning on the way (React Router's missing HydrateFallback, among others).
      expect(agent.warnings).toEqual([]);

      // What the role allows: listings and leads yes; the agency's settings, team and billing no.
      const created = await agent.page.request.post('/api/listings', {
        headers: { origin: new URL(agent.page.url()).origin },
        data: {
          energyStatus: 'in_progress',
          title: `Piso de Lucía ${viewport.width}`,
          price: '180000',
          city: 'Valencia',
        },
      });
      expect(created.status()).toBe(201);
      await agent.page.goto('/dashboard/settings');
      await expect
        .poll(() => agent.page.getByRole('heading', { name: 'Tu rol en la agencia' }).isVisible())
        .toBe(true);
      expect(await agent.page.getByRole('heading', { name: 'Datos de la agencia' }).count()).toBe(0);
      expect(await agent.page.getByRole('region', { name: 'Equipo' }).count()).toBe(0);
      expect(await agent.page.getByRole('button', { name: 'Cambiar de plan' }).count()).toBe(0);
      await screenshot(agent.page, 'team-agent-settings');
      await expectAccessible(agent.page);
      await agent.page.goto('/debug/db');
      await expect
        .poll(() =>
          agent.page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }).isVisible(),
        )
        .toBe(true);
      await screenshot(agent.page, 'team-agent-no-permission');

      // The owner sees the agent in the team and removes them, after confirming.
      await owner.page.reload();
      const member = team.getByTestId('team-member').filter({ hasText: agentEmail });
      await expect.poll(() => member.getByText('Agente', { exact: true }).isVisible()).toBe(true);
      await member.getByRole('button', { name: 'Eliminar' }).click();
      const confirm = owner.page.getByRole('alertdialog', { name: '¿Eliminar a este agente?' });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      await screenshot(owner.page, 'team-remove-confirm', confirm);
      await confirm.getByRole('button', { name: 'Eliminar agente' }).click();
      await expect.poll(() => owner.page.getByText('Agente eliminado del equipo').isVisible()).toBe(true);
      await expect.poll(() => team.getByTestId('team-seats').textContent()).toBe('1 de 3 usuarios');

      // The agent's next request lands on sign-in; their listing stays with the agency.
      await agent.page.goto('/dashboard/listings');
      await agent.page.waitForURL('**/auth/login**');
      await owner.page.goto('/dashboard/listings');
      await expect
        .poll(() => owner.page.getByText(`Piso de Lucía ${viewport.width}`).first().isVisible())
        .toBe(true);

      expect(owner.errors).toEqual([]);
      expect(agent.errors).toEqual([]);
      await owner.context.close();
      await agent.context.close();
    }
  });
});
