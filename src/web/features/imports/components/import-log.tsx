import { CalendarClock, Hand } from 'lucide-react';
import type { ImportRun, ImportRunStatus } from '../../../../shared/imports';
import { EmptyNote, Panel } from '../../../components/ui/panel';
import { cn } from '../../../lib/cn';
import { formatWhen } from '../format';
import { importPageTexts as t } from '../texts';
import { Expandable, TextList } from './preview-summary';

const statusTone: Record<ImportRunStatus, string> = {
  queued: 'bg-neutral-50 text-neutral-800 ring-neutral-200',
  running: 'bg-brand-50 text-brand-800 ring-brand-200',
  done: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function RunRow({ run }: { run: ImportRun }) {
  const Trigger = run.scheduled ? CalendarClock : Hand;
  return (
    <li className="py-3 sm:grid sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-4" data-testid="import-log-run">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:block sm:space-y-1">
        <time dateTime={run.created_at} className="block text-sm font-semibold text-ink">
          {formatWhen(run.created_at)}
        </time>
        <span
          className={cn(
            'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
            statusTone[run.status],
          )}
        >
          {t.statusLabels[run.status]}
        </span>
        <span className="flex items-center gap-1 text-xs text-neutral-600">
          <Trigger className="size-3.5" aria-hidden />
          {run.scheduled ? t.scheduled : t.manual}
        </span>
      </div>
      <div className="mt-1 min-w-0 space-y-1 text-sm sm:mt-0">
        <p className="break-all text-neutral-800">
          <span className="font-medium">{t.sourceKinds[run.source.kind]}:</span> {run.source.name}
        </p>
        {run.status === 'done' && (
          <>
            <p className="text-neutral-700">{t.logCounts(run.counts)}</p>
            <p className="text-xs text-neutral-600">
              {t.logPhotos(run.counts.photos_downloaded, run.counts.photos_kept)}
            </p>
          </>
        )}
        {run.status === 'failed' && run.error && <p className="text-red-800">{run.error}</p>}
        <Expandable title={t.errorsTitle} count={run.errors.length}>
          <TextList items={run.errors} />
        </Expandable>
      </div>
    </li>
  );
}

/** The runs, newest first: when, from where, who started it, how it ended and what it did. */
export function RunList({ runs }: { runs: readonly ImportRun[] }) {
  if (!runs.length) return <EmptyNote>{t.logEmpty}</EmptyNote>;
  return (
    <ol aria-label={t.logTitle} className="divide-y divide-neutral-100">
      {runs.map((run) => (
        <RunRow key={run.id} run={run} />
      ))}
    </ol>
  );
}

export function ImportLog({ runs }: { runs: readonly ImportRun[] }) {
  return (
    <Panel id="import-log-section" title={t.logTitle} caption={t.logCaption}>
      <RunList runs={runs} />
    </Panel>
  );
}
