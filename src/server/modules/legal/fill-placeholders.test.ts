import { describe, expect, it, vi } from 'vitest';
import type { PlanCode, PlanView } from '../../../shared/billing';
import { planFeatureTexts, planLimitsByCode } from '../../../shared/plan-features';
import { type CompanyIdentity, developmentCompany, testCompany } from '../../env';
import * as plansModule from '../plans/list-plans';
import { escapeMarkdown, fillPlaceholders } from './fill-placeholders';
import { legalValues, planLines } from './legal-values';

describe('fillPlaceholders', () => {
  it('fills text escaped and server-built Markdown as it is', () => {
    const out = fillPlaceholders('Titular: {{company.name}}\n\n{{plans.list}}', {
      'company.name': 'Pisos *Top* [S.L.]',
      'plans.list': { markdown: '- **Smart**' },
    });
    expect(out).toBe('Titular: Pisos \\*Top\\* \\[S.L.\\]\n\n- **Smart**');
  });

  it('ends a sentence once when the value ends in a full stop ("S.L.", never "S.L..")', () => {
    const values = { 'company.name': 'Escaparate Tecnologías S.L.' };
    expect(fillPlaceholders('La marca es de {{company.name}}. El contenido es tuyo.', values)).toBe(
      'La marca es de Escaparate Tecnologías S.L. El contenido es tuyo.',
    );
    expect(fillPlaceholders('De {{company.name}} (NIF).', values)).toBe(
      'De Escaparate Tecnologías S.L. (NIF).',
    );
  });

  it('refuses an unknown placeholder instead of leaving a gap', () => {
    expect(() => fillPlaceholders('{{company.nombre}}', {})).toThrow(/company\.nombre/);
  });

  it('escapes every Markdown marker a configured value could carry', () => {
    expect(escapeMarkdown('a_b `c` <d> #e |f| ~g~ \\h')).toBe(
      'a\\_b \\`c\\` \\<d\\> \\#e \\|f\\| \\~g\\~ \\\\h',
    );
  });
});

describe('planLines', () => {
  it('states the price and the same lines as the card of each plan', () => {
    const plan = (code: PlanCode, name: string, priceMonthCents: number): PlanView => ({
      code,
      name,
      priceMonthCents,
      maxListings: planLimitsByCode[code].max_listings,
      rendersPerMonth: planLimitsByCode[code].renders_per_month,
      seats: planLimitsByCode[code].seats,
      limits: planLimitsByCode[code],
      features: planFeatureTexts(code, planLimitsByCode[code]),
    });
    const lines = planLines([plan('smart', 'Smart', 899), plan('pro', 'Pro', 3999)]).replaceAll(
      '\u00a0',
      ' ',
    );
    const [smart, pro] = lines.split('\n');
    expect(smart).toMatch(
      /^- \*\*Smart\*\*: 8,99 € al mes\. 1 inmueble publicado; 20 renders de staging con IA al mes; /,
    );
    expect(smart).toContain('página básica del inmueble con hasta 6 fotos por inmueble');
    expect(smart).not.toContain('logo');
    expect(pro).toMatch(
      /^- \*\*Pro\*\*: 39,99 € al mes\. Hasta 15 inmuebles publicados; staging con IA ilimitado; /,
    );
    expect(pro).toContain('hasta 3 usuarios: tú y 2 agentes.');
  });
});

describe('the company on the legal pages', () => {
  const values = (company: CompanyIdentity) =>
    legalValues({ db: null as never, company, publicUrl: 'https://escaparate.es', salesEmail: 'x@y.es' });

  it('shows the registry line only when there is one, and says when the identity is an example', async () => {
    vi.spyOn(plansModule, 'listPlans').mockResolvedValue([]);
    const dev = await values(developmentCompany);
    expect(dev['company.registryLine']).toEqual({ markdown: '' });
    expect((dev['company.exampleNotice'] as { markdown: string }).markdown).toContain('son datos de ejemplo');
    const real = await values({ ...testCompany, registry: 'Registro Mercantil de Bizkaia, tomo 5123' });
    expect(real['company.registryLine']).toEqual({
      markdown: '- **Datos registrales:** Registro Mercantil de Bizkaia, tomo 5123',
    });
    expect(real['company.exampleNotice']).toEqual({ markdown: '' });
  });
});
