import { type RenderView, renderErrorText } from '../../../../shared/staging';
import { cn } from '../../../lib/cn';
import { useBatchRenders } from '../api/use-staging';
import { batchState, inRequestOrder } from '../modes';
import { stagingPageTexts as t } from '../texts';
import { StagedImage } from './staged-image';

/** Under the button once a request has finished: the result is in «Progreso de los renders». */
export function SeeResult() {
  return (
    <p className="mt-1.5 text-neutral-700">
      {t.doneBelow}{' '}
      <a href="#staging-progress" className="font-semibold text-brand-700 underline underline-offset-2">
        {t.seeResult}
      </a>
    </p>
  );
}

/**
 * Several renders of one request or of "todo el inmueble" followed as one: one bar, what runs
 * now ("Vaciando…", "Amueblando…"), how many are ready, and each result as it arrives.
 */
export function BatchProgress({
  listingId,
  batchId,
  labels,
}: {
  listingId: string;
  batchId: string;
  labels: (r: RenderView) => string;
}) {
  const renders = inRequestOrder(useBatchRenders(listingId, batchId).data ?? []);
  const s = batchState(renders);
  const allFailed = s.total > 0 && s.failed === s.total;
  const first = renders.at(-1);
  const title = first ? `${labels(first)} · ${t.batchOf(s.total)}` : t.loading;
  const text = `${s.percent} % · ${s.stage} · ${t.batchDone(s.completed, s.total)}`;
  const errors = [
    ...new Set(renders.filter((r) => r.status === 'failed').map((r) => renderErrorText(r.error?.code))),
  ];
  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 md:col-span-2" data-batch-id={batchId}>
      <p className="text-sm font-semibold text-ink">{title}</p>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s.percent}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={cn('h-full transition-all', allFailed ? 'bg-red-600' : 'bg-brand-700')}
          style={{ width: `${s.percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm tabular-nums text-neutral-700" aria-live="polite">
        {text}
      </p>
      {errors.map((e) => (
        <p key={e} role="alert" className="mt-1 text-sm text-red-800">
          {e}
        </p>
      ))}
      {s.completed > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {renders
            .filter((r) => r.status === 'completed' && r.afterUrl)
            .map((r) => (
              <li key={r.id}>
                <StagedImage
                  src={r.afterUrl!}
                  alt={`${t.after}: ${labels(r)}`}
                  testRender={r.testRender}
                  mode={r.mode}
                />
              </li>
            ))}
        </ul>
      )}
    </li>
  );
}

/** The same batch under the button that started it (the phone's view): one line and a bar. */
export function BatchStatusLine({ listingId, batchId }: { listingId: string; batchId: string }) {
  const s = batchState(useBatchRenders(listingId, batchId).data ?? []);
  return (
    <>
      <p className="font-medium tabular-nums text-ink">
        {s.percent} % · {s.stage} · {t.batchDone(s.completed, s.total)}
      </p>
      <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-neutral-100">
        <div className="h-full bg-brand-700 transition-all" style={{ width: `${s.percent}%` }} />
      </div>
      {s.total > 0 && s.unfinished === 0 && <SeeResult />}
    </>
  );
}
