import { type FormEvent, useState } from 'react';
import { type ImportPreview, importTexts } from '../../../../shared/imports';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { usePreviewFile } from '../api/use-imports';
import { importPageTexts as t } from '../texts';

/** The files the server reads: a Kyero feed, the template as CSV or as Excel. */
export const IMPORT_FILE_TYPES = ['.xml', '.csv', '.xlsx'] as const;

/** Why this file cannot be sent, or null. */
export function fileProblem(file: File | null): string | null {
  if (!file) return importTexts.fileRequired;
  const name = file.name.toLowerCase();
  return IMPORT_FILE_TYPES.some((ext) => name.endsWith(ext)) ? null : importTexts.fileType;
}

/** An uploaded feed or spreadsheet, sent as it is (multipart `file`) for its preview. */
export function FileForm({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const read = usePreviewFile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file);
    if (problem || !file) {
      setError(problem ?? importTexts.fileRequired);
      return;
    }
    setError(undefined);
    try {
      onPreview(await read.mutateAsync(file));
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      setError(fields?.file ?? (err instanceof Error ? err.message : String(err)));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t.fileLabel} hint={t.fileHint} error={error}>
        <input
          type="file"
          name="file"
          accept={IMPORT_FILE_TYPES.join(',')}
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null);
            setError(undefined);
          }}
          className="block w-full min-w-0 text-sm text-neutral-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-neutral-900 hover:file:bg-neutral-50"
        />
      </FormField>
      <Button type="submit" loading={read.isPending} className="w-full sm:w-auto">
        {read.isPending ? t.readingFile : t.readFile}
      </Button>
    </form>
  );
}
