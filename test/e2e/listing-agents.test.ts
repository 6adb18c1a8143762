import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, newEmail, registerSubscribedOwner } from '../support/flows';
import { addAgentInDatabase, ownPostgresAppServer } from '../support/postgres-app-server';

// A server of its own on PostgreSQL: the agent joins the agency straight in the database (how an
// invitation ends), since inviting is another part of issue 13.
const ctx = ownPostgresAppServer('agents');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Lucía, an agent of the agency, with a password to sign in. */
const addAgent = (agencyId: string, email: string, password: string) =>
  addAgentInDatabase(ctx.sql, agencyId, { name: 'Lucía Ferrer', email, password });

describe('the assigned agent of a listing', () => {
  it('is chosen in the listing form, shown on the microsite, alerted of its leads, and finds them in Mis leads', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const w = viewport.width;
      const owner = await openPage(browser, viewport, ctx.server.baseURL);
      const { page } = owner;
      await registerSubscribedOwner(page, `agentes-${w}`, 'Pro');
      const origin = ctx.server.baseURL;
      const me = await (await page.request.get('/api/me')).json();
      await page.request.put('/api/agency', {
        headers: { origin },
        data: { name: 'Inmobiliaria Turia', phone: '963 000 111', email: `oficina-${w}@inmo.es` },
      });
      const agentEmail = newEmail(`lucia-${w}`);
      await addAgent(me.agency.id, agentEmail, 'secreto-123');
      const create = async (title: string) => {
        const res = await page.request.post('/api/listings', {
          headers: { origin },
          data: { energyStatus: 'in_progress', title, city: 'València' },
        });
        expect(res.status()).toBe(201);
        return (await res.json()).listing as { id: string; slug: string; title: string };
      };
      const assigned = await create(`Piso con terraza en Ruzafa ${w}`);
      const other = await create(`Local en Benimaclet ${w}`);

      // The owner assigns Lucía in the listing's form.
      await page.goto('/dashboard/listings');
      await page
        .getByRole('article', { name: assigned.title })
        .getByRole('button', { name: 'Editar' })
        .click();
      const dialog = page.getByRole('dialog');
      const agentSelect = dialog.getByLabel('Agente asignado');
      await expect.poll(() => agentSelect.locator('option').count()).toBe(3);
      await agentSelect.selectOption({ label: 'Lucía Ferrer (agente)' });
      await agentSelect.scrollIntoViewIfNeeded();
      await screenshot(page, 'listing-agent-form', dialog);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect.poll(() => page.getByText('Inmueble actualizado').isVisible()).toBe(true);

      // Lucía sets her phone in Settings → Mis datos de contacto.
      const agent = await openPage(browser, viewport, ctx.server.baseURL);
      await agent.page.goto('/auth/login');
      await fillLogin(agent.page, agentEmail, 'secreto-123');
      await agent.page.waitForURL('**/dashboard');
      await agent.page.goto('/dashboard/settings');
      const contact = agent.page.getByRole('region', { name: 'Mis datos de contacto' });
      await contact.getByLabel('Teléfono').fill('611 222 333');
      await contact.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(agent.page, 'member-contact-settings', contact);
      await contact.getByRole('button', { name: 'Guardar' }).click();
      await expect.poll(() => agent.page.getByText('Datos de contacto guardados').isVisible()).toBe(true);

      // The microsite shows Lucía instead of the agency's phone.
      await page.goto(`/l/${assigned.slug}`);
      const block = page.getByRole('region', { name: 'Contacto' });
      await expect.poll(() => block.textContent()).toContain('Lucía Ferrer');
      expect(await block.textContent()).toContain('611 222 333');
      expect(await block.textContent()).not.toContain('963 000 111');
      expect(await block.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
        'https://wa.me/34611222333',
      );
      // Centred: on a phone the fixed "Contactar" bar would cover the bottom of the block.
      await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'microsite-agent-contact', block);
      await expectAccessible(page);

      // A lead on each listing: the alert of the assigned one reaches Lucía.
      for (const [listing, firstName] of [
        [assigned, 'Marta'],
        [other, 'Pablo'],
      ] as const) {
        const res = await page.request.post(`/api/public/listings/${listing.slug}/leads`, {
          headers: { origin },
          data: {
            firstName,
            lastName: 'Soler',
            email: `${firstName.toLowerCase()}-${w}@example.es`,
            consent: true,
          },
        });
        expect(res.status()).toBe(201);
      }
      await expect
        .poll(
          async () => {
            await page.goto('/dev/outbox');
            return page.locator('article', { hasText: `Para: ${agentEmail}` }).count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      const mail = page.locator('article', { hasText: `Para: ${agentEmail}` });
      expect(await mail.textContent()).toContain(`Nuevo lead: Marta Soler · ${assigned.title}`);

      // Lucía's "Mis leads": Marta's lead only; every lead says who handles it.
      await agent.page.goto('/dashboard/leads');
      const cards = agent.page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(2);
      expect(await cards.filter({ hasText: 'Pablo' }).getByText('Atiende: Agencia').isVisible()).toBe(true);
      await agent.page.getByRole('button', { name: 'Mis leads' }).click();
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cards.first().textContent()).toContain('Marta Soler');
      expect(await cards.first().getByText('Atiende: Lucía Ferrer').isVisible()).toBe(true);
      expect(new URL(agent.page.url()).searchParams.get('mine')).toBe('true');
      await screenshot(agent.page, 'leads-mine');
      await expectAccessible(agent.page);

      expect(owner.errors).toEqual([]);
      expect(agent.errors).toEqual([]);
      await agent.context.close();
      await owner.context.close();
    }
  });
});
