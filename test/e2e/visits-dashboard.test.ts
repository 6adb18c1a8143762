import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { madridLocalInput } from '../../src/shared/visits-dashboard';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE } from '../support/browser';
import { outboxArticle, registerSubscribedOwner } from '../support/flows';

/** The .ics of the newest e-mail to `to` with `subject`, from the outbox, parsed by ical.js. */
async function outboxIcs(page: Page, to: string, subject: string) {
  const article = await outboxArticle(page, to, subject);
  const href = await article.locator('a[data-calendar]').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  const root = new ICAL.Component(ICAL.parse(await res.text()));
  const vevent = root.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: root.getFirstPropertyValue('method'),
    status: vevent.getFirstPropertyValue('status'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

/** Screenshots for a person to look at: .tmp/visits-dashboard/<name>-<width>.png. */
async function shot(page: Page, name: string, element?: Locator) {
  const dir = join(projectRoot(), '.tmp/visits-dashboard');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  if (element) await element.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('Visitas in the dashboard', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const w = viewport.width;
    it(`at ${w} px: hours set in Configuración → Visitas, visits booked, confirmed, moved, declined, canceled (its .ics read back) and filtered`, {
      timeout: 180_000,
    }, async () => {
      const owner = await openPage(browser, viewport);
      const { page } = owner;
      await registerSubscribedOwner(page, `visitas-${w}`, 'Pro');
      const origin = new URL(page.url()).origin;
      const create = async (title: string) => {
        const res = await page.request.post('/api/listings', {
          headers: { origin },
          data: { energyStatus: 'in_progress', title, city: 'València', published: true },
        });
        expect(res.status()).toBe(201);
        return (await res.json()).listing as { id: string; slug: string; title: string };
      };
      const flat = await create(`Piso con terraza en Ruzafa ${w}`);
      const shop = await create(`Local en Benimaclet ${w}`);

      // No hours yet: the empty page says where to set them.
      await page.goto('/dashboard/visits');
      await page.getByRole('heading', { name: 'No hay visitas próximas' }).waitFor();
      await expect
        .poll(() => page.getByText('Aún no has puesto tu horario de visitas').isVisible())
        .toBe(true);
      await expectAccessible(page);
      await shot(page, 'visits-empty');
      await page.getByRole('link', { name: 'Poner horario de visitas' }).click();
      await page.waitForURL('**/dashboard/settings#visits-section');

      // The agency's hours (its listings have no agent): Monday wrong first, then right.
      const section = page.getByRole('region', { name: 'Visitas', exact: true });
      await section.getByText('Horario de la agencia', { exact: true }).click();
      await section.getByText('Para los inmuebles sin agente asignado.').waitFor();
      await section.getByRole('button', { name: 'Añadir tramo el lunes' }).click();
      const monStart = section.getByLabel('Lunes, tramo 1: desde');
      const monEnd = section.getByLabel('Lunes, tramo 1: hasta');
      await monStart.fill('9:00'); // typed without the leading zero: the schema takes it
      await monEnd.fill('08:00');
      await section.getByRole('button', { name: 'Guardar' }).click();
      await section.getByText('La hora de fin debe ser posterior a la de inicio.').waitFor();
      expect(await monEnd.getAttribute('aria-invalid')).toBe('true');
      await section.getByLabel('Duración de cada visita (minutos)').fill('7');
      await section.getByRole('button', { name: 'Guardar' }).click();
      await section.getByText('La visita debe durar entre 15 y 180 minutos.').waitFor();
      await shot(page, 'visit-settings-errors', section);
      await monEnd.fill('20:00');
      await section.getByLabel('Duración de cada visita (minutos)').fill('30');
      await section.getByRole('button', { name: 'Copiar el lunes de martes a viernes' }).click();
      for (const day of ['sábado', 'domingo'])
        await section.getByRole('button', { name: `Añadir tramo el ${day}` }).click();
      await section.getByLabel('Sábado, tramo 1: hasta').fill('20:00');
      await section.getByLabel('Domingo, tramo 1: hasta').fill('20:00');
      await section.getByRole('button', { name: 'Guardar' }).click();
      await expect.poll(() => page.getByText('Horario de visitas guardado.').isVisible()).toBe(true);
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, 'visit-settings', section);
      const agencyHours = await (await page.request.get('/api/visit-settings?scope=agency')).json();
      expect(agencyHours.settings).toMatchObject({ saved: true, lengthMinutes: 30, scope: 'agency' });
      expect(agencyHours.settings.weeklyHours.fri).toEqual([{ start: '09:00', end: '20:00' }]);
      expect(agencyHours.settings.weeklyHours.sun).toEqual([{ start: '10:00', end: '20:00' }]);

      // Four visitors book through the public API: three on the flat, one on the shop.
      const slotsOf = async (slug: string) =>
        (
          (await (await page.request.get(`/api/public/listings/${slug}/visit-slots`)).json()) as {
            slots: string[];
          }
        ).slots;
      const flatSlots = await slotsOf(flat.slug);
      expect(flatSlots.length).toBeGreaterThan(6);
      const book = async (slug: string, slot: string, name: string, email: string, phone = '') => {
        const res = await page.request.post(`/api/public/listings/${slug}/visits`, {
          headers: { origin },
          data: { slot, name, email, phone, consent: true },
        });
        expect(res.status()).toBe(201);
      };
      await book(flat.slug, flatSlots[0]!, 'Marta Soler', `marta-${w}@example.es`, '611 222 333');
      await book(flat.slug, flatSlots[1]!, 'Pablo Ruiz', `pablo-${w}@example.es`);
      await book(flat.slug, flatSlots[2]!, 'Carmen Vidal', `carmen-${w}@example.es`);
      const shopSlots = await slotsOf(shop.slug);
      expect(shopSlots).not.toContain(flatSlots[0]);
      await book(shop.slug, shopSlots[0]!, 'Jorge Ortega', `jorge-${w}@example.es`);

      // Visitas → Próximas: the four, soonest first, with the visitor's contact.
      await page.goto('/dashboard/visits');
      await page.getByRole('tab', { name: 'Próximas', selected: true }).waitFor();
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(4);
      const card = (name: string) => cards.filter({ hasText: name });
      const marta = card('Marta Soler');
      expect(await marta.getByRole('link', { name: 'Llamar a 611 222 333' }).getAttribute('href')).toBe(
        'tel:611222333',
      );
      expect(
        await marta.getByRole('link', { name: `Escribir a marta-${w}@example.es` }).getAttribute('href'),
      ).toBe(`mailto:marta-${w}@example.es`);
      expect(await marta.getByRole('link', { name: flat.title }).getAttribute('href')).toBe(
        `/l/${flat.slug}`,
      );
      expect(await marta.textContent()).toContain('Pendiente de confirmar');
      expect(await marta.textContent()).toContain('Hueco libre del horario de visitas');
      expect(await marta.textContent()).toContain('Atiende: Agencia');
      await expectAccessible(page);
      await expectNoOverflow(page);
      await shot(page, 'visits-upcoming');

      // Marta's is confirmed.
      await marta.getByRole('button', { name: 'Confirmar' }).click();
      await expect.poll(() => marta.textContent()).toContain('Confirmada');
      expect(await marta.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);

      // Pablo's moves to another time: a past one is refused under the field, a free one is sent.
      const pablo = card('Pablo Ruiz');
      await pablo.getByRole('button', { name: 'Proponer otra hora' }).click();
      const field = pablo.getByLabel('Nueva fecha y hora');
      await field.fill('2020-05-14T17:30');
      await pablo.getByRole('button', { name: 'Enviar propuesta' }).click();
      await pablo.getByText('Esa hora ya ha pasado. Elige otra.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'visit-propose-error', pablo);
      const later = madridLocalInput(flatSlots[6]!);
      await field.fill(later);
      await pablo.getByRole('button', { name: 'Enviar propuesta' }).click();
      await expect.poll(() => page.getByText('Nueva hora propuesta').isVisible()).toBe(true);
      await expect
        .poll(() => card('Pablo Ruiz').textContent())
        .toContain('Hora propuesta por la agencia: falta que el comprador la acepte');

      // Carmen's is declined, after saying yes in the dialog.
      const carmen = card('Carmen Vidal');
      await carmen.getByRole('button', { name: 'Rechazar' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('¿Rechazar esta visita?').waitFor();
      await expectAccessible(page);
      await shot(page, 'visit-decline-dialog');
      await dialog.getByRole('button', { name: 'Sí, rechazar' }).click();
      await expect.poll(() => carmen.textContent()).toContain('Rechazada');
      expect(await carmen.getByRole('button').count()).toBe(0);
      const list = (await (await page.request.get('/api/visits?when=upcoming')).json()).visits as {
        visitorName: string;
        status: string;
        proposedBy: string | null;
      }[];
      expect(Object.fromEntries(list.map((v) => [v.visitorName, [v.status, v.proposedBy]]))).toEqual({
        'Marta Soler': ['confirmed', null],
        'Pablo Ruiz': ['requested', 'agency'],
        'Carmen Vidal': ['declined', null],
        'Jorge Ortega': ['requested', null],
      });
      await expectNoOverflow(page);
      await shot(page, 'visits-after-actions');

      // The agency cannot keep Marta's confirmed visit after all: canceled, after saying yes.
      await marta.getByRole('button', { name: 'Cancelar la visita' }).click();
      await page.getByRole('alertdialog').getByText('¿Cancelar esta visita confirmada?').waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, cancelar' }).click();
      await expect.poll(() => marta.textContent()).toContain('Cancelada');

      // Marta's outbox: the invitation of the confirmation and then its cancellation, the same
      // event (UID) with a higher SEQUENCE, read by a real iCalendar parser.
      const martaMail = `marta-${w}@example.es`;
      const confirmedIcs = await outboxIcs(page, martaMail, `Visita confirmada: ${flat.title}`);
      const canceledIcs = await outboxIcs(page, martaMail, `Visita cancelada: ${flat.title}`);
      expect(confirmedIcs).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', start: flatSlots[0] });
      expect(canceledIcs).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: confirmedIcs.uid });
      expect(canceledIcs.sequence).toBeGreaterThan(confirmedIcs.sequence);
      await page.goto('/dashboard/visits');
      await expect.poll(() => cards.count()).toBe(4);

      // By listing: the shop's one visit; by agent "Agencia": all four; kept in the URL.
      await page.getByLabel('Inmueble', { exact: true }).selectOption({ label: shop.title });
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cards.first().textContent()).toContain('Jorge Ortega');
      expect(new URL(page.url()).searchParams.get('listingId')).toBe(shop.id);
      await page.getByLabel('Agente', { exact: true }).selectOption({ label: 'Agencia' });
      await expect.poll(() => cards.count()).toBe(1);
      await shot(page, 'visits-filtered');
      await page.getByRole('button', { name: 'Quitar filtros' }).click();
      await expect.poll(() => cards.count()).toBe(4);

      // Hoy and Pasadas: an empty state that says what shows there.
      await page.getByRole('tab', { name: 'Pasadas' }).click();
      await page.getByRole('heading', { name: 'Aún no hay visitas pasadas' }).waitFor();
      await expectAccessible(page);
      await shot(page, 'visits-past-empty');

      expect(owner.errors).toEqual([]);
      await owner.context.close();
    });
  }
});
