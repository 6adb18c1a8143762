import type { MeResponse } from '../../../../shared/agency';
import { inkOn, readableOn } from '../../../../shared/color';
import { countFormat } from '../../../../shared/format';
import type { ListingView } from '../../../../shared/listings';
import type { PosterStyle } from '../../../../shared/qr';
import { posterTexts as t } from '../texts';

const count = countFormat;

export type Agency = MeResponse['agency'];

/** 'Inmobiliaria Sol y Mar' → 'IS': the agency's mark on the plain poster, or without a logo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '·'
  );
}

export function AgencyBlock({
  agency,
  logoUrl,
  onLogoSettled,
}: {
  agency: Agency;
  logoUrl: string | null;
  onLogoSettled: () => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-[3.5mm]" data-testid="poster-agency">
      {logoUrl ? (
        <span className="flex h-[14mm] max-w-[40mm] shrink-0 items-center rounded-[2.5mm] bg-white p-[1.5mm]">
          <img
            src={logoUrl}
            alt={t.logoAlt(agency.name)}
            onLoad={onLogoSettled}
            onError={onLogoSettled}
            className="h-full w-auto object-contain"
            data-testid="poster-logo"
          />
        </span>
      ) : (
        <span
          aria-hidden
          className="flex size-[12mm] shrink-0 items-center justify-center rounded-[2.5mm] bg-white text-[5.5mm] font-black text-ink"
        >
          {initials(agency.name)}
        </span>
      )}
      <span className="min-w-0 truncate text-[6mm] leading-tight font-bold">{agency.name}</span>
    </div>
  );
}

/** The poster's colours: the product's, or (branded poster, Plus and Pro) the agency's. */
export function posterColors(style: PosterStyle) {
  if (!style.branded) return { band: undefined, accent: undefined, dark: undefined };
  return {
    band: { backgroundColor: style.primaryColor, color: inkOn(style.primaryColor) },
    accent: { color: readableOn(style.primaryColor, '#ffffff', 3) },
    dark: { backgroundColor: style.secondaryColor, color: inkOn(style.secondaryColor) },
  };
}

export function Specs({ specs }: { specs: ListingView['specs'] }) {
  const items: { label: string; value: string }[] = [];
  if (specs.sqm !== null) items.push({ label: t.sqm, value: t.sqmValue(count.format(specs.sqm)) });
  if (specs.beds !== null) items.push({ label: t.beds, value: count.format(specs.beds) });
  if (specs.baths !== null) items.push({ label: t.baths, value: count.format(specs.baths) });
  if (specs.floor) items.push({ label: t.floor, value: specs.floor });
  if (items.length === 0) return null;
  return (
    <dl
      aria-label={t.specsLabel}
      className="grid divide-x divide-neutral-300 border-y border-neutral-300"
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((i) => (
        <div key={i.label} className="flex flex-col-reverse items-center px-[2mm] py-[3mm] text-center">
          <dt className="text-[3.6mm] font-medium tracking-wide text-neutral-600 uppercase">{i.label}</dt>
          <dd className="truncate text-[7mm] leading-tight font-bold text-ink">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
