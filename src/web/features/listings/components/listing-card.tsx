import { AlertTriangle, Building2, ExternalLink, Images, MapPin, Pencil, Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { energyTexts } from '../../../../shared/energy-certificate';
import { ENERGY_COLORS, type EnergyCertificate } from '../../../../shared/energy-label';
import { countFormat, formatListingPrice, formatPct } from '../../../../shared/format';
import { operationLabels, propertyType } from '../../../../shared/listing-catalog';
import { type ListingView, listingTexts } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { listingCardTexts as t } from '../texts';
import { DeleteListingDialog } from './delete-listing-dialog';

const count = countFormat;
const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-neutral-600">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function LetterChip({ letter }: { letter: keyof typeof ENERGY_COLORS }) {
  return (
    <span
      className="inline-flex size-6 items-center justify-center rounded font-bold text-black"
      style={{ backgroundColor: ENERGY_COLORS[letter] }}
    >
      {letter}
    </span>
  );
}

/**
 * The certificate in short, or the legal warning for a dwelling published without it (listings
 * published before the form required it: Real Decreto 390/2021).
 */
function EnergyLine({ energy, warn }: { energy: EnergyCertificate | null; warn: boolean }) {
  if (!energy) {
    if (!warn) return null;
    return (
      <p
        className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-sm font-medium text-amber-950 ring-1 ring-amber-300"
        data-testid="energy-missing-card"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {energyTexts.missingCard}
      </p>
    );
  }
  return (
    <p
      className="mt-2 flex items-center gap-1.5 text-sm text-neutral-700"
      title={energyTexts.cardLabel(energy)}
    >
      <span className="sr-only">{energyTexts.cardLabel(energy)}</span>
      <span aria-hidden className="flex items-center gap-1.5">
        {energyTexts.section}:
        {energy.status === 'certified' ? (
          <>
            <LetterChip letter={energy.consumption} />
            <LetterChip letter={energy.emissions} />
          </>
        ) : (
          <span className="font-medium text-ink">{energyTexts.statuses[energy.status]}</span>
        )}
      </span>
    </p>
  );
}

/** One listing in the grid: cover, data, figures and its actions (the QR one comes from the route). */
export function ListingCard({
  listing: l,
  onEdit,
  onPhotos,
  qrButton,
}: {
  listing: ListingView;
  onEdit: () => void;
  onPhotos: () => void;
  qrButton: ReactNode;
}) {
  const titleId = useId();
  const place = [l.address, l.city].filter(Boolean).join(', ');
  const price = formatListingPrice(l.price, l.operation);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white"
    >
      {l.coverPhotoUrl ? (
        <img src={l.coverPhotoUrl} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-neutral-100 text-neutral-400">
          <Building2 className="size-12" aria-hidden />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 font-semibold break-words text-ink">
            {l.title}
          </h2>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
              l.published
                ? 'bg-green-50 text-green-800 ring-green-200'
                : 'bg-neutral-100 text-neutral-700 ring-neutral-300',
            )}
          >
            {l.published ? listingTexts.published : listingTexts.draft}
          </span>
        </div>
        <p className="mt-0.5 text-sm text-neutral-700" data-testid="listing-kind">
          <span className="font-semibold text-ink">{operationLabels[l.operation].es}</span>
          {' · '}
          {propertyType(l.propertyType)?.es ?? l.propertyType}
          {l.reference && (
            <>
              {' · '}
              <span className="break-all">{t.reference(l.reference)}</span>
            </>
          )}
        </p>
        <p className={cn('mt-1 text-lg font-bold', price ? 'text-ink' : 'text-neutral-600')}>
          {price ?? t.priceOnRequest}
        </p>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-neutral-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden />
          {place || t.noAddress}
        </p>
        <EnergyLine energy={l.energy} warn={l.published && l.useCode === 'residencial'} />
        <dl className="mt-4 grid grid-cols-4 gap-2 border-t border-neutral-100 pt-3 text-sm">
          <Stat label={t.photoCount} value={count.format(l.photoCount)} />
          <Stat label={t.views} value={count.format(l.kpis.views)} />
          <Stat label={t.leads} value={count.format(l.kpis.leads)} />
          {l.published && <Stat label={t.conversion} value={formatPct(l.kpis.conversionPct)} />}
        </dl>
        <p className="mt-3 text-xs text-neutral-600">{t.created(longDate.format(new Date(l.createdAt)))}</p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <Button variant="secondary" className="px-3" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden />
            {t.edit}
          </Button>
          <Button variant="secondary" className="px-3" onClick={onPhotos}>
            <Images className="size-4" aria-hidden />
            {t.photos}
          </Button>
          <Link
            to={paths.dashboard.staging(l.id)}
            className={buttonClass('secondary', 'px-3 whitespace-nowrap')}
          >
            <Sparkles className="size-4 shrink-0" aria-hidden />
            {t.staging}
          </Link>
          {qrButton}
          {l.published && (
            <a
              href={paths.listing(l.slug)}
              target="_blank"
              rel="noopener noreferrer"
              title={t.viewTitle}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
            >
              <ExternalLink className="size-4" aria-hidden />
              {t.view}
            </a>
          )}
          <DeleteListingDialog listingId={l.id} title={l.title} />
        </div>
      </div>
    </article>
  );
}
