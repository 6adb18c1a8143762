/**
 * How a typed number is read (docs/decisions/012-typed-numbers-and-percentages.md): es-ES, where "." groups
 * thousands and "," is the decimal mark. A "." followed by exactly three digits is grouping
 * (`245.000`); any other "." or "," is a decimal mark (`85.5`, `85,5`). A number is never
 * multiplied by a separator it did not mean.
 */
export type ReadNumber =
  /** `decimal`: a decimal mark was written (`245,000` is 245 with one, never 245000). */
  { ok: true; value: number; decimal: boolean } | { ok: false; reason: 'not-a-number' | 'negative' };

const PLAIN = /^\d+$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const DECIMAL = /^\d+[.,]\d+$/;
const GROUPED_DECIMAL = /^\d{1,3}(?:\.\d{3})+,\d+$/;

export function readNumber(raw: string | number): ReadNumber {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, reason: 'not-a-number' };
    if (raw < 0) return { ok: false, reason: 'negative' };
    return { ok: true, value: raw, decimal: !Number.isInteger(raw) };
  }
  // Spaces (also the narrow no-break space es-ES puts in numbers) never change the value.
  let s = raw.replace(/[\s\u00a0\u202f]/g, '');
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  let value: number;
  let decimal = false;
  if (PLAIN.test(s)) value = Number(s);
  else if (GROUPED.test(s)) value = Number(s.replace(/\./g, ''));
  else if (DECIMAL.test(s) || GROUPED_DECIMAL.test(s)) {
    const [whole = '', fraction = ''] = s.split(/,|\.(?=\d*$)/);
    value = Number(`${whole.replace(/\./g, '')}.${fraction}`);
    decimal = true;
  } else return { ok: false, reason: 'not-a-number' };
  if (negative && value !== 0) return { ok: false, reason: 'negative' };
  return { ok: true, value, decimal };
}
