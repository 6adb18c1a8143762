import { CircleCheck, CircleX } from 'lucide-react';
import type { DiagnosticCheck } from '../../../../shared/diagnostics';
import { checkLabels, kindLabels, diagnosticsTexts as t } from '../texts';

function Value({ value }: { value: string | number }) {
  if (typeof value === 'number')
    return <span className="font-semibold tabular-nums">{value.toLocaleString('es-ES')}</span>;
  const label = kindLabels[value];
  return (
    <span className="font-semibold">
      {label ?? value}
      {label && <code className="ml-2 text-xs font-normal text-neutral-600">{value}</code>}
    </span>
  );
}

/** One check: its name, its value, and 'Correcto' or the error with its message and code. */
export function CheckRow({ check }: { check: DiagnosticCheck }) {
  return (
    <div
      className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
      data-check={check.id}
    >
      <dt className="text-sm text-neutral-700">{checkLabels[check.id]}</dt>
      <dd className="min-w-0 text-sm sm:text-right">
        {check.ok ? (
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
            <Value value={check.value} />
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <CircleCheck className="size-4" aria-hidden />
              {t.ok}
            </span>
          </span>
        ) : (
          <span className="block text-red-800">
            <span className="inline-flex items-center gap-1 font-semibold">
              <CircleX className="size-4" aria-hidden />
              {t.error}
            </span>
            <span className="block break-words">{check.error.message}</span>
            <span className="block text-xs">{t.errorCode(check.error.code)}</span>
          </span>
        )}
      </dd>
    </div>
  );
}
