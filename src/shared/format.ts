/** es-ES formats used across the app (decision 017 → Money and formats). */

/**
 * An Intl formatter made on its first use, not when the module loads: the first Intl object of a
 * page costs a browser ~15 ms (its locale data), which on the microsite would land in the long
 * task that loads the page's script, and most pages use few of the formatters defined here.
 */
export function lazyFormat<A extends unknown[]>(make: () => { format: (...args: A) => string }) {
  let made: { format: (...args: A) => string } | undefined;
  return {
    format: (...args: A) => {
      made ??= make();
      return made.format(...args);
    },
  };
}

/** Listing prices: `245.000 €`, no decimals; `5.000 €` too (es-ES leaves 4 digits ungrouped by default). */
export const priceFormat = lazyFormat(
  () =>
    new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      useGrouping: 'always',
    }),
);

export const countFormat = lazyFormat(() => new Intl.NumberFormat('es-ES'));

/** Counts and limits in sentences, grouped from 4 digits on too: `5.000 inmuebles`, `4.000 caracteres`. */
export const groupedCount = lazyFormat(() => new Intl.NumberFormat('es-ES', { useGrouping: 'always' }));

const listFormats = {
  es: lazyFormat(() => new Intl.ListFormat('es-ES', { type: 'conjunction' })),
  en: lazyFormat(() => new Intl.ListFormat('en-GB', { type: 'conjunction' })),
} as const;

/** "Madrid, Valencia y Málaga" / "Madrid, Valencia and Málaga". */
export const formatList = (items: readonly string[], lang: 'es' | 'en' = 'es') =>
  listFormats[lang].format(items);

const enPriceFormat = lazyFormat(
  () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);

/**
 * A listing's price as every screen, e-mail, file and card shows it: `245.000 €`, a rent
 * `1.200 €/mes`; in English `€245,000`, `€1,200/month`; no price: null (the caller says
 * "Precio a consultar").
 */
export function formatListingPrice(
  price: number | null,
  operation: 'sale' | 'rent' = 'sale',
  lang: 'es' | 'en' = 'es',
): string | null {
  if (price === null) return null;
  if (lang === 'en') return `${enPriceFormat.format(price)}${operation === 'rent' ? '/month' : ''}`;
  return `${priceFormat.format(price)}${operation === 'rent' ? '/mes' : ''}`;
}

/**
 * Every percentage the app computes: part ÷ whole × 100 to one decimal, 0 when the whole is 0
 * (docs/decisions/012-typed-numbers-and-percentages.md).
 */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

const oneDecimal = lazyFormat(
  () => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * Every percentage the app shows: `40,0 %`, `4,5 %`, always one decimal, so one figure reads the
 * same on every screen and columns line up. The no-break space keeps the sign with its number.
 */
export const formatPct = (value: number) => `${oneDecimal.format(value)}\u00a0%`;

/** Lowercase ASCII slug: 'Ático en Málaga' → 'atico-en-malaga' (at most 48 characters). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}
