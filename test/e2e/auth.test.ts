import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import {
  newEmail as email,
  fillLogin,
  mailLink,
  register,
  registerSubscribedOwner,
  signInAsDemo,
} from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('account journey', () => {
  it('register → confirmation mail → confirm → login → dashboard → sign out', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const address = email('nueva');
    await register(page, address, 'secreto-123');

    // Signing in before confirming says so and offers to resend.
    await fillLogin(page, address, 'secreto-123');
    await expect
      .poll(() => page.getByText('Tu e-mail aún no está verificado', { exact: false }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmación' }).click();
    await expect
      .poll(() => page.getByText('Te hemos reenviado el e-mail de confirmación.').isVisible())
      .toBe(true);

    const link = await mailLink(page, address, '/api/auth/verify-email');
    await page.goto(link);
    await page.waitForURL('**/auth/login?verified=1');
    await expect
      .poll(() => page.getByText('E-mail verificado. Ya puedes iniciar sesión.').isVisible())
      .toBe(true);

    await fillLogin(page, address, 'secreto-123');
    await page.waitForURL('**/dashboard');
    // A new agency has no plan yet: the plan page stands in for the dashboard, with a way out.
    await expect.poll(() => page.getByRole('heading', { name: 'Elige tu plan' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login?from=%2Fdashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgot password → e-mail → reset → login with the new password', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const address = email('olvido');
    await register(page, address, 'secreto-123');
    await page.goto(await mailLink(page, address, '/api/auth/verify-email'));
    await page.waitForURL('**/auth/login?verified=1');

    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.getByLabel('E-mail').fill(address);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect
      .poll(() => page.getByText('te hemos enviado un enlace', { exact: false }).isVisible())
      .toBe(true);

    const reset = await mailLink(page, address, '/auth/reset-password');
    expect(reset.startsWith(`${new URL(page.url()).origin}/auth/reset-password?token=`)).toBe(true);
    await page.goto(reset);
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-9');
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave-9');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL('**/auth/login');

    // The link works once.
    await page.goto(reset);
    await page.getByLabel('Nueva contraseña').fill('otra-clave-9');
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-9');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect
      .poll(() => page.getByText('no es válido o ha caducado', { exact: false }).first().isVisible())
      .toBe(true);

    await page.goto('/auth/login');
    await fillLogin(page, address, 'secreto-123');
    await expect.poll(() => page.getByText('E-mail o contraseña incorrectos.').isVisible()).toBe(true);
    await fillLogin(page, address, 'nueva-clave-9');
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('dashboard shell', () => {
  it('the phone drawer shows the agency and the e-mail, and signs out', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInAsDemo(page);
    await screenshot(page, 'dashboard-home');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByTestId('agency-name').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('demo@escaparate.es').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-drawer');
    await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/auth/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('validation messages', () => {
  it('login and register say what is missing', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => page.getByText('Por favor, completa todos los campos.').isVisible()).toBe(true);
    await screenshot(page, 'login-errors');

    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.poll(() => page.getByText('Por favor, completa todos los campos.').isVisible()).toBe(true);

    await page.getByLabel('E-mail').fill('alguien@example.es');
    await page.getByLabel('Contraseña', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar contraseña').fill('12345');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .poll(() => page.getByText('La contraseña debe tener al menos 6 caracteres.').isVisible())
      .toBe(true);

    await page.getByLabel('Contraseña', { exact: true }).fill('123456');
    await page.getByLabel('Confirmar contraseña').fill('1234567');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.poll(() => page.getByText('Las contraseñas no coinciden.').isVisible()).toBe(true);

    // The Terms and Privacy box: not pre-ticked, both texts open in a new tab, the age rule stated.
    const accept = page.getByLabel('He leído y acepto los Términos y la Política de privacidad');
    expect(await accept.isChecked()).toBe(false);
    await page.getByLabel('Confirmar contraseña').fill('123456');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Para crear la cuenta debes aceptar los Términos y la Política de privacidad.')
          .isVisible(),
      )
      .toBe(true);
    expect(
      await page.getByText('Debes ser mayor de 18 años y tener capacidad para contratar.').isVisible(),
    ).toBe(true);
    for (const [name, href] of [
      ['Términos', '/terms'],
      ['Política de privacidad', '/privacy'],
    ]) {
      const link = page.getByRole('link', { name, exact: true });
      expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([href, '_blank']);
    }
    await screenshot(page, 'register-errors');

    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByText('Por favor, completa todos los campos.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('protected routes and the shell', () => {
  it('sends an anonymous visitor to login and back to where they were', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto('/dashboard/settings');
    await page.waitForURL('**/auth/login?from=%2Fdashboard%2Fsettings');
    await fillLogin(page, 'demo@escaparate.es', 'escaparate-demo');
    await page.waitForURL('**/dashboard/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'Configuración' }).isVisible()).toBe(true);

    // Agency data saves and the sidebar follows.
    const name = page.getByLabel('Nombre de la agencia');
    await expect.poll(() => name.inputValue()).toBe('Inmobiliaria Sol (demo)');
    await name.fill('');
    await page.getByLabel('E-mail de contacto').fill('no-es-un-email');
    const agencySection = page.getByRole('region', { name: 'Datos de la agencia' });
    await agencySection.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText('El nombre de la agencia es obligatorio.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Introduce un e-mail válido.').isVisible()).toBe(true);
    await name.fill('Inmobiliaria Sol');
    await page.getByLabel('E-mail de contacto').fill('hola@inmobiliariasol.es');
    await agencySection.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText('Datos de la agencia guardados').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('agency-name').first().textContent()).toBe('Inmobiliaria Sol');
    await screenshot(page, 'dashboard-settings');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signing out lands on a clean login page; a later visit still remembers where it was', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAsDemo(page);
    await page.goto('/dashboard/settings');
    await page.getByRole('region', { name: 'Sesión' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    // Late answers of the dashboard (401 now) must not send the page elsewhere.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/dashboard/settings');
    await page.waitForURL('**/auth/login?from=%2Fdashboard%2Fsettings');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with HTTP 404', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      const res = await page.goto('/esto-no-existe');
      expect(res?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible())
        .toBe(true);
      await screenshot(page, 'not-found');
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('signs in from the landing page header', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto('/');
    // The landing is server-rendered with no app script (issue 26 item 13): its header links to
    // the sign-in page, as the other server-rendered pages do, instead of opening the app's modal.
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await fillLogin(page, 'demo@escaparate.es', 'escaparate-demo');
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility and screenshots', () => {
  for (const [name, path] of [
    ['landing', '/'],
    ['login', '/auth/login'],
    ['register', '/auth/register'],
    ['forgot-password', '/auth/forgot-password'],
    ['reset-password-no-token', '/auth/reset-password'],
  ] as const) {
    it(`${name}: no serious or critical axe violation, at 390 and 1280 px`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await openPage(browser, viewport);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await screenshot(page, name);
        await expectAccessible(page);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('Configuración → Seguridad', () => {
  it('changes the password (other devices signed out), then signs out on every device', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, viewport);
      const account = await registerSubscribedOwner(page, `seguridad-${viewport.width}`);
      // The same account on another device.
      const other = await openPage(browser, viewport);
      await other.page.goto('/auth/login');
      await fillLogin(other.page, account.email, account.password);
      await other.page.waitForURL('**/dashboard');

      await page.goto('/dashboard/settings#security-section');
      const security = page.getByRole('region', { name: 'Seguridad' });
      await expect.poll(() => security.isVisible()).toBe(true);
      // Six spaces are not a password.
      await security.getByLabel('Contraseña actual').fill(account.password);
      await security.getByLabel('Nueva contraseña', { exact: true }).fill('      ');
      await security.getByLabel('Repite la nueva contraseña').fill('      ');
      await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect
        .poll(() => security.getByText('La contraseña no puede ser solo espacios.').isVisible())
        .toBe(true);
      // A wrong current password is refused in Spanish.
      await security.getByLabel('Contraseña actual').fill('no-es-esta');
      await security.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-7');
      await security.getByLabel('Repite la nueva contraseña').fill('nueva-clave-7');
      await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect.poll(() => page.getByText('La contraseña no es correcta.').isVisible()).toBe(true);
      await security.getByLabel('Contraseña actual').fill(account.password);
      await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect
        .poll(() =>
          page
            .getByText('Contraseña cambiada. Las sesiones abiertas en otros dispositivos se han cerrado.')
            .isVisible(),
        )
        .toBe(true);
      await security.scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-security', security);
      await expectAccessible(page);
      // The other device is out; this one stays in.
      await other.page.reload();
      await other.page.waitForURL('**/auth/login**');
      await page.reload();
      await expect.poll(() => security.isVisible()).toBe(true);

      // Sign in again elsewhere with the new password, then sign out everywhere from here.
      await fillLogin(other.page, account.email, 'nueva-clave-7');
      await other.page.waitForURL('**/dashboard');
      await security.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect
        .poll(() =>
          confirm.getByText('Se cerrará tu sesión en todos los dispositivos', { exact: false }).isVisible(),
        )
        .toBe(true);
      await confirm.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
      await page.waitForURL('**/auth/login');
      await other.page.reload();
      await other.page.waitForURL('**/auth/login**');
      expect(errors).toEqual([]);
      await other.context.close();
      await context.close();
    }
  });
});
