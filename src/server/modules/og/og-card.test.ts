import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import { fallbackCardSvg, photoOverlaySvg } from './og-card-svg';
import { cleanText, textWidth, wrapText } from './og-text';
import { type OgInput, ogImagePath, ogVersion, widest } from './og-version';

const INPUT: OgInput = {
  title: 'Piso reformado en Chamberí',
  price: 245000,
  operation: 'sale',
  city: 'Madrid',
  primaryColor: '#e56665',
  coverUrl: '/uploads/listings/1/6f1c0a8e-abc-1600.webp',
};
const HOSTILE = '</text><script>alert(1)</script> & "x" \'y\' <![CDATA[ ]]> \u0001\u000b\ud800';

describe('the card SVG', () => {
  it.each([
    ['over a photo', photoOverlaySvg],
    ['without a photo', fallbackCardSvg],
  ])('escapes every text %s and stays a valid SVG', async (_, draw) => {
    const svg = draw({ ...INPUT, title: HOSTILE, city: HOSTILE, primaryColor: '"/><script>x</script>' });
    expect(svg).not.toMatch(/<script|<!\[CDATA/i);
    for (const escaped of [
      '&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      '&amp;',
      '&quot;x&quot;',
      '&#39;y&#39;',
    ])
      expect(svg).toContain(escaped);
    // An unusable colour is replaced by the default one, never copied into an attribute.
    expect(svg).toContain('#e56665');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1200, 630]);
  });

  it('writes the price es-ES with no decimals, a rent a month, or no price line at all', () => {
    expect(photoOverlaySvg({ ...INPUT, price: 1250000 })).toContain('>1.250.000\u00a0€</text>');
    expect(photoOverlaySvg({ ...INPUT, price: 1200, operation: 'rent' })).toContain(
      '>1.200\u00a0€/mes</text>',
    );
    expect(fallbackCardSvg({ ...INPUT, price: 950, operation: 'rent' })).toContain('>950\u00a0€/mes</text>');
    expect(fallbackCardSvg({ ...INPUT, price: 5000 })).toContain('>5.000\u00a0€</text>');
    expect(photoOverlaySvg({ ...INPUT, price: null })).not.toContain('€');
  });
});

describe('card text', () => {
  it('escapes the five XML specials (the HTML escaping serves SVG too)', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('drops characters XML forbids, emoji and extra spaces', () => {
    expect(cleanText(' Chalet\u0000 🏡 con\tpiscina 🇪🇸\n ')).toBe('Chalet con piscina');
  });

  it('wraps at words into at most the lines asked for, with an ellipsis when cut', () => {
    const opts = { size: 42, bold: true, width: 1072, maxLines: 2 };
    const long =
      'Ático con terraza y vistas al Retiro, reformado, tres dormitorios, dos baños y plaza de garaje incluida en el precio de venta';
    const lines = wrapText(long, opts);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, 42, true)).toBeLessThanOrEqual(1072);
    expect(wrapText('Piso en Sol', opts)).toEqual(['Piso en Sol']);
    // A word longer than a line is broken between characters.
    const word = wrapText('W'.repeat(120), opts);
    expect(word).toHaveLength(2);
    for (const line of word) expect(textWidth(line, 42, true)).toBeLessThanOrEqual(1072);
  });

  it('measures text as librsvg draws it with the installed Liberation Sans', async () => {
    const sample = 'Ático luminoso, 3 hab. ¿Qué más? WWW iii 1.250.000 €';
    for (const weight of ['400', '700']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="80"><rect width="1600" height="80" fill="#fff"/><text x="10" y="60" font-family="'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif" font-size="42" font-weight="${weight}">${escapeHtml(sample)}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
      const predicted = textWidth(sample, 42, weight === '700');
      expect(Math.abs(info.width - predicted) / predicted, weight).toBeLessThan(0.03);
    }
  });
});

describe('ogVersion', () => {
  it('is a stable 12-hex hash that changes with anything the card shows', () => {
    const v = ogVersion(INPUT);
    expect(v).toMatch(/^[0-9a-f]{12}$/);
    expect(ogVersion({ ...INPUT })).toBe(v);
    expect(ogVersion({ ...INPUT, primaryColor: '#E56665' })).toBe(v);
    const changes: Partial<OgInput>[] = [
      { price: 245001 },
      { price: null },
      { operation: 'rent' },
      { title: 'Piso reformado en Chamberi' },
      { city: null },
      { primaryColor: '#00b7a0' },
      { coverUrl: '/uploads/listings/1/6f1c0a8e-def-1600.webp' },
      { coverUrl: null },
    ];
    for (const change of changes)
      expect(ogVersion({ ...INPUT, ...change }), JSON.stringify(change)).not.toBe(v);
  });

  it('picks the widest derivative, whatever the order', () => {
    expect(widest([{ width: 960 }, { width: 1600 }, { width: 480 }])).toEqual({ width: 1600 });
    expect(widest([])).toBeNull();
  });

  it('goes into the image path as ?v=', () => {
    expect(ogImagePath('piso-en-sol-k3x9q2', 'abc123def456')).toBe(
      '/og/piso-en-sol-k3x9q2.jpg?v=abc123def456',
    );
  });
});
