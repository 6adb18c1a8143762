import { Building2, CalendarClock, ExternalLink, FileSignature, Mail, Phone, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { visitSheetTexts } from '../../../../shared/visit-sheet';
import {
  type DashboardVisit,
  visitsDashboardTexts as t,
  visitWhen,
} from '../../../../shared/visits-dashboard';
import { buttonClass } from '../../../components/ui/button';
import { VisitActions } from './visit-actions';
import { VisitFeedback } from './visit-feedback';
import type { VisitListingOption } from './visit-filters';
import { VisitProposeForm } from './visit-propose-form';
import { VisitStatusBadge } from './visit-status-badge';

const linkClass =
  'min-w-0 break-words underline decoration-neutral-300 underline-offset-2 hover:decoration-brand-700';

function whoProposed(visit: DashboardVisit): string {
  if (!visit.proposed) return t.slotOffered;
  return visit.proposedBy === 'agency' ? t.proposedByAgency : t.proposedByVisitor;
}

function ListingLink({ listing }: { listing: VisitListingOption | undefined }) {
  if (!listing) return <span className="text-neutral-600">{t.unknownListing}</span>;
  if (!listing.published) return <span className="min-w-0 break-words">{listing.title}</span>;
  return (
    <a
      href={paths.listing(listing.slug)}
      target="_blank"
      rel="noopener noreferrer"
      title={t.openListing}
      className={linkClass}
    >
      {listing.title}
      <ExternalLink className="ml-1 inline size-3.5 text-neutral-500" aria-hidden />
    </a>
  );
}

/** One visit: when (Madrid), where, who comes and how to reach them, its status, and what to do. */
export function VisitCard({
  visit,
  listing,
  attendedBy,
  now,
}: {
  visit: DashboardVisit;
  listing: VisitListingOption | undefined;
  attendedBy: string;
  now: Date;
}) {
  const titleId = useId();
  const [proposing, setProposing] = useState(false);
  const when = visitWhen(visit.start, visit.end, now);
  const open = (visit.status === 'requested' || visit.status === 'confirmed') && new Date(visit.end) > now;
  return (
    <article
      aria-labelledby={titleId}
      data-visit-id={visit.id}
      className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold text-ink first-letter:uppercase">
          {when}
        </h3>
        <VisitStatusBadge status={visit.status} />
      </div>
      <p className="flex items-start gap-1.5 text-sm text-neutral-600">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
        {whoProposed(visit)}
      </p>
      <p className="flex items-start gap-1.5 text-sm font-medium text-ink">
        <Building2 className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden />
        <ListingLink listing={listing} />
      </p>
      <div className="space-y-1 text-sm">
        <p className="flex items-start gap-1.5 font-medium text-ink">
          <UserRound className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden />
          <span className="min-w-0 break-words">{visit.visitorName}</span>
        </p>
        {visit.visitorPhone && (
          <p className="flex items-start gap-1.5">
            <Phone className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
            <a
              href={`tel:${visit.visitorPhone.replace(/[^\d+]/g, '')}`}
              aria-label={t.call(visit.visitorPhone)}
              className={linkClass}
            >
              {visit.visitorPhone}
            </a>
          </p>
        )}
        {visit.visitorEmail && (
          <p className="flex items-start gap-1.5">
            <Mail className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
            <a
              href={`mailto:${visit.visitorEmail}`}
              aria-label={t.mail(visit.visitorEmail)}
              className={`${linkClass} break-all`}
            >
              {visit.visitorEmail}
            </a>
          </p>
        )}
        <p className="text-neutral-600">{t.attendedBy(attendedBy)}</p>
      </div>
      <VisitFeedback visit={visit} />
      {(visit.status === 'confirmed' || visit.status === 'done') && (
        <Link
          to={paths.dashboard.visitSheet(visit.id)}
          aria-describedby={titleId}
          className={buttonClass('secondary', 'self-start')}
        >
          <FileSignature className="size-4" aria-hidden />
          {visitSheetTexts.open}
        </Link>
      )}
      {open && (
        <div className="mt-auto pt-1">
          {proposing ? (
            <VisitProposeForm visit={visit} onDone={() => setProposing(false)} />
          ) : (
            <VisitActions visit={visit} when={when} onPropose={() => setProposing(true)} />
          )}
        </div>
      )}
    </article>
  );
}
