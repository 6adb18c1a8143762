import { CheckCircle2, ChevronUp, Circle, ListChecks, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import type { OnboardingItem } from '../hooks/use-onboarding';
import { checklistTexts as t } from '../texts';

/**
 * The "Primeros pasos" card, in the page flow at every width: fixed over the page it covered
 * the quick actions on a laptop screen. It can be minimised to one line, or dismissed.
 */
export function OnboardingChecklist({
  items,
  done,
  onDismiss,
}: {
  items: OnboardingItem[];
  done: number;
  onDismiss: () => void;
}) {
  const titleId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const total = items.length;
  const progress = t.progress(done, total);

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={() => setCollapsed(false)}
        aria-label={`${t.expand} (${progress})`}
        className="flex min-h-11 w-full items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 text-sm font-semibold text-ink shadow-sm sm:w-auto"
      >
        <ListChecks className="size-5 text-brand-700" aria-hidden />
        {t.title}
        <span className="text-neutral-600 tabular-nums">
          {done}/{total}
        </span>
      </button>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="onboarding-checklist"
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-neutral-600">{progress}</p>
        </div>
        <button
          type="button"
          onClick={() => setCollapsed(true)}
          className="rounded-lg p-2 text-neutral-600 hover:bg-neutral-100"
          aria-label={t.collapse}
        >
          <ChevronUp className="size-5" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded-lg p-2 text-neutral-600 hover:bg-neutral-100"
          aria-label={t.dismiss}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={progress}
        className="mt-3 h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <ul className="mt-3 grid gap-x-6 gap-y-1 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex min-h-10 items-center gap-2 text-sm">
            {item.done ? (
              <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden />
            ) : (
              <Circle className="size-5 shrink-0 text-neutral-400" aria-hidden />
            )}
            <span className={cn('min-w-0 flex-1', item.done ? 'text-neutral-500 line-through' : 'text-ink')}>
              {item.label}
              <span className="sr-only"> {item.done ? t.done : t.pending}</span>
            </span>
            {!item.done && (
              <Link
                to={item.to}
                aria-label={`${item.label}: ${item.action}`}
                className="shrink-0 rounded-md px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {item.action}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
