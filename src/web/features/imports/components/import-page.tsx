import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type ImportPreview,
  type ImportRun,
  type ImportState,
  importTexts,
} from '../../../../shared/imports';
import { paths } from '../../../../shared/paths';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { useImportState } from '../api/use-imports';
import { importPageTexts as t } from '../texts';
import { ImportLog } from './import-log';
import { PreviewView } from './preview-view';
import { RunProgress } from './run-progress';
import { SavedSource } from './saved-source';
import { SourceChoice } from './source-choice';

/** Where the import panel is: choosing a source, reading its preview, or following a run. */
type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'run'; run: ImportRun };

function Importer({ state }: { state: ImportState }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // What was typed in the feed form, for "Elegir otro origen" (the saved feed's, at first).
  const [typed, setTyped] = useState({
    url: state.source?.url ?? '',
    username: state.source?.username ?? '',
  });
  const active = state.active;
  // A run already going when the page opens (a schedule, another tab) is followed here too.
  useEffect(() => {
    if (active)
      setStep((s) => (s.kind === 'run' && s.run.id === active.id ? s : { kind: 'run', run: active }));
  }, [active]);
  const showRun = (run: ImportRun) => {
    setStep({ kind: 'run', run });
    document.getElementById('import-section')?.scrollIntoView({ block: 'start' });
  };
  const restart = () => setStep({ kind: 'choose' });
  return (
    <>
      <Panel id="import-section" title={t.startTitle}>
        {step.kind === 'choose' && (
          <SourceChoice
            urlDefaults={typed}
            hasSavedPassword={!!state.source?.has_password && typed.url === state.source.url}
            onPreview={(preview, fields) => {
              if (fields) setTyped(fields);
              setStep({ kind: 'preview', preview });
            }}
          />
        )}
        {step.kind === 'preview' && (
          <PreviewView preview={step.preview} onStarted={showRun} onRestart={restart} />
        )}
        {step.kind === 'run' && <RunProgress key={step.run.id} run={step.run} onAgain={restart} />}
      </Panel>
      {state.source && <SavedSource source={state.source} busy={!!active} onRun={showRun} />}
      <ImportLog runs={state.runs} />
    </>
  );
}

function ImportScreen() {
  const query = useImportState();
  if (query.isError)
    return <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  return <Importer state={query.data} />;
}

/** Configuración → Importar: a feed or a spreadsheet, previewed, imported and kept in sync (owner only). */
export function ImportPage({ isOwner, loaded }: { isOwner: boolean; loaded: boolean }) {
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link
          to={paths.dashboard.settings}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-neutral-700 hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t.back}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        {isOwner && <p className="mt-1 text-sm text-neutral-700">{t.intro}</p>}
      </div>
      {!loaded ? (
        <p className="text-sm text-neutral-600">{t.loading}</p>
      ) : isOwner ? (
        <ImportScreen />
      ) : (
        <Alert tone="info">{importTexts.ownerOnly}</Alert>
      )}
    </div>
  );
}
