import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { importApi, importPagePath, importTexts } from '../../src/shared/imports';
import { teamApi } from '../../src/shared/team';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { mailLink, newEmail, registerSubscribedOwner } from '../support/flows';
import { makeJpeg } from '../support/images';

// The agency's CRM: a Kyero feed and its photos on 127.0.0.1 (the e2e server allows private targets:
// OUTBOUND_ALLOW_PRIVATE_TARGETS in test/support/app-server.ts).
const SAMPLE = readFileSync(join(projectRoot(), 'test/fixtures/kyero/sample-feed.xml'), 'utf8');
/** Each photo answers this late: the run lasts long enough to be seen going. */
const PHOTO_DELAY_MS = 600;

let browser: Browser;
let crm: Server;
let crmUrl: string;
const photos: Buffer[] = [];
/** The feed each test's agency reads (`/kyero-{width}.xml`): a test changes its own. */
const feeds = new Map<string, string>();
const feedOf = (width: number) =>
  feeds.get(String(width)) ?? SAMPLE.replaceAll('https://img.example.com/', `${crmUrl}/img/`);

beforeAll(async () => {
  browser = await launchBrowser();
  for (const hue of [10, 120, 220]) photos.push(await makeJpeg(800, 600, hue));
  crm = createServer((req, res) => {
    const path = req.url ?? '/';
    const feed = /^\/kyero-(\d+)\.xml$/.exec(path);
    if (feed) {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(feedOf(Number(feed[1])));
      return;
    }
    const photo = /^\/img\/(\d)\.jpg$/.exec(path);
    if (photo && photos[Number(photo[1]) - 1]) {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(photos[Number(photo[1]) - 1]);
      }, PHOTO_DELAY_MS);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>No encontrado</h1>');
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => crm?.close(resolve));
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });
const figure = (page: Page, testId: string) => page.getByTestId(testId).locator('dd').first().textContent();
const origin = (page: Page) => new URL(page.url()).origin;

/** The feed's listings as the API lists them (feed refs only). */
async function importedListings(page: Page) {
  const { listings } = (await (await page.request.get('/api/listings')).json()) as {
    listings: { title: string; reference: string | null; published: boolean; price: number | null }[];
  };
  return listings.filter((l) => ['MAD-001', 'VAL-003', 'MAR-004', 'ALI-005'].includes(l.reference ?? ''));
}

describe('Configuración → Importar', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`reads a feed, previews it, imports it and then previews a spreadsheet (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      // Smart: one published listing, so the preview has listings past the plan's limit.
      await registerSubscribedOwner(page, `import-${viewport.width}`, 'Smart');
      await page.goto('/dashboard/settings');
      const link = page.getByRole('region', { name: importTexts.title });
      await link.getByRole('link', { name: 'Ir a Importar' }).click();
      await page.waitForURL(`**${importPagePath}`);
      await expect
        .poll(() => page.getByRole('heading', { name: importTexts.title, level: 1 }).isVisible())
        .toBe(true);

      // A feed that is not there: said next to the address, which stays as typed.
      const address = page.getByLabel('Dirección del feed');
      await address.fill(`${crmUrl}/no-existe.xml`);
      await page.getByRole('button', { name: 'Leer feed' }).click();
      await expect.poll(() => address.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
      const errorId = (await address.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
      const fieldError = page.locator(`[id="${errorId}"]`);
      expect(await fieldError.getAttribute('role')).toBe('alert');
      expect(((await fieldError.textContent()) ?? '').length).toBeGreaterThan(10);
      await screenshot(page, 'import-url-error', page.getByRole('region', { name: 'Importar', exact: true }));
      expect(await address.inputValue()).toBe(`${crmUrl}/no-existe.xml`);

      await address.fill(`${crmUrl}/kyero-${viewport.width}.xml`);
      await page.getByRole('button', { name: 'Leer feed' }).click();
      const preview = page.getByTestId('import-preview');
      await expect.poll(() => preview.isVisible(), { timeout: 20_000 }).toBe(true);
      // Focus lands on what was found.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vista previa');
      const created = Number(await figure(page, 'import-count-new'));
      expect(created).toBeGreaterThan(0);
      expect(Number(await figure(page, 'import-count-invalid'))).toBeGreaterThan(0);
      expect(Number(await figure(page, 'import-count-beyond-limit'))).toBeGreaterThan(0);
      await visible(page, 'entrarán como Borrador').toBe(true);
      await preview.getByText(/^Por qué no son válidos/).click();
      await visible(page, 'Propiedad 4471: falta el precio').toBe(true);
      expect(await preview.getByLabel('Sincronizar').inputValue()).toBe('daily');
      expect(await preview.getByLabel('Dirección en el microsite').inputValue()).toBe('zone');
      await screenshot(page, 'import-preview');
      await expectAccessible(page);

      await preview.getByRole('button', { name: 'Importar' }).click();
      const bar = page.getByRole('progressbar', { name: 'Progreso de la importación' });
      await expect.poll(() => bar.isVisible(), { timeout: 15_000 }).toBe(true);
      await screenshot(page, 'import-progress', page.getByRole('region', { name: 'Importar', exact: true }));
      const done = page.getByRole('heading', { name: 'Importación terminada' });
      await expect.poll(() => done.isVisible(), { timeout: 60_000 }).toBe(true);
      expect(await figure(page, 'import-result-created')).toBe(String(created));
      expect(Number(await figure(page, 'import-result-photos_downloaded'))).toBe(3);

      // The saved feed and the log.
      await expect
        .poll(() => page.getByTestId('import-source-url').textContent(), { timeout: 15_000 })
        .toBe(`${crmUrl}/kyero-${viewport.width}.xml`);
      const log = page.getByRole('list', { name: 'Registro de importaciones' });
      await expect.poll(() => log.getByTestId('import-log-run').count()).toBe(1);
      await expect.poll(() => log.getByText('Terminada').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await log.getByText('Manual').isVisible()).toBe(true);
      await screenshot(page, 'import-log', page.getByRole('region', { name: 'Registro de importaciones' }));
      await screenshot(page, 'import-done');
      await expectAccessible(page);

      // The listings are the agency's now.
      const listings = await importedListings(page);
      expect(listings).toHaveLength(created);
      await page.getByRole('link', { name: 'Ver mis inmuebles' }).click();
      await page.waitForURL('**/dashboard/listings');
      for (const l of listings) await visible(page, l.title).toBe(true);
      await screenshot(page, 'import-listings');

      // The spreadsheet template, its example row changed, previewed.
      await page.goto(importPagePath);
      await page.getByLabel(/Desde un archivo/).check();
      const template = await page.request.get(importApi.templateCsv);
      expect(template.status()).toBe(200);
      const [header, example, ...rest] = (await template.text()).split(/\r?\n/);
      const changed = example!.replace('MAD-0001', `HOJA-${viewport.width}`);
      expect(changed).not.toBe(example);
      await page.getByLabel('Archivo (.xml, .csv o .xlsx)').setInputFiles({
        name: 'plantilla-inmuebles.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, changed, ...rest].join('\r\n'), 'utf8'),
      });
      await page.getByRole('button', { name: 'Leer archivo' }).click();
      await expect.poll(() => preview.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await figure(page, 'import-count-new')).toBe('1');
      expect(await preview.getByLabel('Sincronizar').count()).toBe(0);
      await screenshot(page, 'import-preview-sheet');
      await expectAccessible(page);
      await preview.getByRole('button', { name: 'Elegir otro origen' }).click();

      // The CRM lowers one price (a new date) and drops one property; "Sincronizar ahora" updates
      // that one, passes the dropped one to Borrador and downloads nothing again.
      feeds.set(
        String(viewport.width),
        feedOf(viewport.width)
          .replace(
            '<id>4473</id><date>2026-11-04 10:00:00</date>',
            '<id>4473</id><date>2026-11-20 10:00:00</date>',
          )
          .replace('<price>1250000</price>', '<price>1190000</price>')
          .replace(/<property>\s*<id>4470<\/id>[\s\S]*?<\/property>/, ''),
      );
      await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
      await expect.poll(() => done.isVisible(), { timeout: 60_000 }).toBe(true);
      expect(await figure(page, 'import-result-created')).toBe('0');
      expect(await figure(page, 'import-result-updated')).toBe('1');
      expect(await figure(page, 'import-result-left')).toBe('1');
      expect(await figure(page, 'import-result-photos_downloaded')).toBe('0');
      // The one that left (the published one) is a draft; its place went to the updated villa.
      const synced = await importedListings(page);
      expect(synced.find((l) => l.reference === 'MAD-001')?.published).toBe(false);
      expect(synced.find((l) => l.reference === 'MAR-004')).toMatchObject({
        price: 1190000,
        published: true,
      });
      await expect.poll(() => log.getByTestId('import-log-run').count()).toBe(2);
      await screenshot(
        page,
        'import-log-synced',
        page.getByRole('region', { name: 'Registro de importaciones' }),
      );

      // The saved feed's settings, then no more syncing (after confirming).
      const source = page.getByRole('region', { name: 'Feed sincronizado' });
      await source.getByLabel('Sincronizar').selectOption('hourly');
      await source.getByRole('button', { name: 'Guardar' }).click();
      await visible(page, 'Cambios guardados').toBe(true);
      await page.reload();
      await expect
        .poll(() => source.getByLabel('Sincronizar').inputValue(), { timeout: 15_000 })
        .toBe('hourly');
      await source.getByRole('button', { name: 'Dejar de sincronizar' }).click();
      const confirm = page.getByRole('alertdialog', { name: '¿Dejar de sincronizar este feed?' });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      await screenshot(page, 'import-stop-confirm', confirm);
      await confirm.getByRole('button', { name: 'Dejar de sincronizar' }).click();
      await visible(page, 'El feed ya no se sincroniza.').toBe(true);
      await expect.poll(() => source.count()).toBe(0);
      expect(await log.getByTestId('import-log-run').count()).toBe(2);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('an agent is told the import is the owner’s', async () => {
    const owner = await openPage(browser, PHONE);
    await registerSubscribedOwner(owner.page, 'import-equipo', 'Pro');
    const agentEmail = newEmail('import-agente');
    const invited = await owner.page.request.post(teamApi.invitations, {
      headers: { origin: origin(owner.page) },
      data: { email: agentEmail },
    });
    expect(invited.status()).toBeLessThan(300);

    const agent = await openPage(browser, PHONE);
    await agent.page.goto(await mailLink(agent.page, agentEmail, '/auth/invitation'));
    await agent.page.getByLabel('Tu nombre').fill('Lucía Agente');
    await agent.page.getByLabel('Elige una contraseña').fill('secreto-123');
    await agent.page.getByLabel('He leído y acepto los Términos y la Política de privacidad').check();
    await agent.page.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
    await agent.page.waitForURL('**/dashboard');
    await agent.page.goto(importPagePath);
    await visible(agent.page, importTexts.ownerOnly).toBe(true);
    expect(await agent.page.getByLabel('Dirección del feed').count()).toBe(0);
    await screenshot(agent.page, 'import-agent');
    await agent.page.goto('/dashboard/settings');
    await expect
      .poll(() => agent.page.getByRole('heading', { name: 'Tu rol en la agencia' }).isVisible())
      .toBe(true);
    expect(await agent.page.getByRole('region', { name: importTexts.title }).count()).toBe(0);
    expect((await agent.page.request.get(importApi.state)).status()).toBe(403);
    expect(owner.errors).toEqual([]);
    expect(agent.errors).toEqual([]);
    await owner.context.close();
    await agent.context.close();
  });
});
