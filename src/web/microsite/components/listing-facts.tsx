import type { ReactNode } from 'react';
import { conditionLabels, labelIn, orientationLabels } from '../../../shared/listing-catalog';
import type { PublicListing } from '../../../shared/microsite';
import { type Texts, usePageLang, useTexts } from '../texts';
import { AreaIcon, BathIcon, BedIcon, StairsIcon, SunIcon } from './icons';

export interface FactRow {
  label: string;
  value: string;
}

/** Label and value side by side, one row each; two columns from tablets up. */
export function FactRows({ rows, className = '' }: { rows: FactRow[]; className?: string }) {
  return (
    <dl
      className={`grid rounded-2xl border border-neutral-200 bg-white px-4 py-1 sm:grid-cols-2 sm:gap-x-8 ${className}`}
    >
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex items-baseline justify-between gap-4 border-b border-neutral-100 py-2.5 last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0"
        >
          <dt className="text-neutral-700">{row.label}</dt>
          <dd className="text-right font-semibold whitespace-nowrap text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Price per built m², for a sale with both figures: 489.000 € / 96 m² → '5.094 €/m²'. */
function pricePerSqm(listing: PublicListing, t: Texts): string | null {
  const { price, operation, specs } = listing;
  if (operation !== 'sale' || price === null || !specs.sqm) return null;
  return t.facts.perSqm(t.formatPrice(Math.round(price / specs.sqm)));
}

/** The facts beyond the five tiles, only those the agency gave. */
function moreFacts(listing: PublicListing, t: Texts, lang: 'es' | 'en'): FactRow[] {
  const { facts } = listing;
  const area = (n: number) => t.facts.area(t.formatCount(n));
  const rows: (FactRow | null)[] = [
    facts.usableSqm !== null ? { label: t.facts.usableSqm, value: area(facts.usableSqm) } : null,
    facts.plotSqm !== null ? { label: t.facts.plotSqm, value: area(facts.plotSqm) } : null,
    facts.yearBuilt !== null ? { label: t.facts.yearBuilt, value: String(facts.yearBuilt) } : null,
    facts.condition
      ? { label: t.facts.condition, value: labelIn(lang, conditionLabels[facts.condition]) }
      : null,
    facts.orientation
      ? { label: t.facts.orientation, value: labelIn(lang, orientationLabels[facts.orientation]) }
      : null,
  ];
  const perSqm = pricePerSqm(listing, t);
  if (perSqm) rows.push({ label: t.facts.pricePerSqm, value: perSqm });
  return rows.filter((r): r is FactRow => r !== null);
}

/**
 * Datos clave: the five tiles (built m², bedrooms, bathrooms, floor, exterior), then the other
 * facts (usable m², plot, year, condition, orientation, price per m² of a sale), only those given.
 */
export function KeyFacts({ listing }: { listing: PublicListing }) {
  const t = useTexts();
  const { lang } = usePageLang();
  const { specs } = listing;
  const items: { icon: ReactNode; label: string; value: string }[] = [];
  if (specs.sqm !== null)
    items.push({ icon: <AreaIcon />, label: t.sqm, value: t.facts.area(t.formatCount(specs.sqm)) });
  if (specs.beds !== null) items.push({ icon: <BedIcon />, label: t.beds, value: String(specs.beds) });
  if (specs.baths !== null) items.push({ icon: <BathIcon />, label: t.baths, value: String(specs.baths) });
  if (specs.floor) items.push({ icon: <StairsIcon />, label: t.floor, value: specs.floor });
  if (specs.exterior) items.push({ icon: <SunIcon />, label: t.exterior, value: t.yes });
  const rows = moreFacts(listing, t, lang);
  if (!items.length && !rows.length) return null;
  return (
    <section aria-labelledby="facts-title" className="mt-8">
      <h2 id="facts-title" className="text-lg font-bold text-ink">
        {t.keyFacts}
      </h2>
      {items.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="rounded-2xl border border-neutral-200 bg-white p-4">
              <dt className="flex items-center gap-2 text-sm text-neutral-600">
                <span className="text-[var(--brand)]">{item.icon}</span>
                {item.label}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {rows.length > 0 && <FactRows rows={rows} className="mt-3" />}
    </section>
  );
}
