import type { LucideIcon } from 'lucide-react';
import { KpiCard } from './kpi-card';

export interface KpiItem {
  testId: string;
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
}

/** Tailwind needs whole class names: the `lg` column count per number of figures. */
const lgColumns = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-3 xl:grid-cols-5' } as const;

/** A titled row of dashboard figures (two columns on phones, all in one row from `lg`). */
export function KpiGrid({ id, title, items }: { id: string; title: string; items: readonly KpiItem[] }) {
  const lg = items.length === 5 ? lgColumns[5] : lgColumns[4];
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl className={`grid grid-cols-2 gap-3 ${lg}`}>
        {items.map((item) => (
          <KpiCard key={item.testId} {...item} />
        ))}
      </dl>
    </section>
  );
}
