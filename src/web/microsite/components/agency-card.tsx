import type { MouseEvent } from 'react';
import { formatListingPrice } from '../../../shared/format';
import { labelIn, operationLabels, propertyType } from '../../../shared/listing-catalog';
import type { PublicListingCard } from '../../../shared/microsite';
import { useLangHref, usePageLang, useTexts } from '../texts';
import { EnergyCardLabel } from './energy-label';
import { ResponsiveImage } from './responsive-image';

export type Navigate = (href: string, e: MouseEvent) => void;

/**
 * A card's width (agency-page.tsx's grid in a page of at most 1152 px less 2 × 16 px): three columns
 * (gap 20 px) from 1024 px, two from 640 px, one below.
 */
const CARD_SIZES =
  '(min-width: 1152px) 360px, (min-width: 1024px) calc(33.3vw - 24px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)';

/**
 * A listing on the agency page: its cover, the price as its operation reads it ("1.200 €/mes"),
 * type and operation, title, city and key facts. Without `navigate` the link is a plain one.
 */
export function AgencyCard({
  card,
  priority,
  navigate,
}: {
  card: PublicListingCard;
  priority: boolean;
  navigate?: Navigate;
}) {
  const t = useTexts();
  const { lang } = usePageLang();
  const href = useLangHref()(card.href);
  const price = formatListingPrice(card.price, card.operation, lang) ?? t.priceOnRequest;
  const kind = [
    labelIn(lang, propertyType(card.propertyType)),
    labelIn(lang, operationLabels[card.operation]),
  ]
    .filter(Boolean)
    .join(' · ');
  const facts = [
    card.specs.sqm !== null ? `${card.specs.sqm} m²` : null,
    card.specs.beds !== null ? t.bedsShort(card.specs.beds) : null,
    card.specs.baths !== null ? t.bathsCount(card.specs.baths) : null,
  ].filter(Boolean);
  return (
    <li>
      <a
        href={href}
        onClick={navigate ? (e) => navigate(href, e) : undefined}
        className="group block h-full overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition hover:shadow-md"
      >
        <div className="aspect-[4/3] overflow-hidden bg-neutral-100">
          {card.cover && (
            <ResponsiveImage
              photo={card.cover}
              priority={priority}
              sizes={CARD_SIZES}
              className="h-full w-full object-cover transition group-hover:scale-[1.02]"
            />
          )}
        </div>
        <div className="p-4">
          <p
            className="text-xs font-semibold tracking-wide text-neutral-700 uppercase"
            data-testid="card-kind"
          >
            {kind}
          </p>
          <p className="mt-1 text-xl font-extrabold text-[var(--brand)]" data-testid="card-price">
            {price}
          </p>
          <h3 className="mt-1 font-semibold text-ink group-hover:underline">{card.title}</h3>
          {card.city && <p className="mt-1 text-sm text-neutral-600">{card.city}</p>}
          {facts.length > 0 && <p className="mt-2 text-sm text-neutral-700">{facts.join(' · ')}</p>}
          <EnergyCardLabel energy={card.energy} lang={lang} />
        </div>
      </a>
    </li>
  );
}
