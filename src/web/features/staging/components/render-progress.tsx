import { type RenderView, renderErrorText } from '../../../../shared/staging';
import { cn } from '../../../lib/cn';
import { useRenderState } from '../api/use-staging';
import { stagingPageTexts as t } from '../texts';
import { StagedImage } from './staged-image';

/** One render followed to its end: the real stage and percent read from the server. */
export function RenderProgress({
  render,
  labels,
}: {
  render: RenderView;
  labels: (r: RenderView) => string;
}) {
  const { data: r = render } = useRenderState(render);
  const failed = r.status === 'failed' || r.status === 'canceled';
  const percent = failed ? 0 : r.progress;
  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4" data-render-id={r.id}>
      <p className="text-sm font-semibold text-ink">{labels(r)}</p>
      <div
        role="progressbar"
        aria-label={labels(r)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} % · ${r.stage}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={cn('h-full transition-all', failed ? 'bg-red-600' : 'bg-brand-700')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p
        className={cn('mt-2 text-sm tabular-nums', failed ? 'text-red-800' : 'text-neutral-700')}
        aria-live="polite"
      >
        {percent} % · {r.stage}
      </p>
      {r.status === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {r.error?.message ?? renderErrorText(r.error?.code)}
        </p>
      )}
      {r.status === 'completed' && r.afterUrl && (
        <div className="mt-3 max-w-xs">
          <StagedImage
            src={r.afterUrl}
            alt={`${t.after}: ${labels(r)}`}
            testRender={r.testRender}
            mode={r.mode}
          />
        </div>
      )}
    </li>
  );
}
