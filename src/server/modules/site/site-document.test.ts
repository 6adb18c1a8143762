import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { paths } from '../../../shared/paths';
import { renderSitePage } from './site-document';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('renderSitePage', () => {
  it('renders a document inside the public header and footer, with meta and no script', () => {
    const page = renderSitePage(t.deps, {
      page: {
        kind: 'document',
        title: 'Política de privacidad',
        html: '<h2>Responsable</h2>',
        updatedAt: '2026-11-23',
      },
      meta: {
        title: 'Privacidad · Escaparate',
        description: 'Cómo tratamos tus datos.',
        path: paths.privacy,
      },
    });
    expect(page.status).toBe(200);
    const { html } = page;
    expect(html).toContain('<title>Privacidad · Escaparate</title>');
    expect(html).toContain('<meta name="description" content="Cómo tratamos tus datos.">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/privacy">');
    expect(html).toContain(
      '<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Política de privacidad</h1>',
    );
    expect(html).toContain('<h2>Responsable</h2>');
    expect(html).toContain('23 de noviembre de 2026');
    // The landing's header and footer: navigation, sign-in, legal links.
    expect(html).toContain(`href="${paths.auth.login}"`);
    expect(html).toContain(`href="${paths.legalNotice}"`);
    expect(html).toContain('Aviso legal');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('noindex');
  });

  it('marks a 404 as not for indexing and carries JSON-LD safely', () => {
    const page = renderSitePage(t.deps, {
      page: { kind: 'not-found', title: 'Este artículo no existe', message: 'Puede que se haya movido.' },
      meta: {
        title: 'No encontrado',
        description: 'No encontrado',
        path: '/blog/nada',
        jsonLd: { '@context': 'https://schema.org', name: '</script><b>' },
      },
      status: 404,
    });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain('Este artículo no existe');
    expect(page.html).toContain('\\u003c/script>');
    expect(page.html).not.toContain('</script><b>');
  });
});
