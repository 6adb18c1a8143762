import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import type { ListingView } from '../../../../shared/listings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { usePosters } from '../api/use-posters';
import { posterTargetTexts as t } from '../texts';
import { currentTarget, PosterTargetForm, targetLabel } from './poster-target-form';

/** In the QR dialog: what the listing's printed code opens, and the form to move it. */
export function PosterTargetSection({ listing }: { listing: ListingView }) {
  const headingId = useId();
  const posters = usePosters();
  const data = posters.data;
  const target = data ? currentTarget(data, listing.qrCode, listing) : null;
  const incoming =
    data?.posters.filter(
      (p) =>
        p.printedForId !== listing.id && p.target.kind === 'listing' && p.target.listingId === listing.id,
    ) ?? [];
  // Codes moved away from this listing (it has printed a new one since): they can be moved again.
  const earlier =
    data?.posters.filter((p) => p.printedForId === listing.id && p.code !== listing.qrCode) ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-neutral-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t.sectionTitle}
      </h3>
      {posters.isError && !data ? (
        <Alert tone="error" title={t.loadError}>
          <Button variant="secondary" className="mt-2" onClick={() => posters.refetch()}>
            <RotateCw className="size-4" aria-hidden />
            {t.retry}
          </Button>
        </Alert>
      ) : !data || !target ? (
        <div className="h-20 animate-pulse rounded-lg bg-neutral-100" role="status" aria-label={t.loading} />
      ) : (
        <>
          <p className="text-sm text-neutral-800" data-testid="poster-target">
            {targetLabel(target)}
          </p>
          {target.kind === 'listing' && !target.published && <Alert tone="warning">{t.draftWarning}</Alert>}
          <PosterTargetForm
            key={listing.qrCode}
            code={listing.qrCode}
            printedForId={listing.id}
            data={data}
            current={target}
            ownerTitle={listing.title}
          />
          <p className="text-sm text-neutral-600">{t.hint}</p>
          {earlier.length > 0 && (
            <div>
              <p className="text-sm font-semibold text-ink">{t.earlier}</p>
              <ul className="mt-1 space-y-3">
                {earlier.map((p) => (
                  <li key={p.code} className="space-y-1" data-testid="earlier-poster">
                    <p className="text-sm text-neutral-700">
                      {t.poster(p.printedFor, p.code)} · {targetLabel(p.target)}
                    </p>
                    <PosterTargetForm
                      code={p.code}
                      printedForId={listing.id}
                      data={data}
                      current={p.target}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {incoming.length > 0 && (
            <div>
              <p className="text-sm font-semibold text-ink">{t.alsoHere}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-neutral-700">
                {incoming.map((p) => (
                  <li key={p.code}>{t.poster(p.printedFor, p.code)}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
