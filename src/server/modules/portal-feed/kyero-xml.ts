/**
 * The Kyero v3 feed as text (the XSD: test/fixtures/kyero/kyeroV3.0.xsd). Pure: the listings come
 * already mapped (load-feed-listings.ts); this only writes them in the schema's order and escapes.
 */

/** One `<property>`, every value ready for the feed. */
export interface KyeroProperty {
  id: string;
  /** "YYYY-MM-DD HH:MM:SS", UTC. */
  date: string;
  ref: string;
  /** Whole euros, or null: "x", Kyero's price on application. */
  price: number | null;
  priceFreq: 'sale' | 'month';
  newBuild: boolean;
  type: string;
  town: string;
  province: string;
  location: { latitude: number; longitude: number } | null;
  beds: number | null;
  baths: number | null;
  pool: boolean;
  surface: { built: number | null; plot: number | null };
  energy: { consumption: string; emissions: string } | null;
  url: { es: string; en: string };
  desc: { es: string | null; en: string | null };
  features: string[];
  /** Absolute image URLs in the gallery's order. */
  images: string[];
}

/** Characters XML 1.0 forbids (C0 controls but tab, LF, CR; lone surrogates; U+FFFE, U+FFFF). */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data: forbidden characters dropped, markup characters escaped. */
export function xmlText(value: string): string {
  return value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** "YYYY-MM-DD HH:MM:SS" of an instant, in UTC (the feed says so nowhere else: decision 044). */
export function kyeroDate(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

const el = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`;
const flag = (on: boolean) => (on ? '1' : '0');

function propertyXml(p: KyeroProperty): string {
  const parts = [
    el('id', p.id),
    el('date', p.date),
    el('ref', p.ref),
    el('price', p.price === null ? 'x' : Math.max(0, Math.round(p.price))),
    el('currency', 'EUR'),
    el('price_freq', p.priceFreq),
    el('new_build', flag(p.newBuild)),
    el('type', p.type),
    el('town', p.town),
    el('province', p.province),
    el('country', 'Spain'),
  ];
  if (p.location)
    parts.push(
      `<location>${el('latitude', p.location.latitude.toFixed(6))}${el('longitude', p.location.longitude.toFixed(6))}</location>`,
    );
  if (p.beds !== null) parts.push(el('beds', p.beds));
  if (p.baths !== null) parts.push(el('baths', p.baths));
  parts.push(el('pool', flag(p.pool)));
  if (p.surface.built !== null || p.surface.plot !== null) {
    const built = p.surface.built !== null ? el('built', p.surface.built) : '';
    const plot = p.surface.plot !== null ? el('plot', p.surface.plot) : '';
    parts.push(`<surface_area>${built}${plot}</surface_area>`);
  }
  if (p.energy)
    parts.push(
      `<energy_rating>${el('consumption', p.energy.consumption)}${el('emissions', p.energy.emissions)}</energy_rating>`,
    );
  parts.push(`<url>${el('en', p.url.en)}${el('es', p.url.es)}</url>`);
  const desc = [p.desc.en ? el('en', p.desc.en) : '', p.desc.es ? el('es', p.desc.es) : ''].join('');
  parts.push(`<desc>${desc}</desc>`);
  if (p.features.length)
    parts.push(`<features>${p.features.map((f) => el('feature', f)).join('')}</features>`);
  const images = p.images.map((url, i) => `<image id="${i + 1}">${el('url', url)}</image>`).join('');
  parts.push(`<images>${images}</images>`);
  return `<property>${parts.join('')}</property>`;
}

/** The whole feed. With no property it is the bare root (the XSD asks for one: decision 044). */
export function kyeroFeedXml(properties: readonly KyeroProperty[], generatedAt: Date): string {
  const head = `<kyero>${el('feed_version', 3)}${el('feed_generated', kyeroDate(generatedAt))}</kyero>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<root>${head}${properties.map(propertyXml).join('\n')}</root>\n`;
}
