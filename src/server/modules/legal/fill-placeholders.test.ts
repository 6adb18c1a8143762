import { describe, expect, it } from 'vitest';
import type { PlanCode, PlanView } from '../../../shared/billing';
import { planFeatureTexts, planLimitsByCode } from '../../../shared/plan-features';
import { escapeMarkdown, fillPlaceholders } from './fill-placeholders';
import { planLines } from './legal-values';

describe('fillPlaceholders', () => {
  it('fills text escaped and server-built Markdown as it is', () => {
    const out = fillPlaceholders('Titular: {{company.name}}\n\n{{plans.list}}', {
      'company.name': 'Pisos *Top* [S.L.]',
      'plans.list': { markdown: '- **Smart**' },
    });
    expect(out).toBe('Titular: Pisos \\*Top\\* \\[S.L.\\]\n\n- **Smart**');
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
