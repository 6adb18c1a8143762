import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { RenderResponse, RenderView } from '../../../../shared/staging';
import { LoadError } from '../../../components/ui/load-error';
import { isUnfinished, useAllowance, useCatalog, useRenders, useStagingListing } from '../api/use-staging';
import { whatItDid } from '../modes';
import { stagingPageTexts as t } from '../texts';
import { BatchProgress } from './batch-progress';
import { BatchSection } from './batch-section';
import { RenderProgress } from './render-progress';
import { SelectionForm } from './selection-form';
import { TestProviderNotice } from './test-provider-notice';
import { VariantsSection } from './variants-section';

/** Labels of a render's room and style or mode from the catalogue of its use (codes until it loads). */
function useRenderLabels(use: string) {
  const rooms = useCatalog('rooms', use).data;
  const styles = useCatalog('styles', use).data;
  return (r: RenderView) =>
    t.renderOf(
      rooms?.find((x) => x.code === r.room)?.label ?? r.room ?? '',
      whatItDid({ ...r, styleLabel: styles?.find((x) => x.code === r.style)?.label ?? r.style }),
    );
}

const addNew = (list: string[], ids: string[]) =>
  ids.every((id) => list.includes(id)) ? list : [...new Set([...list, ...ids])];

/** /dashboard/listings/:id/staging: pick, generate, follow the renders, review the variants. */
export function StagingPage() {
  const { id = '' } = useParams();
  const listing = useStagingListing(id);
  const renders = useRenders(id);
  const allowance = useAllowance().data;
  const configured = allowance?.configured !== false;
  // Renders started here stay on screen when they finish; unfinished ones are found again after a
  // reload. A render of a batch (variations, a chain, "todo el inmueble") shows in its batch's view.
  const [followed, setFollowed] = useState<string[]>([]);
  const [batches, setBatches] = useState<string[]>([]);
  const labels = { residencial: useRenderLabels('residencial'), comercial: useRenderLabels('comercial') };
  const labelsOf = (r: RenderView) => (r.use === 'comercial' ? labels.comercial : labels.residencial);
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  const follow = (list: Pick<RenderView, 'id' | 'batchId'>[]) => {
    const inBatch = list.flatMap((r) => (r.batchId ? [r.batchId] : []));
    setBatches((b) => addNew(b, inBatch));
    setFollowed((f) =>
      addNew(
        f,
        list.filter((r) => !r.batchId).map((r) => r.id),
      ),
    );
  };
  const followResponse = (res: RenderResponse) =>
    res.batchId ? setBatches((b) => addNew(b, [res.batchId!])) : follow([res.render]);
  // An unfinished render is followed once seen, so it stays on screen with its result.
  const unfinished = (renders.data ?? []).filter(isUnfinished);
  const unfinishedKey = unfinished.map((r) => r.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list; `follow` only wraps state setters.
  useEffect(() => {
    if (unfinishedKey) follow(unfinished);
  }, [unfinishedKey]);
  const shown = (renders.data ?? []).filter((r) => !r.batchId && followed.includes(r.id));

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link
          to={paths.dashboard.listings}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t.back}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-ink">
          {t.title}
          {listing.data && (
            <span className="block text-base font-medium text-neutral-700">{listing.data.listing.title}</span>
          )}
        </h1>
        <p className="mt-1 text-sm text-neutral-700">{t.intro}</p>
      </div>
      {allowance?.testProvider && <TestProviderNotice />}
      {listing.error ? (
        <LoadError title={t.loadError} error={listing.error} onRetry={() => listing.refetch()} />
      ) : !listing.data ? (
        <p className="text-sm text-neutral-700">{t.loading}</p>
      ) : (
        <>
          <SelectionForm
            listing={listing.data.listing}
            photos={listing.data.photos}
            onQueued={followResponse}
          />
          <BatchSection
            listing={listing.data.listing}
            configured={configured}
            onQueued={(batchId) => setBatches((b) => addNew(b, [batchId]))}
          />
          {shown.length + batches.length > 0 && (
            <section aria-labelledby="staging-progress" className="space-y-3">
              <h2 id="staging-progress" className="text-lg font-bold text-ink">
                {t.progressTitle}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {batches.map((batchId) => (
                  <BatchProgress
                    key={batchId}
                    listingId={id}
                    batchId={batchId}
                    labels={(r) => labelsOf(r)(r)}
                  />
                ))}
                {shown.map((r) => (
                  <RenderProgress key={r.id} render={r} labels={labelsOf(r)} />
                ))}
              </ul>
            </section>
          )}
          <VariantsSection listingId={id} />
        </>
      )}
    </div>
  );
}
