import { FEATURES, labelIn } from '../../../shared/listing-catalog';
import type { PublicListing } from '../../../shared/microsite';
import { usePageLang, useTexts } from '../texts';
import { CheckIcon } from './icons';

/** Características: the extras the agency ticked (ascensor, terraza…), in the catalogue's order. */
export function ListingFeatures({ listing }: { listing: PublicListing }) {
  const t = useTexts();
  const { lang } = usePageLang();
  const chosen = FEATURES.filter((f) => listing.features.includes(f.code));
  if (!chosen.length) return null;
  return (
    <section aria-labelledby="features-title" className="mt-8">
      <h2 id="features-title" className="text-lg font-bold text-ink">
        {t.features}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 rounded-2xl border border-neutral-200 bg-white p-4 sm:grid-cols-2">
        {chosen.map((f) => (
          <li key={f.code} className="flex items-start gap-2 text-neutral-800" data-feature={f.code}>
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-[var(--brand)]" />
            {labelIn(lang, f)}
          </li>
        ))}
      </ul>
    </section>
  );
}
