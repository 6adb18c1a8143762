import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { percentOf } from '../../../../shared/format';
import type { ImportRun } from '../../../../shared/imports';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { isUnfinished, useImportRun } from '../api/use-imports';
import { importPageTexts as t } from '../texts';
import { Expandable, TextList } from './preview-summary';
import { RunCounts } from './run-counts';

function ProgressBar({ run }: { run: ImportRun }) {
  const { done, total } = run.progress;
  const percent = Math.round(percentOf(done, total));
  const text = run.status === 'queued' ? t.queued : t.running(done, total);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-neutral-700 tabular-nums">{text}</p>
    </div>
  );
}

/** A run followed to its end: the progress bar while it goes, then what it did (or why it failed). */
export function RunProgress({ run: started, onAgain }: { run: ImportRun; onAgain: () => void }) {
  const { data: run = started } = useImportRun(started);
  const queryClient = useQueryClient();
  const finished = !isUnfinished(run);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasRunning = useRef(!finished);
  useEffect(() => {
    if (!finished || !wasRunning.current) return;
    wasRunning.current = false;
    // An import changes listings, the dashboard's figures and the log: everything shown is read again.
    void queryClient.invalidateQueries();
    heading.current?.focus();
  }, [finished, queryClient]);
  return (
    <div className="space-y-4" data-testid="import-run">
      <div aria-live="polite" className="space-y-4">
        {!finished && <ProgressBar run={run} />}
        {run.status === 'done' && (
          <h3
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold text-ink outline-none"
          >
            <CheckCircle2 className="size-5 text-green-700" aria-hidden />
            {t.doneTitle}
          </h3>
        )}
      </div>
      {run.status === 'failed' && (
        <>
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
            {t.failedTitle}
          </h3>
          <Alert tone="error">{run.error ?? t.failedFallback}</Alert>
        </>
      )}
      {run.status === 'done' && <RunCounts counts={run.counts} />}
      {finished && (
        <>
          <Expandable title={t.errorsTitle} count={run.errors.length}>
            <TextList items={run.errors} />
          </Expandable>
          <div className="flex flex-col gap-2 sm:flex-row">
            {run.status === 'done' && (
              <Link to={paths.dashboard.listings} className={buttonClass()}>
                {t.seeListings}
              </Link>
            )}
            <Button variant="secondary" onClick={onAgain}>
              {t.again}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
