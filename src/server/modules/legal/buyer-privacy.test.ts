import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { paths } from '../../../shared/paths';
import { agencies, agencySlugs, billingDetails } from '../../db/schema';
import { companyEnv } from '../../env';
import { agencyNoticeValues, isCompanyTaxId, type NoticeAgency } from './buyer-privacy';

const company = {
  name: 'Escaparate Software S.L.',
  nif: 'B12345674',
  address: 'Gran Vía 2, 48001 Bilbao',
  email: 'privacidad@escaparate.test',
  registry: null,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: companyEnv(company) });
});
afterAll(() => t.close());

const visit = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const EN = { 'accept-language': 'en-GB,en;q=0.9' };
// Text of a page without its tags, spaces collapsed: what a reader sees.
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('\u00a0', ' ')
    .replace(/\s+/g, ' ');

/** An agency with a listing, its profile filled in, and optionally its billing details. */
async function agencyWith(profile: Record<string, string>, billing?: { legalName: string; taxId: string }) {
  const owner = await signedInOwner(t);
  const res = await owner.client.request('/api/agency', { method: 'PUT', json: profile });
  expect(res.status).toBe(200);
  if (billing)
    await t.db.insert(billingDetails).values({
      agencyId: owner.agencyId,
      ...billing,
      addressLine: 'Calle Mayor 5, 2º',
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
    });
  const listing = await owner.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title: 'Piso con terraza',
    price: '250000',
    city: 'Madrid',
    published: true,
  });
  expect(listing.status).toBe(201);
  const { listing: l } = (await listing.json()) as { listing: { slug: string } };
  const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
  return { agencyId: owner.agencyId, slug: agency!.slug, listingSlug: l.slug };
}

describe('the controller line of the notice', () => {
  const notice = (over: Partial<NoticeAgency> = {}): NoticeAgency => ({
    agency: {
      slug: 'sol',
      name: 'Inmobiliaria Sol',
      city: 'Madrid',
      phone: '612 345 678',
      email: 'hola@sol.es',
      website: null,
      logoUrl: null,
      showContact: true,
      primaryColor: '#e56665',
      secondaryColor: '#1a1a1a',
    },
    address: 'Calle Sol 1, Madrid',
    billing: null,
    ...over,
  });
  const billing = {
    legalName: 'Sol Gestión Inmobiliaria S.L.',
    taxId: 'B12345674',
    addressLine: 'Calle Mayor 5',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
  };
  const markdown = (v: ReturnType<typeof agencyNoticeValues>[string] | undefined) =>
    typeof v === 'string' ? v : (v?.markdown ?? '');

  it('tells a company (CIF) from a person (DNI, NIE)', () => {
    expect(isCompanyTaxId('B12345674')).toBe(true);
    expect(isCompanyTaxId('12345678Z')).toBe(false);
    expect(isCompanyTaxId('X1234567L')).toBe(false);
  });

  it('names a company by its legal name, NIF and registered address', () => {
    const v = agencyNoticeValues({ notice: notice({ billing }), lang: 'es', companyEmail: company.email });
    const lines = markdown(v['agency.controller']);
    expect(lines).toContain('- **Responsable:** Inmobiliaria Sol');
    expect(lines).toContain('- **Razón social:** Sol Gestión Inmobiliaria S.L.');
    expect(lines).toContain('- **NIF:** B12345674');
    expect(lines).toContain('- **Domicilio:** Calle Mayor 5, 28013 Madrid (Madrid)');
    expect(markdown(v['agency.contact'])).toBe(
      'escríbele a [hola@sol.es](mailto:hola@sol.es) o llama al 612 345 678',
    );
  });

  it("never publishes a sole trader's DNI nor their fiscal (home) address", () => {
    const person = { ...billing, legalName: 'Ana Pérez Gil', taxId: '12345678Z' };
    const v = agencyNoticeValues({
      notice: notice({ billing: person }),
      lang: 'en',
      companyEmail: company.email,
    });
    const lines = markdown(v['agency.controller']);
    expect(lines).toContain('- **Legal name:** Ana Pérez Gil');
    expect(lines).not.toContain('12345678Z');
    expect(lines).not.toContain('Calle Mayor');
    expect(lines).toContain('- **Address:** Calle Sol 1, Madrid');
  });

  it('sends the buyer to Escaparate when the agency published no e-mail nor phone', () => {
    const bare = notice();
    bare.agency = { ...bare.agency, email: null, phone: null };
    const v = agencyNoticeValues({ notice: bare, lang: 'es', companyEmail: company.email });
    expect(markdown(v['agency.contact'])).toContain(`escribe a [${company.email}](mailto:${company.email})`);
  });

  it("reads the agency's name as text, never as Markdown", () => {
    const odd = notice();
    odd.agency = { ...odd.agency, name: 'Casa *Bonita* [x](javascript:1)' };
    const lines = markdown(
      agencyNoticeValues({ notice: odd, lang: 'es', companyEmail: company.email })['agency.controller'],
    );
    expect(lines).toContain('Casa \\*Bonita\\* \\[x\\](javascript:1)');
  });
});

describe('the privacy notice of an agency', () => {
  it('names the agency as controller, Escaparate as processor, the purpose, basis, retention, rights and the AEPD', async () => {
    const a = await agencyWith(
      {
        name: 'Fincas Ribera',
        email: 'info@ribera.es',
        phone: '911 222 333',
        city: 'Madrid',
        address: 'Calle Ribera 3',
      },
      { legalName: 'Ribera Gestión S.L.', taxId: 'B12345674' },
    );
    const res = await visit(paths.agencyPrivacy(a.slug));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Aviso de privacidad · Fincas Ribera · Escaparate</title>');
    expect(html).toContain('noindex');
    const text = textOf(html);
    for (const fact of [
      'Responsable del tratamiento',
      'Responsable: Fincas Ribera',
      'Razón social: Ribera Gestión S.L.',
      'NIF: B12345674',
      'Correo electrónico: info@ribera.es',
      'Teléfono: 911 222 333',
      `Lo presta ${company.name} (NIF ${company.nif}, ${company.address})`,
      'que Fincas Ribera conteste tu solicitud',
      'tu consentimiento (artículo 6.1.a del RGPD)',
      'hasta que la agencia la borra: no caduca sola',
      'escríbele a info@ribera.es o llama al 911 222 333',
      'Agencia Española de Protección de Datos (AEPD)',
    ])
      expect(text).toContain(fact);
    // The agency's header (its name: it has no logo) and Escaparate's own policy one link away.
    expect(html).toContain('data-wordmark');
    expect(html).toContain(`href="${paths.privacy}"`);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it('is English for ?lang=en and for an English browser', async () => {
    const a = await agencyWith({ name: 'Costa Homes', email: 'hello@costa.es', city: 'Málaga' });
    for (const [path, headers] of [
      [`${paths.agencyPrivacy(a.slug)}?lang=en`, {}],
      [paths.agencyPrivacy(a.slug), EN],
    ] as const) {
      const res = await visit(path, headers);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      const text = textOf(html);
      expect(text).toContain('Data controller');
      expect(text).toContain('Controller: Costa Homes');
      expect(text).toContain('your consent (GDPR Article 6(1)(a))');
      expect(text).toContain('until the agency deletes it');
      expect(text).toContain('Spanish Data Protection Agency');
      expect(text).toContain('write to hello@costa.es');
      // A city alone is no address to write to: no "Address" line.
      expect(text).not.toContain('Address:');
      expect(text).not.toContain('Responsable del tratamiento');
    }
  });

  it('follows an agency that changed its address, and answers 404 for no agency', async () => {
    const a = await agencyWith({ name: 'Nueva Casa' });
    await t.db.insert(agencySlugs).values({ slug: `${a.slug}-antigua`, agencyId: a.agencyId });
    const moved = await visit(`${paths.agencyPrivacy(`${a.slug}-antigua`)}?lang=en`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${paths.agencyPrivacy(a.slug)}?lang=en`);
    const missing = await visit(paths.agencyPrivacy('no-existe-esta-agencia'));
    expect(missing.status).toBe(404);
  });

  it("the demo's notice says it is an example", async () => {
    const html = await (await visit(`${paths.demoPrivacy}?lang=es`)).text();
    expect(textOf(html)).toContain('Ejemplo: esta es la demo de Escaparate');
    expect(textOf(html)).toContain('Responsable: Inmobiliaria de demostración');
  });
});

describe('the English legal pages', () => {
  it.each([
    [`${paths.cookies}?lang=en`, 'Cookie policy', 'only essential cookies'],
    [`${paths.legalNotice}?lang=en`, 'Legal notice', `Owner: ${company.name}`],
  ])('%s is an English document', async (path, title, fact) => {
    const res = await visit(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${title} · Escaparate</title>`);
    expect(textOf(html)).toContain(fact);
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it('the plain addresses stay Spanish, the cookie form included', async () => {
    const html = await (await visit(paths.cookies, EN)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Política de cookies');
    expect(html).toContain('Guardar preferencias');
  });
});

describe("the microsite's consent line and footer", () => {
  it('name the agency, link its notice and its contact, in each language', async () => {
    const a = await agencyWith({ name: 'Pisos Luna', email: 'luna@pisos.es', phone: '600 111 222' });
    const es = await (await visit(paths.listing(a.listingSlug))).text();
    expect(textOf(es)).toContain(
      'Acepto que Pisos Luna me contacte sobre este inmueble y trate mis datos según su aviso de privacidad .',
    );
    expect(es).toContain(`href="${paths.agencyPrivacy(a.slug)}"`);
    expect(es).toContain('href="#contact-title"');
    expect(es).not.toContain(`href="${paths.contact}"`);
    // No logo: the agency's name, never the product's logo, in the header.
    expect(es).toMatch(/data-wordmark[\s\S]*?Pisos Luna/);
    expect(es).not.toContain('aria-label="Escaparate"');

    const en = await (await visit(`${paths.listing(a.listingSlug)}?lang=en`)).text();
    expect(textOf(en)).toContain(
      'I agree that Pisos Luna may contact me about this property and process my data as set out in its privacy notice .',
    );
    expect(en).toContain(`href="${paths.agencyPrivacy(a.slug)}?lang=en"`);
    expect(en).toContain(`href="${paths.cookies}?lang=en"`);
    expect(en).toContain(`href="${paths.legalNotice}?lang=en"`);
    expect(textOf(en)).toContain('Terms (in Spanish)');
  });

  it("the agency page's footer leads to the agency's details and notice", async () => {
    const a = await agencyWith({ name: 'Casas Mar', email: 'mar@casas.es' });
    const html = await (await visit(paths.agency(a.slug))).text();
    expect(html).toContain('id="agency-contact"');
    expect(html).toContain('href="#agency-contact"');
    expect(html).toContain(`href="${paths.agencyPrivacy(a.slug)}"`);
  });
});
