import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProviderMessages } from '../../src/server/providers/text/text-provider';
import { aiTextTexts } from '../../src/shared/ai-texts';
import { type AppServer, startAppServer } from '../support/app-server';
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { type FakeLlm, startFakeLlm } from '../support/fake-llm';
import { registerSubscribedOwner, signInAsDemo } from '../support/flows';

/**
 * "Escribir con IA" and "Traducir al inglés" as an agent uses them, against the real server whose
 * text provider is the OpenAI-compatible client talking to a local fake API (issue 29).
 */
let browser: Browser;
let app: AppServer;
let llm: FakeLlm;
beforeAll(async () => {
  [browser, llm] = await Promise.all([launchBrowser(), startFakeLlm()]);
  app = await startAppServer({ LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-e2e', LLM_MODEL: 'gpt-4o-mini' });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await llm?.close();
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

/** What the fake model writes for the listing below: only its own figures and features. */
const SPANISH =
  'Piso en venta en Valencia, en una tercera planta exterior. Tiene 92 m² construidos, 3 dormitorios y 2 baños.\n\n' +
  'Cuenta con terraza y aire acondicionado. El precio es de 245.000 €.';
const ENGLISH =
  'Flat for sale in Valencia, on an exterior third floor. It has 92 m² built, 3 bedrooms and 2 bathrooms.\n\n' +
  'It has a terrace and air conditioning. The price is €245,000.';
/** The same text with a lift the flat does not have. */
const INVENTED = `${SPANISH}\n\nEl edificio tiene ascensor.`;

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('AI texts on the listing form (%s)', (name, viewport) => {
  it('drafts the description from the form’s facts, refuses an invented lift, translates, undoes and saves', async () => {
    llm.reset();
    const { page, errors } = await openPage(browser, viewport, app.baseURL);
    await registerSubscribedOwner(page, `textos-${name}`, 'Smart');
    await page.goto('/dashboard/listings/new');
    const dialog = page.getByRole('dialog', { name: 'Nuevo inmueble' });
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    const tab = (label: string) => dialog.getByRole('tab', { name: label });

    await field('Título').fill('Piso de Lucía Ferrer en Ruzafa');
    await field('Precio (€)').fill('245000');
    await field('Superficie construida (m²)').fill('92');
    await field('Habitaciones').fill('3');
    await field('Baños').fill('2');
    await field('Planta').fill('3º');
    await dialog.getByRole('checkbox', { name: 'Exterior', exact: true }).check();
    await tab('Características').click();
    for (const feature of ['Terraza', 'Aire acondicionado'])
      await dialog.getByRole('checkbox', { name: feature, exact: true }).check();
    await tab('Ubicación').click();
    await field('Dirección').fill('Calle de Cádiz 12, 3º B');
    await field('Ciudad').fill('Valencia');
    await tab('Certificado energético').click();
    await field('Situación del certificado').selectOption('in_progress');

    await tab('Descripción').click();
    const spanish = dialog.getByRole('textbox', { name: 'Descripción', exact: true });
    const english = dialog.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
    await expect
      .poll(() => dialog.getByTestId('ai-text-allowance').textContent())
      .toBe(aiTextTexts.allowance(0, 30));

    // A wrong figure is marked on its field as on save, and nothing is asked of the model.
    await tab('Básico').click();
    await field('Precio (€)').fill('245000,50');
    await tab('Descripción').click();
    await dialog.getByRole('button', { name: aiTextTexts.write }).click();
    await expect.poll(() => tab('Básico').getAttribute('aria-selected')).toBe('true');
    await visible(page, aiTextTexts.factsToFix).toBe(true);
    expect(await field('Precio (€)').getAttribute('aria-invalid')).toBe('true');
    expect(llm.requests).toHaveLength(0);
    await field('Precio (€)').fill('245000');
    await tab('Descripción').click();

    // The model gives the flat a lift twice: the text is thrown away, the field stays empty.
    llm.queue({ content: INVENTED }, { content: INVENTED });
    await dialog.getByRole('button', { name: aiTextTexts.write }).click();
    await visible(page, textProviderMessages.unfaithful).toBe(true);
    expect(await spanish.inputValue()).toBe('');
    expect(await dialog.getByTestId('ai-text-allowance').textContent()).toBe(aiTextTexts.allowance(0, 30));

    llm.queue({ content: SPANISH });
    await dialog.getByRole('button', { name: aiTextTexts.write }).click();
    await expect.poll(() => spanish.inputValue()).toBe(SPANISH);
    await visible(page, aiTextTexts.written).toBe(true);
    // The retry that worked took the last failure's message away.
    await visible(page, textProviderMessages.unfaithful).toBe(false);
    // The price corrected since the check is no longer marked.
    expect(await tab('Básico').textContent()).not.toContain('con errores');
    await expect
      .poll(() => dialog.getByTestId('ai-text-allowance').textContent())
      .toBe(aiTextTexts.allowance(1, 30));
    // Only the facts went out: no title, owner's name or street.
    const sent = llm.requests.at(-1)!.raw;
    expect(sent).toContain('Valencia');
    expect(sent).toContain('terraza');
    for (const secret of ['Lucía', 'Ferrer', 'Cádiz', 'Ruzafa']) expect(sent).not.toContain(secret);
    await screenshot(page, `ai-texts-written-${name}`, dialog);
    await expectAccessible(page);

    // "Deshacer" gives the field back as it was; the agent's own text is never lost.
    await dialog.getByRole('button', { name: aiTextTexts.undo }).click();
    await expect.poll(() => spanish.inputValue()).toBe('');
    await spanish.fill('Texto mío.');
    llm.queue({ content: SPANISH });
    await dialog.getByRole('button', { name: aiTextTexts.write }).click();
    await expect.poll(() => spanish.inputValue()).toBe(SPANISH);
    await dialog.getByRole('button', { name: aiTextTexts.undo }).click();
    await expect.poll(() => spanish.inputValue()).toBe('Texto mío.');
    await spanish.fill(SPANISH);

    llm.queue({ content: ENGLISH });
    await dialog.getByRole('button', { name: aiTextTexts.translate }).click();
    await expect.poll(() => english.inputValue()).toBe(ENGLISH);
    await visible(page, aiTextTexts.translated).toBe(true);
    expect(llm.requests.at(-1)!.raw).toContain('245.000');
    await expect
      .poll(() => dialog.getByTestId('ai-text-allowance').textContent())
      .toBe(aiTextTexts.allowance(3, 30));
    await screenshot(page, `ai-texts-translated-${name}`, dialog);

    // The agent edits the draft and saves: the listing keeps the edited texts.
    await spanish.fill(`${SPANISH} Disponible para visitas.`);
    await dialog.getByRole('button', { name: 'Crear inmueble' }).click();
    await visible(page, 'Inmueble creado').toBe(true);
    const listings = await (await page.request.get('/api/listings')).json();
    const created = listings.listings.find(
      (l: { title: string }) => l.title === 'Piso de Lucía Ferrer en Ruzafa',
    );
    expect(created).toMatchObject({
      description: `${SPANISH} Disponible para visitas.`,
      descriptionEn: ENGLISH,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('AI texts with the local test provider (no LLM_* set, outside production)', () => {
  it('fills a marked test text into a demo listing and says it was not written by an AI', async () => {
    const { page, errors } = await openPage(browser, PHONE, baseURL());
    await signInAsDemo(page);
    await page.goto('/dashboard/listings');
    await page.getByRole('article').first().getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar inmueble' });
    await dialog.getByRole('tab', { name: 'Descripción' }).click();
    const spanish = dialog.getByRole('textbox', { name: 'Descripción', exact: true });
    const before = await spanish.inputValue();
    await dialog.getByRole('button', { name: aiTextTexts.write }).click();
    await expect.poll(() => spanish.inputValue()).toMatch(/^\[Texto de prueba generado sin IA\]/);
    await visible(page, aiTextTexts.testWritten).toBe(true);
    await screenshot(page, 'ai-texts-local-provider', dialog);
    // Closed without saving: the demo listing keeps its text.
    await dialog.getByRole('button', { name: aiTextTexts.undo }).click();
    await expect.poll(() => spanish.inputValue()).toBe(before);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
