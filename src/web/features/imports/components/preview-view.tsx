import { useEffect, useRef, useState } from 'react';
import type { ImportPreview, ImportRun } from '../../../../shared/imports';
import { useStartImport } from '../api/use-imports';
import { importPageTexts as t } from '../texts';
import { PreviewOptions } from './preview-options';
import { PreviewSummary } from './preview-summary';

/** The preview just read: what would change, the options, and "Importar" (which queues the run). */
export function PreviewView({
  preview,
  onStarted,
  onRestart,
}: {
  preview: ImportPreview;
  onStarted: (run: ImportRun) => void;
  onRestart: () => void;
}) {
  const start = useStartImport();
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was just sent is gone: the reader lands on what it found.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="space-y-5" data-testid="import-preview">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {t.previewTitle}
      </h3>
      <PreviewSummary preview={preview} />
      <PreviewOptions
        preview={preview}
        pending={start.isPending}
        error={error}
        onRestart={onRestart}
        onImport={(input) => {
          setError(undefined);
          start.mutate(input, {
            onSuccess: onStarted,
            onError: (e) => setError(e.message),
          });
        }}
      />
    </div>
  );
}
