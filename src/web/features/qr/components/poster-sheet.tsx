import { AlertTriangle, Building2, type LucideIcon, Mail, Phone, ScanLine } from 'lucide-react';
import { inkOn } from '../../../../shared/color';
import { formatListingPrice } from '../../../../shared/format';
import { labelIn, operationLabels, propertyType, publicAddress } from '../../../../shared/listing-catalog';
import type { ListingView } from '../../../../shared/listings';
import type { PosterStyle } from '../../../../shared/qr';
import { Logo } from '../../../components/brand/logo';
import { cn } from '../../../lib/cn';
import type { QrImageStatus } from '../api/use-qr-image';
import { qrTexts, posterTexts as t } from '../texts';
import { PosterEnergy } from './poster-energy';
import { type Agency, AgencyBlock, posterColors, Specs } from './poster-parts';
import './poster.css';

export interface PosterQr {
  src: string;
  status: QrImageStatus;
  onLoad: () => void;
  onError: () => void;
}

/**
 * The A4 portrait poster for the shop window (decision 017 → QR codes): tagline, agency and product
 * marks, "EN VENTA" or "EN ALQUILER" over the cover photo, type and reference, title, price ("/mes"
 * for a rent), key specs, energy certificate and a QR over 9 cm wide with its short code; on Plus
 * and Pro (`style.branded`) in the agency's logo and colours.
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
  // A poster in a shop window is as public as the microsite: the same address privacy.
  const place = [publicAddress(listing.address, listing.addressPrivacy), listing.city]
    .filter(Boolean)
    .join(', ');
  const price = formatListingPrice(listing.price, listing.operation, 'es');
  const kind = [
    labelIn('es', propertyType(listing.propertyType)),
    listing.reference ? t.reference(listing.reference) : null,
  ].filter(Boolean);
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
        <p
          className="absolute top-[6mm] left-[12mm] rounded-[2.5mm] bg-brand-500 px-[5mm] py-[2.5mm] text-[10mm] leading-none font-black tracking-tight text-white shadow-[0_1mm_4mm_rgb(0_0_0/0.25)]"
          style={colors.band}
          data-testid="poster-operation"
        >
          {operationLabels[listing.operation].poster}
        </p>
      </div>

      <div className="shrink-0 px-[12mm] pt-[5mm]">
        {kind.length > 0 && (
          <p
            className="mb-[1.5mm] truncate text-[4.2mm] leading-tight font-bold tracking-wide text-neutral-700 uppercase"
            data-testid="poster-kind"
          >
            {kind.join(' · ')}
          </p>
        )}
        <h1 className="poster-title text-[8.5mm] leading-[1.12] font-extrabold tracking-tight">
          {listing.title}
        </h1>
        <div className="mt-[2mm] flex items-baseline justify-between gap-[6mm]">
          <p className="min-w-0 truncate text-[4.5mm] text-neutral-700">{place}</p>
          <p
            className={cn(
              'shrink-0 leading-none font-black whitespace-nowrap text-brand-700',
              price !== null ? 'text-[11mm]' : 'text-[7mm]',
            )}
            style={colors.accent}
            data-testid="poster-price"
          >
            {price ?? t.priceOnRequest}
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
