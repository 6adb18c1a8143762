import { CheckCircle2, FileDown } from 'lucide-react';
import { visitSheetTexts as t, type VisitSheetView } from '../../../../shared/visit-sheet';
import { formatVisitTime } from '../../../../shared/visits';
import { buttonClass } from '../../../components/ui/button';
import { sheetPageTexts as p } from '../texts';
import { SheetSigners } from './sheet-signers';

/** A signed sheet: who signed, the agent, when, the fingerprint of what was signed, and its PDF. */
export function SheetSigned({ sheet }: { sheet: VisitSheetView }) {
  return (
    <section
      aria-labelledby="sheet-signed-title"
      className="space-y-6 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="sheet-signed-title"
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-green-800 focus:outline-none"
        >
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {t.signedTitle}
        </h2>
        {sheet.pdfUrl && (
          <a href={sheet.pdfUrl} download className={buttonClass('primary', 'w-full sm:w-auto')}>
            <FileDown className="size-4" aria-hidden />
            {t.download}
          </a>
        )}
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {sheet.agentName && (
          <div>
            <dt className="text-neutral-600">{p.agent}</dt>
            <dd className="mt-0.5 font-medium text-ink">{sheet.agentName}</dd>
          </div>
        )}
        {sheet.signedAt && (
          <div>
            <dt className="text-neutral-600">{p.signedAt}</dt>
            <dd className="mt-0.5 font-medium text-ink first-letter:uppercase">
              {formatVisitTime(sheet.signedAt)}
            </dd>
          </div>
        )}
        {sheet.contentSha256 && (
          <div className="sm:col-span-2">
            <dt className="text-neutral-600">{t.fingerprint}</dt>
            <dd className="mt-0.5 break-all font-mono text-xs text-ink" data-testid="sheet-sha256">
              {sheet.contentSha256}
            </dd>
          </div>
        )}
      </dl>
      {sheet.contact?.confirmed && (
        <p className="text-sm text-neutral-700">{t.sentTo(sheet.contact.masked)}</p>
      )}
      <SheetSigners signers={sheet.signers} />
    </section>
  );
}
