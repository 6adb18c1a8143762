import {
  Building2,
  CalendarDays,
  ExternalLink,
  FlaskConical,
  Mail,
  MapPin,
  Phone,
  ShieldAlert,
  Tag,
  UserRound,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { agentTexts } from '../../../../shared/agents';
import { formatListingPrice } from '../../../../shared/format';
import { leadDeletionTexts as d } from '../../../../shared/lead-deletion';
import {
  type LeadStatus,
  type LeadView,
  leadSuspicionLabels,
  leadsDashboardTexts as t,
} from '../../../../shared/leads-dashboard';
import { operationLabels, propertyType } from '../../../../shared/listing-catalog';
import { paths } from '../../../../shared/paths';
import { SPAIN_TIME_ZONE } from '../../../../shared/time-zone';
import { visitTexts } from '../../../../shared/visits';
import { LeadDeleteActions } from './lead-delete-actions';
import { LeadReply } from './lead-reply';
import { LeadStatusSelect } from './lead-status-select';
import { phoneText } from './phone-text';

const received = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
const visitTime = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SPAIN_TIME_ZONE,
});

/** "Visita: 5 dic 2026, 17:00 · Confirmada (y 1 más)", linking to Visitas. */
function VisitLine({ visit }: { visit: NonNullable<LeadView['visit']> }) {
  return (
    <p className="mt-0.5 flex items-start gap-1.5 text-sm text-neutral-600" data-lead-visit>
      <CalendarDays className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
      <span>
        {t.visitLabel}:{' '}
        <time dateTime={visit.start} className="font-medium text-neutral-800">
          {visitTime.format(new Date(visit.start))}
        </time>
        {' · '}
        {visitTexts.status[visit.status]}
        {visit.count > 1 && ` (${t.moreVisits(visit.count - 1)})`}
        {' · '}
        <Link to={paths.dashboard.visits} className="font-medium text-brand-700 hover:underline">
          {t.seeVisits}
        </Link>
      </span>
    </p>
  );
}

/** "Ref. GR-12 · Alquiler · Piso · 1.200 €/mes": what the agency knows the property by. */
function listingAd(listing: LeadView['listing']): string {
  return [
    listing.reference && t.reference(listing.reference),
    operationLabels[listing.operation].es,
    propertyType(listing.propertyType)?.es,
    formatListingPrice(listing.price, listing.operation) ?? t.priceOnRequest,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ListingLine({ listing }: { listing: LeadView['listing'] }) {
  const place = listing.deleted
    ? listing.address
    : [listing.address, listing.city].filter(Boolean).join(', ');
  return (
    <div className="min-w-0 text-sm">
      <p className="flex items-start gap-1.5 font-medium text-ink">
        <Building2 className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden />
        {listing.published && listing.slug ? (
          <a
            href={paths.listing(listing.slug)}
            target="_blank"
            rel="noopener noreferrer"
            title={t.openListing}
            className="min-w-0 break-words underline decoration-neutral-300 underline-offset-2 hover:decoration-brand-700"
          >
            {listing.title}
            <ExternalLink className="ml-1 inline size-3.5 text-neutral-500" aria-hidden />
          </a>
        ) : (
          <span className="min-w-0 break-words">{listing.title}</span>
        )}
        {listing.deleted && (
          <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700 ring-1 ring-neutral-300">
            {t.deletedListing}
          </span>
        )}
      </p>
      <p className="mt-0.5 flex items-start gap-1.5 text-neutral-600" data-listing-ad>
        <Tag className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
        {listingAd(listing)}
      </p>
      {place && (
        <p className="mt-0.5 flex items-start gap-1.5 text-neutral-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
          {place}
        </p>
      )}
    </div>
  );
}

/**
 * One lead: who, which property and what they chose, how to answer, and its status; chosen for
 * "Eliminar seleccionados" by its checkbox, deleted alone or with every lead of its person.
 */
export function LeadCard({
  lead,
  onStatus,
  selected,
  onSelect,
}: {
  lead: LeadView;
  onStatus: (lead: LeadView, status: LeadStatus) => void;
  selected: boolean;
  onSelect: (lead: LeadView, selected: boolean) => void;
}) {
  const titleId = useId();
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const tags = [
    lead.use && [t.use, lead.use.label],
    lead.room && [t.room, lead.room.label],
    lead.style && [t.style, lead.style.label],
  ].filter((x): x is [string, string] => Boolean(x));
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <label className="-mt-2.5 -ml-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(lead, e.target.checked)}
            aria-label={d.select(name)}
            className="size-5 cursor-pointer accent-brand-700"
          />
        </label>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold break-words text-ink">
            {name}
          </h2>
          {lead.test && (
            <p className="mt-1">
              <span
                title={d.testBadgeTitle}
                className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300"
              >
                <FlaskConical className="size-3.5" aria-hidden />
                {d.testBadge}
                <span className="sr-only">: {d.testBadgeTitle}</span>
              </span>
            </p>
          )}
          {lead.suspicion && (
            <p className="mt-1">
              <span
                title={leadSuspicionLabels[lead.suspicion]}
                className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
              >
                <ShieldAlert className="size-3.5" aria-hidden />
                {t.suspiciousBadge}
                <span className="sr-only">: {leadSuspicionLabels[lead.suspicion]}</span>
              </span>
            </p>
          )}
          <p className="mt-0.5 text-xs text-neutral-600">
            <time dateTime={lead.createdAt}>{t.receivedOn(received.format(new Date(lead.createdAt)))}</time>
            {' · '}
            {t.channelLabel}: {t.channel[lead.channel]}
            {lead.lang === 'en' && (
              <>
                {' · '}
                <span className="font-semibold text-ink">{t.inEnglish}</span>
              </>
            )}
          </p>
        </div>
        <LeadStatusSelect status={lead.status} name={name} onChange={(s) => onStatus(lead, s)} />
      </div>
      <div className="mt-3">
        <ListingLine listing={lead.listing} />
        <p className="mt-0.5 flex items-start gap-1.5 text-sm text-neutral-600" data-handled-by>
          <UserRound className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
          <span>
            {agentTexts.handledBy}:{' '}
            <span className="font-medium text-neutral-800">{lead.handledBy?.name ?? agentTexts.agency}</span>
          </span>
        </p>
        {lead.visit && <VisitLine visit={lead.visit} />}
      </div>
      {tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {tags.map(([kind, value]) => (
            <li key={kind} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
              <span className="sr-only">{kind}: </span>
              {value}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <ul className="space-y-1 border-t border-neutral-100 pt-3 text-sm">
          {lead.email && (
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-neutral-500" aria-hidden />
              <a href={`mailto:${lead.email}`} className="min-w-0 break-all text-neutral-800 hover:underline">
                {lead.email}
              </a>
            </li>
          )}
          {lead.phone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-neutral-500" aria-hidden />
              <a href={`tel:${lead.phone}`} className="text-neutral-800 tabular-nums hover:underline">
                {phoneText(lead.phone)}
              </a>
            </li>
          )}
        </ul>
        <div className="mt-3">
          <LeadReply lead={lead} />
        </div>
        <div className="mt-3">
          <LeadDeleteActions lead={lead} name={name} />
        </div>
      </div>
    </article>
  );
}
