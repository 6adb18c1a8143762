import type { ReactNode } from 'react';
import { countFormat } from '../../../../shared/format';
import type { ImportPreview, PreviewItem } from '../../../../shared/imports';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../lib/cn';
import { importPageTexts as t } from '../texts';

function Figure({
  label,
  value,
  hint,
  testId,
  tone,
}: {
  label: string;
  value: number;
  hint?: string;
  testId: string;
  tone?: 'warning' | 'error';
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'min-w-0 rounded-xl border p-3 sm:p-4',
        tone === 'error' && value > 0 && 'border-red-200 bg-red-50',
        tone === 'warning' && value > 0 && 'border-amber-300 bg-amber-50',
        (!tone || value === 0) && 'border-neutral-200 bg-white',
      )}
    >
      <dt className="text-sm font-medium text-neutral-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{countFormat.format(value)}</dd>
      {hint && <dd className="mt-0.5 text-xs text-neutral-700">{hint}</dd>}
    </div>
  );
}

/** A list the reader opens when they want the detail; closed, it says how long it is. */
export function Expandable({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (!count) return null;
  return (
    <details className="rounded-xl border border-neutral-200 px-4 py-2.5 text-sm">
      <summary className="cursor-pointer font-semibold text-neutral-800">
        {title} ({countFormat.format(count)})
      </summary>
      <div className="mt-2 max-h-72 overflow-y-auto">{children}</div>
    </details>
  );
}

/** Spanish lines from the server (reasons, notes, errors), as they come. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-neutral-800">
      {items.map((item, i) => (
        // The same text can come twice (two photos of a property failing alike).
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <li key={i} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

function ItemList({ items }: { items: readonly PreviewItem[] }) {
  return (
    <ul className="divide-y divide-neutral-100">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
          <span className="min-w-0 break-words text-neutral-900">{item.title}</span>
          {item.reference && (
            <span className="shrink-0 text-xs text-neutral-600">{t.reference(item.reference)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the import would change, in figures first and then, on demand, listing by listing. */
export function PreviewSummary({ preview: p }: { preview: ImportPreview }) {
  const c = t.counts;
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">{t.previewRead(p.total, p.source.name)}</p>
      <section aria-labelledby="import-counts-title">
        <h4 id="import-counts-title" className="sr-only">
          {t.countsTitle}
        </h4>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure testId="import-count-new" label={c.new} value={p.new.length} />
          <Figure testId="import-count-updated" label={c.updated} value={p.updated.length} />
          <Figure testId="import-count-unchanged" label={c.unchanged} value={p.unchanged} />
          <Figure
            testId="import-count-invalid"
            label={c.invalid}
            value={p.invalid.length}
            hint={p.invalid.length ? t.invalidHint : undefined}
            tone="error"
          />
          <Figure
            testId="import-count-beyond-limit"
            label={c.beyondLimit}
            value={p.beyond_limit}
            hint={t.beyondLimitHint(p.published_limit)}
            tone="warning"
          />
          <Figure testId="import-count-left" label={c.left} value={p.left.length} tone="warning" />
        </dl>
      </section>
      {p.beyond_limit > 0 && p.published_limit !== null && (
        <Alert tone="warning">{t.beyondLimitNote(p.beyond_limit, p.published_limit)}</Alert>
      )}
      {(p.photos > 0 || p.linked > 0) && (
        <ul className="space-y-0.5 text-sm text-neutral-700">
          {p.photos > 0 && <li>{t.photosNote(p.photos)}</li>}
          {p.linked > 0 && <li>{t.linkedNote(p.linked)}</li>}
        </ul>
      )}
      <div className="space-y-2">
        <Expandable title={t.lists.invalid} count={p.invalid.length}>
          <TextList items={p.invalid} />
        </Expandable>
        <Expandable title={t.lists.notes} count={p.notes.length}>
          <TextList items={p.notes} />
        </Expandable>
        <Expandable title={t.lists.new} count={p.new.length}>
          <ItemList items={p.new} />
        </Expandable>
        <Expandable title={t.lists.updated} count={p.updated.length}>
          <ItemList items={p.updated} />
        </Expandable>
        <Expandable title={t.lists.left} count={p.left.length}>
          <ItemList items={p.left} />
        </Expandable>
      </div>
    </div>
  );
}
