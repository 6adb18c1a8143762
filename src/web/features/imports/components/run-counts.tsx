import { countFormat } from '../../../../shared/format';
import type { ImportRun } from '../../../../shared/imports';
import { importPageTexts as t } from '../texts';

const ORDER = [
  'created',
  'updated',
  'unchanged',
  'invalid',
  'left',
  'drafted',
  'photos_downloaded',
  'photos_kept',
] as const satisfies readonly (keyof ImportRun['counts'])[];

/** A finished run's figures, each with its label. */
export function RunCounts({ counts }: { counts: ImportRun['counts'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {ORDER.map((key) => (
        <div
          key={key}
          data-testid={`import-result-${key}`}
          className="min-w-0 rounded-xl border border-neutral-200 bg-white p-3"
        >
          <dt className="text-sm text-neutral-700">{t.summary[key]}</dt>
          <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{countFormat.format(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
