import type { ReactNode } from 'react';
import type { PublicListing } from '../../../shared/microsite';
import { useTexts } from '../texts';
import { AreaIcon, BathIcon, BedIcon, StairsIcon, SunIcon } from './icons';

/** m², bedrooms, bathrooms, floor (and exterior), only those the agency filled in. */
export function SpecsBlock({ specs }: { specs: PublicListing['specs'] }) {
  const t = useTexts();
  const items: { icon: ReactNode; label: string; value: string }[] = [];
  if (specs.sqm !== null)
    items.push({ icon: <AreaIcon />, label: t.sqm, value: `${t.formatCount(specs.sqm)} m²` });
  if (specs.beds !== null) items.push({ icon: <BedIcon />, label: t.beds, value: String(specs.beds) });
  if (specs.baths !== null) items.push({ icon: <BathIcon />, label: t.baths, value: String(specs.baths) });
  if (specs.floor) items.push({ icon: <StairsIcon />, label: t.floor, value: specs.floor });
  if (specs.exterior) items.push({ icon: <SunIcon />, label: t.exterior, value: t.yes });
  if (!items.length) return null;
  return (
    <section aria-labelledby="specs-title" className="mt-8">
      <h2 id="specs-title" className="text-lg font-bold text-ink">
        {t.specs}
      </h2>
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
    </section>
  );
}
