import { type RenderView, renderErrorText } from '../../../../shared/staging';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useRenderState } from '../api/use-staging';
import { stagingPageTexts as t } from '../texts';
import { BatchStatusLine, SeeResult } from './batch-progress';

/** What the last tap of 'Generar Render con IA' led to, shown under the button. */
export type GenerateState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; error: unknown }
  | { kind: 'queued'; render: RenderView; batchId?: string | null };

/** The render just asked for, followed to its end (the same query as its progress card below). */
function Followed({ render }: { render: RenderView }) {
  const { data: r = render } = useRenderState(render);
  const failed = r.status === 'failed' || r.status === 'canceled';
  const percent = failed ? 0 : r.progress;
  if (r.status === 'failed')
    return <p className="text-red-800">{r.error?.message ?? renderErrorText(r.error?.code)}</p>;
  return (
    <>
      <p className={cn('font-medium tabular-nums', failed ? 'text-red-800' : 'text-ink')}>
        {percent} % · {r.stage}
      </p>
      <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-neutral-100">
        <div
          className={cn('h-full transition-all', failed ? 'bg-red-600' : 'bg-brand-700')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {r.status === 'completed' && <SeeResult />}
    </>
  );
}

/**
 * The render's state next to the button that started it: on a phone the progress list is a
 * screen further down. A live region (present before anything changes, so screen readers hear
 * each stage) announces sending, the stages, the result or the error.
 */
export function GenerateStatus({ state }: { state: GenerateState }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="generate-status"
      className="text-sm"
    >
      {state.kind === 'sending' && <p className="text-neutral-700">{t.sending}</p>}
      {state.kind === 'error' && (
        <p className="text-red-800">{state.error instanceof ApiError ? state.error.message : t.sendFailed}</p>
      )}
      {state.kind === 'queued' &&
        (state.batchId ? (
          <BatchStatusLine key={state.batchId} listingId={state.render.listingId} batchId={state.batchId} />
        ) : (
          <Followed key={state.render.id} render={state.render} />
        ))}
    </div>
  );
}
