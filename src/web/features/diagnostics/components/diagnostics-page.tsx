import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import type { DiagnosticCheck } from '../../../../shared/diagnostics';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { useDiagnostics } from '../api/use-diagnostics';
import { installationChecks, diagnosticsTexts as t } from '../texts';
import { CheckRow } from './check-row';
import { TestLeadPanel } from './test-lead-panel';

function CheckList({ checks }: { checks: DiagnosticCheck[] }) {
  return (
    <dl className="divide-y divide-neutral-200 border-y border-neutral-200">
      {checks.map((check) => (
        <CheckRow key={check.id} check={check} />
      ))}
    </dl>
  );
}

/** `/debug/db`: the installation's checks, the member's own agency's counts and the test lead. */
export function DiagnosticsPage() {
  const query = useDiagnostics();
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  const data = query.data;
  const time = data ? new Date(data.checkedAt).toLocaleTimeString('es-ES') : null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="mt-1 text-neutral-600">{t.intro}</p>
          {time && (
            <p className="mt-1 text-sm text-neutral-600" aria-live="polite">
              {t.checkedAt(time)}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          className="shrink-0 whitespace-nowrap"
          onClick={() => query.refetch()}
          loading={query.isFetching}
        >
          <RotateCw className="size-4" aria-hidden />
          {t.recheck}
        </Button>
      </div>
      {query.isError ? (
        <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />
      ) : !data ? (
        <p className="text-sm text-neutral-600" role="status">
          {t.loading}
        </p>
      ) : (
        <>
          <Panel id="installation-section" title={t.installationTitle} caption={t.installationCaption}>
            <CheckList checks={data.checks.filter((c) => installationChecks.includes(c.id))} />
          </Panel>
          <Panel id="agency-section" title={t.agencyTitle(data.agency.name)} caption={t.agencyCaption}>
            <CheckList checks={data.checks.filter((c) => !installationChecks.includes(c.id))} />
          </Panel>
        </>
      )}
      <TestLeadPanel />
    </div>
  );
}
