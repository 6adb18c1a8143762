import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MeResponse } from '../../../../shared/agency';
import { paths } from '../../../../shared/paths';
import type { PosterStyle } from '../../../../shared/qr';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/use-me';
import { type ListingDetail, posterCoverUrl, useListingDetail } from '../api/use-poster-data';
import { usePosterStyle } from '../api/use-poster-style';
import { useQrImage } from '../api/use-qr-image';
import { posterTexts as t } from '../texts';
import { PosterSheet } from './poster-sheet';

/** Printing starts 0.5 s after the poster opens (decision 017 → QR codes). */
const PRINT_DELAY_MS = 500;

const backLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100';

/**
 * `/dashboard/listings/:id/poster`: the A4 poster on its own, without the dashboard around it.
 * With `?print=1` (how the QR dialog opens it) the print dialog opens 0.5 s after the poster
 * and its images have loaded, once.
 */
export function PosterPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const autoPrint = search.get('print') === '1';
  const detail = useListingDetail(id);
  const me = useMe();
  const style = usePosterStyle();

  const title = detail.data?.listing.title;
  useEffect(() => {
    if (title) document.title = t.documentTitle(title);
  }, [title]);

  if (detail.data && me.data && style.data) {
    return (
      <PosterReady
        key={detail.data.listing.qrCode}
        detail={detail.data}
        agency={me.data.agency}
        style={style.data}
        autoPrint={autoPrint}
      />
    );
  }

  const error = detail.error ?? me.error ?? style.error;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-neutral-50 px-4">
      {error ? (
        <div className="w-full max-w-md space-y-4 text-center">
          <LoadError
            title={t.loadError}
            error={error instanceof ApiError && error.status === 404 ? new Error(t.notFound) : error}
            onRetry={() => {
              void detail.refetch();
              void me.refetch();
              void style.refetch();
            }}
          />
          <Link to={paths.dashboard.listings} className={backLinkClass}>
            <ArrowLeft className="size-4" aria-hidden />
            {t.back}
          </Link>
        </div>
      ) : (
        <p role="status" className="text-neutral-600">
          {t.loading}
        </p>
      )}
    </main>
  );
}

function PosterReady({
  detail,
  agency,
  style,
  autoPrint,
}: {
  detail: ListingDetail;
  agency: MeResponse['agency'];
  style: PosterStyle;
  autoPrint: boolean;
}) {
  const { listing } = detail;
  const qr = useQrImage(listing.qrCode);
  const coverUrl = posterCoverUrl(detail);
  const [coverSettled, setCoverSettled] = useState(coverUrl === null);
  const logoUrl = style.branded ? style.logoUrl : null;
  const [logoSettled, setLogoSettled] = useState(logoUrl === null);
  const printed = useRef(false);

  // Once: the poster's images are in (a poster without its QR is not printed), then 0.5 s.
  const ready = qr.status === 'ready' && coverSettled && logoSettled;
  useEffect(() => {
    if (!autoPrint || !ready || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoPrint, ready]);

  return (
    <div className="poster-screen flex min-h-dvh flex-col items-center bg-neutral-200">
      <header className="poster-toolbar sticky top-0 z-10 flex w-full items-center justify-between gap-3 border-b border-neutral-300 bg-white px-4 py-2 sm:px-6">
        <Link to={paths.dashboard.listings} className={backLinkClass}>
          <ArrowLeft className="size-4" aria-hidden />
          {t.back}
        </Link>
        <p className="hidden min-w-0 truncate text-sm text-neutral-600 sm:block">{t.printHint}</p>
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          {t.print}
        </Button>
      </header>
      <main id="main" className="poster-stage flex w-full justify-center px-3 py-6 sm:px-6 sm:py-10">
        <PosterSheet
          listing={listing}
          agency={agency}
          style={style}
          onLogoSettled={() => setLogoSettled(true)}
          coverUrl={coverUrl}
          qr={qr}
          host={window.location.host}
          onCoverSettled={() => setCoverSettled(true)}
        />
      </main>
    </div>
  );
}
