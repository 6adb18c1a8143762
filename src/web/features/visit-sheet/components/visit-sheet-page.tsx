import { ArrowLeft, Building2, CalendarClock, MapPin, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { visitSheetTexts as t, type VisitSheetResponse } from '../../../../shared/visit-sheet';
import { type DashboardVisit, visitsDashboardTexts, visitWhen } from '../../../../shared/visits-dashboard';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { useIsOwner } from '../../../lib/use-me';
import { useOpenVisitSheet, useVisitSheet } from '../api/use-visit-sheet';
import { addressLine } from '../format';
import { useSheetVisit } from '../hooks/use-sheet-visit';
import { sheetPageTexts as p } from '../texts';
import { SheetAddressForm } from './sheet-address-form';
import { SheetOpen } from './sheet-open';
import { SheetSigned } from './sheet-signed';

/** Configuración → Facturación, where the agency's legal name, NIF and address are filled in. */
export const billingSettingsLink = `${paths.dashboard.settings}#billing-section`;

export interface SheetListingOption {
  id: string;
  title: string;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-neutral-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm font-medium text-ink first-letter:uppercase">{children}</dd>
    </div>
  );
}

const iconClass = 'size-3.5 shrink-0 text-neutral-500';

/** Which visit this is: the listing, the day and time, who visits, and the address once confirmed. */
function VisitSummary({
  visit,
  listingTitle,
  address,
}: {
  visit: DashboardVisit | undefined;
  listingTitle: string;
  address: string | undefined;
}) {
  if (!visit && !address) return null;
  return (
    <dl
      aria-label={p.visitLabel}
      className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      {visit && (
        <>
          <Fact icon={<Building2 className={iconClass} aria-hidden />} label={p.listing}>
            {listingTitle}
          </Fact>
          <Fact icon={<CalendarClock className={iconClass} aria-hidden />} label={p.when}>
            {visitWhen(visit.start, visit.end)}
          </Fact>
          <Fact icon={<UserRound className={iconClass} aria-hidden />} label={p.visitor}>
            {visit.visitorName}
          </Fact>
        </>
      )}
      {address && (
        <Fact icon={<MapPin className={iconClass} aria-hidden />} label={p.address}>
          {address}
        </Fact>
      )}
    </dl>
  );
}

/** Why the sheet cannot be opened, and where to fix it when it is the agency's billing details. */
function Blocked({ reason }: { reason: string }) {
  const isOwner = useIsOwner();
  return (
    <div className="max-w-3xl">
      <Alert tone="warning">
        <p>{reason}</p>
        {reason === t.missingIdentity && isOwner && (
          <Link
            to={billingSettingsLink}
            className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
          >
            {p.openBilling}
          </Link>
        )}
      </Alert>
    </div>
  );
}

/** The state of the sheet decides what the page shows: the address form, the live sheet, or the signed one. */
function SheetBody({ visitId, data }: { visitId: string; data: VisitSheetResponse }) {
  const open = useOpenVisitSheet(visitId);
  const { sheet, draft } = data;
  if (sheet?.status === 'signed') return <SheetSigned sheet={sheet} />;
  if (sheet) return <SheetOpen visitId={visitId} sheet={sheet} agentName={data.agentName} />;
  if (draft.blocked) return <Blocked reason={draft.blocked} />;
  return (
    <div className="max-w-3xl rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
      <SheetAddressForm draft={draft.address} onOpen={open.mutateAsync} pending={open.isPending} />
    </div>
  );
}

/** When the agent opens or signs the sheet, the focus goes to the part that replaced the one they used. */
function useFocusOnChange(status: 'none' | 'open' | 'signed' | undefined) {
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (!before || before === status) return;
    const target = status === 'open' ? 'sheet-scan-title' : status === 'signed' ? 'sheet-signed-title' : null;
    if (target) document.getElementById(target)?.focus();
  }, [status]);
}

/**
 * /dashboard/visits/:id/parte: the parte de visita of a confirmed or done visit. The agent
 * confirms the exact address and opens it; the visitors scan the QR and sign on their phone (the
 * list follows live); the agent signs last, and the signed PDF is there to download.
 */
export function VisitSheetPage({ listings }: { listings: SheetListingOption[] | undefined }) {
  const { id = '' } = useParams();
  const query = useVisitSheet(id);
  const { visit } = useSheetVisit(id);
  useEffect(() => {
    document.title = p.documentTitle;
  }, []);
  const sheet = query.data?.sheet;
  useFocusOnChange(query.data ? (sheet?.status ?? 'none') : undefined);
  // A deleted listing leaves its visits without one; '' while the listings load.
  const listing = visit?.listingId ? listings?.find((l) => l.id === visit.listingId) : undefined;
  const listingTitle = listing?.title ?? (listings ? visitsDashboardTexts.unknownListing : '');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link
          to={paths.dashboard.visits}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {p.back}
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.openTitle}</h1>
      </div>
      <VisitSummary
        visit={visit}
        listingTitle={listingTitle}
        address={sheet ? addressLine(sheet.address) : undefined}
      />
      {query.isPending ? (
        <p role="status" className="text-sm text-neutral-600">
          {p.loading}
        </p>
      ) : query.isError && !query.data ? (
        <LoadError title={p.loadError} error={query.error} onRetry={() => query.refetch()} />
      ) : query.data ? (
        <SheetBody visitId={id} data={query.data} />
      ) : null}
    </div>
  );
}
