import { AlertTriangle, Building2, type LucideIcon, Mail, Phone, ScanLine } from 'lucide-react';
import type { MeResponse } from '../../../../shared/agency';
import { inkOn, readableOn } from '../../../../shared/color';
import { countFormat, priceFormat } from '../../../../shared/format';
import type { ListingView } from '../../../../shared/listings';
import type { PosterStyle } from '../../../../shared/qr';
import { Logo } from '../../../components/brand/logo';
import { cn } from '../../../lib/cn';
import type { QrImageStatus } from '../api/use-qr-image';
import { qrTexts, posterTexts as t } from '../texts';
import { PosterEnergy } from './poster-energy';
import './poster.css';

const price = priceFormat;
const count = countFormat;

type Agency = MeResponse['agency'];

export interface PosterQr {
  src: string;
  status: QrImageStatus;
  onLoad: () => void;
  onError: () => void;
}

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

function AgencyBlock({
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
function posterColors(style: PosterStyle) {
  if (!style.branded) return { band: undefined, accent: undefined, dark: undefined };
  return {
    band: { backgroundColor: style.primaryColor, color: inkOn(style.primaryColor) },
    accent: { color: readableOn(style.primaryColor, '#ffffff', 3) },
    dark: { backgroundColor: style.secondaryColor, color: inkOn(style.secondaryColor) },
  };
}

function Specs({ specs }: { specs: ListingView['specs'] }) {
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

/**
 * The A4 portrait poster for the shop window (decision 017 → QR codes): tagline, agency and product
 * marks, title, price, key specs, cover photo and a QR over 9 cm wide with its short code; on
 * Plus and Pro (`style.branded`) in the agency's logo and colours.
 */
export function PosterSheet({
  listing,
  agency,
  style,
  onLogoSettled,
  coverUrl,
  qr,
  host,
  onCoverSettled,
}: {
  listing: ListingView;
  agency: Agency;
  /** From the server, by plan: plain, or the agency's logo and colours. */
  style: PosterStyle;
  onLogoSettled: () => void;
  coverUrl: string | null;
  qr: PosterQr;
  host: string;
  onCoverSettled: () => void;
}) {
  const place = [listing.address, listing.city].filter(Boolean).join(', ');
  const contact: { icon: LucideIcon; label: string; value: string }[] = [];
  if (agency.phone) contact.push({ icon: Phone, label: t.phone, value: agency.phone });
  if (agency.email) contact.push({ icon: Mail, label: t.email, value: agency.email });
  const colors = posterColors(style);
  const darkInk = style.branded ? inkOn(style.secondaryColor) : '#ffffff';

  return (
    <article
      className="poster-sheet flex flex-col bg-white font-sans text-ink"
      aria-label={listing.title}
      data-testid="poster-sheet"
      data-branded={style.branded}
    >
      <header
        className="flex h-[22mm] shrink-0 items-center justify-between gap-[6mm] bg-ink px-[12mm] text-white"
        style={colors.dark}
        data-testid="poster-header"
      >
        <AgencyBlock
          agency={agency}
          logoUrl={style.branded ? style.logoUrl : null}
          onLogoSettled={onLogoSettled}
        />
        <Logo variant={darkInk === '#ffffff' ? 'white' : 'color'} className="h-[8mm] w-auto shrink-0" />
      </header>

      <p
        className="shrink-0 bg-brand-500 px-[8mm] py-[5mm] text-center text-[11mm] leading-none font-black tracking-tight text-balance text-white"
        style={colors.band}
        data-testid="poster-tagline"
      >
        {t.tagline}
      </p>

      <div className="relative min-h-[40mm] flex-1 overflow-hidden bg-neutral-100">
        {coverUrl ? (
          <img
            src={coverUrl}
            alt={t.coverAlt(listing.title)}
            onLoad={onCoverSettled}
            onError={onCoverSettled}
            className="absolute inset-0 size-full object-cover"
            data-testid="poster-cover"
          />
        ) : (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-[3mm] bg-gradient-to-br from-brand-50 via-neutral-100 to-brand-100 text-neutral-500"
            data-testid="poster-cover-placeholder"
          >
            <Building2 className="size-[22mm] stroke-[1.25]" aria-hidden />
            <span className="text-[4mm] font-medium">{t.noPhoto}</span>
          </div>
        )}
      </div>

      <div className="shrink-0 px-[12mm] pt-[6mm]">
        <h1 className="poster-title text-[8.5mm] leading-[1.12] font-extrabold tracking-tight">
          {listing.title}
        </h1>
        <div className="mt-[2mm] flex items-baseline justify-between gap-[6mm]">
          <p className="min-w-0 truncate text-[4.5mm] text-neutral-700">{place}</p>
          <p
            className={cn(
              'shrink-0 leading-none font-black whitespace-nowrap text-brand-700',
              listing.price !== null ? 'text-[11mm]' : 'text-[7mm]',
            )}
            style={colors.accent}
            data-testid="poster-price"
          >
            {listing.price !== null ? price.format(listing.price) : t.priceOnRequest}
          </p>
        </div>
        <div className="mt-[5mm]">
          <Specs specs={listing.specs} />
        </div>
        {listing.energy && (
          <div className="mt-[4mm]">
            <PosterEnergy energy={listing.energy} />
          </div>
        )}
      </div>

      <section className="flex shrink-0 items-center gap-[8mm] px-[12mm] py-[6mm]" aria-label={t.scanMe}>
        <div className="size-[100mm] shrink-0 rounded-[3mm] border-[0.6mm] border-ink bg-white p-[1.5mm]">
          {qr.status === 'error' ? (
            <div
              role="alert"
              className="flex size-full flex-col items-center justify-center gap-[3mm] bg-red-50 p-[6mm] text-center text-[5mm] font-semibold text-red-800"
            >
              <AlertTriangle className="size-[12mm]" aria-hidden />
              {qrTexts.generateError}
            </div>
          ) : (
            <img
              src={qr.src}
              alt={t.qrAlt(listing.title)}
              width={360}
              height={360}
              onLoad={qr.onLoad}
              onError={qr.onError}
              className="block size-full"
              data-testid="poster-qr"
            />
          )}
        </div>
        <div className="min-w-0">
          <ScanLine className="size-[14mm] text-brand-700" style={colors.accent} aria-hidden />
          <p className="mt-[3mm] text-[8mm] leading-[1.1] font-extrabold tracking-tight">{t.scanMe}</p>
          <p className="mt-[3mm] text-[4.5mm] leading-snug text-neutral-700">{t.scanMore}</p>
          <p
            className="mt-[6mm] font-mono text-[4.2mm] font-semibold tracking-wider"
            data-testid="poster-code"
          >
            {t.code(listing.qrCode)}
          </p>
          <p className="mt-[1mm] font-mono text-[3.6mm] break-all text-neutral-600">
            {host}/q/{listing.qrCode}
          </p>
        </div>
      </section>

      <footer
        className="flex h-[16mm] shrink-0 items-center justify-between gap-[6mm] bg-ink px-[12mm] text-white"
        style={colors.dark}
      >
        <p className="min-w-0 truncate text-[4.5mm] font-bold">{agency.name}</p>
        {contact.length > 0 && (
          <ul aria-label={t.contactLabel} className="flex shrink-0 items-center gap-[7mm] text-[4.5mm]">
            {contact.map(({ icon: Icon, label, value }) => (
              <li key={label} className="flex items-center gap-[2mm]">
                <Icon className="size-[4.5mm]" aria-hidden />
                <span className="sr-only">{label}: </span>
                <span>{value}</span>
              </li>
            ))}
          </ul>
        )}
      </footer>
    </article>
  );
}
