/** es-ES formats used across the app (decisions.md → Money). */

/** Listing prices: `245.000 €`, no decimals; `5.000 €` too (es-ES leaves 4 digits ungrouped by default). */
export const priceFormat = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

export const countFormat = new Intl.NumberFormat('es-ES');

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
