import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedError, type KyeroFeedProperty, parseKyeroFeed } from './parse-kyero';

function nth(list: KyeroFeedProperty[], i: number): KyeroFeedProperty {
  const p = list[i];
  if (!p) throw new Error(`no property ${i}`);
  return p;
}

const sample = readFileSync(new URL('../../../../test/fixtures/kyero/sample-feed.xml', import.meta.url));

async function failure(input: Buffer | Iterable<Uint8Array>, opts = {}) {
  try {
    await parseKyeroFeed(input, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(FeedError);
    return (e as FeedError).code;
  }
  throw new Error('parsed without error');
}

const feed = (body: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>${body}</root>`,
  );

describe('parseKyeroFeed', () => {
  it('reads the sample feed', async () => {
    const f = await parseKyeroFeed(sample);
    expect(f.feedVersion).toBe('3');
    expect(f.properties.map((p) => p.id)).toEqual(['4470', '4471', '4472', '4473', '4474', '4475']);
    const first = nth(f.properties, 0);
    expect(first.desc.es).toBe('Piso luminoso & reformado.');
    expect(first.location).toEqual({ latitude: '40.4168', longitude: '-3.7038' });
    expect(first.images).toHaveLength(3);
    expect(first.features).toEqual(['Lift', 'Terraza', 'Air Conditioning']);
    expect(nth(f.properties, 1).price).toBeUndefined();
    expect(nth(f.properties, 2).desc.es).toContain('<p>Primera');
  });

  it('reads the OpenEstate example, streamed in small chunks', async () => {
    let xml: string;
    try {
      xml = execFileSync(
        'git',
        [
          '-C',
          '/work/.mirror/OpenEstate+OpenEstate-IO/repo',
          'show',
          'HEAD:Examples/src/main/resources/org/openestate/io/examples/kyero.xml',
        ],
        { encoding: 'utf8' },
      );
    } catch {
      return; // mirror absent on this machine
    }
    const bytes = Buffer.from(xml);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const f = await parseKyeroFeed(chunks);
    const p = nth(f.properties, 0);
    expect(p.id).toBe('12367');
    expect(p.surfaceArea).toEqual({ built: '150', plot: '500' });
    expect(p.energyRating).toEqual({ consumption: 'D', emissions: 'X' });
    expect(p.notes).toBe('Private property notes');
    expect(p.images).toHaveLength(5);
    expect(Object.keys(p.desc)).toHaveLength(13);
  });

  it('refuses an HTML login page', async () => {
    expect(await failure(Buffer.from('<!DOCTYPE html><html><body><form>Login</form></body></html>'))).toBe(
      'notXml',
    );
    expect(await failure(Buffer.from('<html><head></head></html>'))).toBe('notXml');
    expect(await failure(Buffer.from('Not Found'))).toBe('notXml');
  });

  it('refuses another XML format', async () => {
    expect(await failure(Buffer.from('<?xml version="1.0"?><rss><channel/></rss>'))).toBe('notKyero');
    expect(await failure(Buffer.from('<root><item>1</item></root>'))).toBe('notKyero');
  });

  it('refuses an empty feed with its own error', async () => {
    expect(await failure(feed(''))).toBe('empty');
  });

  it('refuses a billion-laughs DOCTYPE quickly', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
    ).join('')}]><root><property><id>&lol9;</id></property></root>`;
    const t = Date.now();
    expect(await failure(Buffer.from(bomb))).toBe('doctype');
    expect(Date.now() - t).toBeLessThan(500);
  });

  it('refuses an external entity, even split across chunks', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE root [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><root><property><id>&xxe;</id></property></root>';
    expect(await failure(Buffer.from(xxe))).toBe('doctype');
    const b = Buffer.from(xxe);
    expect(await failure([b.subarray(0, 24), b.subarray(24)])).toBe('doctype');
    // An undeclared entity is malformed, never resolved.
    expect(await failure(feed('<property><id>&xxe;</id></property>'))).toBe('malformed');
  });

  it('refuses an oversized input and too many properties', async () => {
    expect(await failure(feed('<property><id>1</id></property>'), { maxBytes: 50 })).toBe('tooBig');
    const many = feed('<property><id>1</id></property>'.repeat(4));
    expect(await failure(many, { maxProperties: 3 })).toBe('tooMany');
  });

  it('refuses malformed XML', async () => {
    expect(await failure(feed('<property><id>1</property>'))).toBe('malformed');
    expect(await failure(Buffer.from('<root><kyero></kyero><property><id>1</id></property>'))).toBe(
      'malformed',
    );
  });

  it('decodes Windows-1252 / ISO-8859-1 and UTF-8 with BOM', async () => {
    const body =
      '<root><kyero/><property><id>1</id><town>Málaga</town><desc><es>Ático – 5 €</es></desc></property></root>';
    const latin = Buffer.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?>${body}`.replace('–', '\u0096'),
      'latin1',
    );
    // 0x96 and 0x80 are Windows-1252's en dash and euro sign.
    latin[latin.indexOf(Buffer.from('5 ')) + 2] = 0x80;
    const f = await parseKyeroFeed(latin);
    expect(nth(f.properties, 0).town).toBe('Málaga');
    expect(nth(f.properties, 0).desc.es).toBe('Ático – 5 €');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]);
    expect(nth((await parseKyeroFeed(bom)).properties, 0).town).toBe('Málaga');
    expect(
      await failure(
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>${body}`.replace('Málaga', 'M\u00e1laga'),
          'latin1',
        ),
      ),
    ).toBe('encoding');
  });
});
