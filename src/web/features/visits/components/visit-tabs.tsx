import { type KeyboardEvent, useRef } from 'react';
import { visitsDashboardTexts as t, VISIT_TABS, type VisitTab } from '../../../../shared/visits-dashboard';
import { cn } from '../../../lib/cn';

export const tabId = (tab: VisitTab) => `visits-tab-${tab}`;
export const VISITS_PANEL_ID = 'visits-panel';

/** Hoy / Próximas / Pasadas: a tab list (arrow keys move between the tabs). */
export function VisitTabs({ value, onChange }: { value: VisitTab; onChange: (tab: VisitTab) => void }) {
  const refs = useRef<Partial<Record<VisitTab, HTMLButtonElement | null>>>({});
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = VISIT_TABS[(VISIT_TABS.indexOf(value) + step + VISIT_TABS.length) % VISIT_TABS.length]!;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t.tabsLabel}
      onKeyDown={onKey}
      className="grid grid-cols-3 gap-1 rounded-xl border border-neutral-200 bg-white p-1 sm:inline-grid"
    >
      {VISIT_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={VISITS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              'min-h-11 rounded-lg px-5 text-sm font-semibold transition-colors',
              selected ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
            )}
          >
            {t.tabs[tab]}
          </button>
        );
      })}
    </div>
  );
}
