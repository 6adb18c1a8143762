import { homeTexts as t } from '../texts';

/** Placeholders for the figures and the recent listings while the summary loads. */
export function HomeLoading() {
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">{t.loading}</span>
      <div aria-hidden className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((k) => (
          <div key={k} className="h-28 animate-pulse rounded-2xl border border-neutral-200 bg-white" />
        ))}
      </div>
      <div aria-hidden className="grid gap-3 sm:grid-cols-3">
        {['a', 'b', 'c'].map((k) => (
          <div key={k} className="h-24 animate-pulse rounded-2xl bg-neutral-100 sm:h-64" />
        ))}
      </div>
    </div>
  );
}
