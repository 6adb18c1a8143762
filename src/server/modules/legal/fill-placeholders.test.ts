import { describe, expect, it } from 'vitest';
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
  it('states price and limits of each plan, unlimited when null', () => {
    const lines = planLines([
      {
        code: 'smart',
        name: 'Smart',
        priceMonthCents: 899,
        maxListings: 1,
        rendersPerMonth: 20,
        seats: 1,
        features: [],
      },
      {
        code: 'pro',
        name: 'Pro',
        priceMonthCents: 3999,
        maxListings: 15,
        rendersPerMonth: null,
        seats: 3,
        features: [],
      },
    ]);
    expect(lines.replaceAll('\u00a0', ' ')).toBe(
      [
        '- **Smart**: 8,99 € al mes, hasta 1 inmueble publicado y 20 renders con IA al mes.',
        '- **Pro**: 39,99 € al mes, hasta 15 inmuebles publicados y renders con IA ilimitados.',
      ].join('\n'),
    );
  });
});
