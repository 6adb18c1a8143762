import { CircleAlert } from 'lucide-react';
import { type KeyboardEvent, useEffect } from 'react';
import { cn } from '../../../lib/cn';
import { listingFormTexts as t } from '../texts';
import { SECTIONS, type SectionId } from './listing-form-values';

export const tabId = (base: string, s: SectionId) => `${base}-tab-${s}`;
export const panelId = (base: string, s: SectionId) => `${base}-panel-${s}`;

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The form's sections as tabs: a row that scrolls sideways on a phone, a column beside the form
 * from `md` up. A section with a field to correct carries an alert mark (and says so to screen readers).
 */
export function SectionTabs({
  base,
  active,
  withErrors,
  onSelect,
}: {
  base: string;
  active: SectionId;
  withErrors: readonly SectionId[];
  onSelect: (s: SectionId) => void;
}) {
  // On a phone the row scrolls: the open section (and its error mark, which widens it) stays in view.
  const marks = withErrors.join();
  useEffect(() => {
    void marks;
    document.getElementById(tabId(base, active))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [base, active, marks]);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = SECTIONS.indexOf(active);
    const step = STEP[e.key];
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? SECTIONS.length - 1
          : step !== undefined
            ? (i + step + SECTIONS.length) % SECTIONS.length
            : null;
    const next = to === null ? undefined : SECTIONS[to];
    if (!next) return;
    e.preventDefault();
    onSelect(next);
    document.getElementById(tabId(base, next))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t.sectionsLabel}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible"
    >
      {SECTIONS.map((s) => {
        const selected = s === active;
        const error = withErrors.includes(s);
        return (
          <button
            key={s}
            type="button"
            role="tab"
            id={tabId(base, s)}
            aria-controls={panelId(base, s)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(s)}
            data-error={error || undefined}
            className={cn(
              'flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-left text-sm font-semibold whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 md:whitespace-normal',
              selected
                ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                : 'text-neutral-700 hover:bg-neutral-100',
            )}
          >
            {t.sections[s]}
            {error && (
              <>
                <CircleAlert aria-hidden className="size-4 shrink-0 text-red-700" />
                <span className="sr-only">{` (${t.sectionHasErrors})`}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
