import type { SheetSignerView } from '../../../../shared/visit-sheet';
import { visitSheetTexts as t } from '../../../../shared/visit-sheet';
import { madridTime } from '../format';
import { sheetPageTexts as p } from '../texts';

/**
 * The visitors who have signed, in order: name, DNI/NIE and whether it is their first visit.
 * Announced politely as they arrive (the list is fetched again while the sheet is open).
 */
export function SheetSigners({ signers, live = false }: { signers: SheetSignerView[]; live?: boolean }) {
  return (
    <section aria-labelledby="sheet-signers-title" className="space-y-3">
      <h3
        id="sheet-signers-title"
        className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-ink"
      >
        {t.signersTitle}
        <span className="text-sm font-normal text-neutral-600">{p.signerCount(signers.length)}</span>
      </h3>
      <div aria-live={live ? 'polite' : undefined}>
        {signers.length === 0 ? (
          <p className="rounded-xl bg-neutral-50 px-4 py-5 text-center text-sm text-neutral-600">
            {t.waiting}
          </p>
        ) : (
          <ol className="space-y-2">
            {signers.map((s) => (
              <li
                key={s.position}
                data-testid="sheet-signer"
                className="rounded-xl border border-neutral-200 px-4 py-3"
              >
                <p className="break-words font-semibold text-ink">{s.name}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="text-neutral-600">{p.idNumber}</dt>
                  <dd className="font-mono text-ink">{s.idNumber}</dd>
                  <dt className="text-neutral-600">{p.firstVisit}</dt>
                  <dd className="text-ink">{s.firstVisit ? p.yes : p.no}</dd>
                  <dt className="text-neutral-600">{p.signerTime}</dt>
                  <dd className="text-ink">{madridTime(s.signedAt)}</dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
