import { describe, expect, it } from 'vitest';
import { parseFrontMatter, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('formats headings, lists, links and tables', () => {
    const html = renderMarkdown(
      '## Derechos\n\n- acceso\n- **supresión**\n\n[AEPD](https://www.aepd.es)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Derechos</h2>');
    expect(html).toContain('<li><strong>supresión</strong></li>');
    expect(html).toContain('<a href="https://www.aepd.es">AEPD</a>');
    expect(html).toContain('<td>1</td>');
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('Hola <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('parseFrontMatter', () => {
  it('reads key: value lines, quoted or not, and returns the rest', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "Cómo: vender más"\ncategory: Marketing\n# a comment\n---\n# Texto\n',
    );
    expect(data).toEqual({ title: 'Cómo: vender más', category: 'Marketing' });
    expect(body).toBe('# Texto\n');
  });

  it('takes a text without front matter as all body', () => {
    expect(parseFrontMatter('# Solo texto')).toEqual({ data: {}, body: '# Solo texto' });
  });

  it('refuses a line that is not key: value', () => {
    expect(() => parseFrontMatter('---\nsin dos puntos\n---\n')).toThrow(/key: value/);
  });
});
