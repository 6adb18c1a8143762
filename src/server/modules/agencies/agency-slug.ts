import { randomBytes } from 'node:crypto';
import { slugify } from '../../../shared/format';
import { reservedSlugs } from '../../../shared/paths';

/** A unique-enough agency slug: the name plus a short random suffix, never a reserved segment. */
export function agencySlug(name: string): string {
  const base = slugify(name) || 'agencia';
  const suffix = randomBytes(4).toString('hex').slice(0, 6);
  const slug = `${base}-${suffix}`;
  return reservedSlugs.has(slug) ? `agencia-${suffix}` : slug;
}
