import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport, DashboardSummary } from '../../src/shared/analytics';
import { USER_AGENTS } from '../support/activity';
import { type ServerWithHistory, startServerWithHistory } from '../support/analytics-history';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { fillLogin, newEmail, registerAndSignIn, signInAsDemo } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const count = new Intl.NumberFormat('es-ES');
const pct = (n: number) => `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1 }).format(n)}\u00a0%`;
const kpi = (page: Page, id: string) => page.getByTestId(id).locator('dd').first().textContent();
const apiJson = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;
const post = (page: Page, path: string, data: unknown, headers: Record<string, string> = {}) =>
  page.request.post(path, { data, headers: { origin: new URL(page.url()).origin, ...headers } });
const checklist = (page: Page) => page.getByTestId('onboarding-checklist');

async function expectHomeMatches(page: Page) {
  const { kpis } = await apiJson<DashboardSummary>(page, '/api/dashboard/summary');
  await expect.poll(() => kpi(page, 'kpi-total-views')).toBe(count.format(kpis.totalViews));
  expect(await kpi(page, 'kpi-active-listings')).toBe(count.format(kpis.activeListings));
  expect(await kpi(page, 'kpi-total-leads')).toBe(count.format(kpis.totalLeads));
  expect(await kpi(page, 'kpi-conversion')).toBe(pct(kpis.conversionPct));
  return kpis;
}

describe('Dashboard → Inicio', () => {
  it('the demo account: KPIs from real views and leads, recent listings, quick actions', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    const res = await post(page, '/api/listings', {
      energyStatus: 'in_progress',
      title: 'Dúplex junto al Retiro',
      city: 'Madrid',
    });
    const { listing } = await res.json();
    for (const ua of [USER_AGENTS.mobile, USER_AGENTS.mobile, USER_AGENTS.desktop]) {
      await page.request.get(`/q/${listing.qrCode}`, { headers: { 'user-agent': ua }, maxRedirects: 0 });
    }
    const lead = {
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ana@example.es',
      consent: true,
      styleCode: 'nordic',
    };
    const sent = await post(page, `/api/public/listings/${listing.slug}/leads`, {
      ...lead,
      useCode: 'residencial',
    });
    expect(sent.status()).toBe(201);

    await page.reload();
    const kpis = await expectHomeMatches(page);
    // The scans above came from the signed-in member's own browser: not visitors, no views. The
    // lead's sender did view the page.
    expect(kpis.totalViews).toBeGreaterThanOrEqual(1);
    const recent = page.getByRole('region', { name: 'Inmuebles recientes' });
    await expect.poll(() => recent.getByText('Dúplex junto al Retiro').isVisible()).toBe(true);
    // The demo agency has its name, e-mail, phone and a listing: nothing left to do.
    expect(await checklist(page).count()).toBe(0);
    for (const name of ['Crear inmueble', 'Gestionar leads', 'Gestionar inmuebles', 'Ver estadísticas']) {
      expect(await page.getByRole('link', { name, exact: false }).count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'dashboard-home');
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expectHomeMatches(page);
    await screenshot(page, 'dashboard-home');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ver analíticas' }).click();
    await page.waitForURL('**/dashboard/analytics');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Analíticas', level: 1 }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the checklist ticks from real data, hides when dismissed (also after a reload) or done', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await registerAndSignIn(page, newEmail('primeros-pasos'));
    await page.getByRole('button', { name: 'Elegir Smart' }).click();
    await page.waitForURL('**/billing/checkout/**');
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
    await page.waitForURL('**/dashboard**');
    await expect
      .poll(() => checklist(page).getByText('0 de 4 completados').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'dashboard-home-onboarding');
    await expectAccessible(page);

    const agency = { name: 'Pisos Prado', email: 'hola@pisosprado.es' };
    expect(
      (
        await page.request.put('/api/agency', {
          data: agency,
          headers: { origin: new URL(page.url()).origin },
        })
      ).status(),
    ).toBe(200);
    await page.reload();
    await expect.poll(() => checklist(page).getByText('2 de 4 completados').isVisible()).toBe(true);
    expect(await checklist(page).getByText('(hecho)').count()).toBe(2);
    // Wide screens: the card in the page flow, covering nothing (truths.test.ts measures it).
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'dashboard-home-onboarding');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    expect(
      await checklist(page)
        .getByRole('link', { name: 'Añade un teléfono de contacto: Configuración' })
        .count(),
    ).toBe(1);

    expect(
      (
        await post(page, '/api/listings', { energyStatus: 'in_progress', title: 'Piso en Delicias' })
      ).status(),
    ).toBe(201);
    await page.reload();
    await expect.poll(() => checklist(page).getByText('3 de 4 completados').isVisible()).toBe(true);

    await checklist(page).getByRole('button', { name: 'Ocultar los primeros pasos' }).click();
    await expect.poll(() => checklist(page).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('kpi-total-views').isVisible()).toBe(true);
    expect(await checklist(page).count()).toBe(0);

    // Shown again once forgotten, until the last step is done.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => checklist(page).isVisible()).toBe(true);
    await page.request.put('/api/agency', {
      data: { ...agency, phone: '+34 600 111 222' },
      headers: { origin: new URL(page.url()).origin },
    });
    await page.reload();
    await expect.poll(() => page.getByTestId('kpi-total-views').isVisible()).toBe(true);
    expect(await checklist(page).count()).toBe(0);

    // A new agency's analytics: zeros and empty states, no errors.
    await page.goto('/dashboard/analytics');
    await expect.poll(() => page.getByText('Todavía no hay datos').isVisible()).toBe(true);
    // Smart's simple statistics: the styles (Plus) and the device funnel (Pro) say where they are.
    expect(await page.getByTestId('top-styles-locked').count()).toBe(1);
    expect(await page.getByTestId('device-funnel-locked').count()).toBe(1);
    expect(await page.getByText('Sin vistas ni leads en los últimos 6 meses.').count()).toBe(1);
    await screenshot(page, 'analytics-empty');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Ranges only differ with history: this server starts from a database seeded here with an
 * agency's scans and leads of the last 100 days.
 */
describe('Dashboard → Analíticas (an agency with history)', () => {
  let history: ServerWithHistory;
  beforeAll(async () => {
    history = await startServerWithHistory();
  }, 120_000);
  afterAll(() => history?.stop());

  async function signedIn(viewport: typeof DESKTOP) {
    const opened = await openPage(browser, viewport, history.baseURL);
    await opened.page.goto('/auth/login');
    await fillLogin(opened.page, history.owner.email, history.owner.password);
    await opened.page.waitForURL('**/dashboard');
    return opened;
  }

  async function expectReportShown(page: Page, range: 'week' | 'month' | 'year') {
    const r = await apiJson<AnalyticsReport>(page, `/api/analytics?range=${range}`);
    await expect.poll(() => kpi(page, 'kpi-views')).toBe(count.format(r.kpis.views));
    expect(await kpi(page, 'kpi-leads')).toBe(count.format(r.kpis.leads));
    expect(await kpi(page, 'kpi-conversion')).toBe(pct(r.kpis.conversionPct));
    expect(await kpi(page, 'kpi-qr-share')).toBe(pct(r.kpis.qrSharePct));
    expect(await kpi(page, 'kpi-published')).toBe('2');
    const top = await page.getByTestId('top-listings').locator('li p').allTextContents();
    expect(top.map((t) => t.trim())).toEqual(r.topListings.map((l) => l.title));
    // Views → leads → visits booked → visits done, as the API counts them.
    const funnel = page.getByTestId('visit-funnel');
    for (const step of ['views', 'leads', 'booked', 'done'] as const)
      expect(await funnel.locator(`[data-step="${step}"]`).textContent()).toBe(
        count.format(r.visitFunnel[step]),
      );
    const styles = page.getByTestId('top-styles');
    for (const s of r.topStyles!) {
      const row = styles.locator('li', { hasText: s.label });
      expect(await row.count()).toBe(1);
      const counts = `${s.leads} ${s.leads === 1 ? 'lead' : 'leads'} · ${s.renders} ${s.renders === 1 ? 'render' : 'renders'}`;
      expect(await row.getByText(counts, { exact: true }).count()).toBe(1);
    }
    return r.kpis;
  }

  it('Semana / Mes / Año change the figures; the chart and its table show 6 months', async () => {
    const { page, context, errors } = await signedIn(DESKTOP);
    await expectHomeMatches(page);
    await page.getByRole('link', { name: 'Analíticas' }).first().click();
    await page.waitForURL('**/dashboard/analytics');
    const month = await expectReportShown(page, 'month');
    expect([month.views, month.leads]).toEqual([22, 6]);
    await page.getByRole('button', { name: 'Semana' }).click();
    await page.waitForURL('**/dashboard/analytics?periodo=week');
    expect([(await expectReportShown(page, 'week')).views, month.views]).toEqual([8, 22]);
    // A style no lead chose this week is there for its AI renders.
    const clasico = page.getByTestId('top-styles').locator('li', { hasText: 'Clásico' });
    expect(await clasico.getByText('0 leads · 1 render', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Año' }).click();
    const year = await expectReportShown(page, 'year');
    expect([year.views, year.leads, year.conversionPct]).toEqual([57, 14, 24.6]);
    expect(await page.getByRole('button', { name: 'Año' }).getAttribute('aria-pressed')).toBe('true');

    const chart = page.getByTestId('monthly-chart');
    await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(2);
    const months = await page.locator('table.sr-only tbody tr').count();
    expect(months).toBe(6);
    const funnel = page.getByTestId('device-funnel');
    expect(await funnel.getByRole('rowheader', { name: 'Móvil' }).count()).toBe(1);
    await screenshot(page, 'analytics');
    await expectAccessible(page);

    await page.reload();
    expect((await expectReportShown(page, 'year')).views).toBe(57);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone; a failed load is reported and can be retried', async () => {
    const { page, context, errors } = await signedIn(PHONE);
    await page.goto('/dashboard/analytics?periodo=year');
    await expectReportShown(page, 'year');
    await expect.poll(() => page.getByTestId('monthly-chart').locator('svg').count()).toBeGreaterThan(0);
    await screenshot(page, 'analytics');
    await expectAccessible(page);

    await page.route('**/api/analytics?range=week', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'internal', message: 'Servicio no disponible.' } },
      }),
    );
    await page.getByRole('button', { name: 'Semana' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las analíticas.' });
    await expect.poll(() => failed.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(errors.some((e) => e.includes('Analytics failed to load'))).toBe(true);
    await page.unroute('**/api/analytics?range=week');
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    expect((await expectReportShown(page, 'week')).views).toBe(8);
    await context.close();
  });
});
