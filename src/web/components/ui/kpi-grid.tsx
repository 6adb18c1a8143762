import type { LucideIcon } from 'lucide-react';
import { KpiCard } from './kpi-card';

export interface KpiItem {
  testId: string;
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
}

/** A titled row of dashboard figures (two columns on phones, four from `lg`). */
export function KpiGrid({ id, title, items }: { id: string; title: string; items: readonly KpiItem[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <KpiCard key={item.testId} {...item} />
        ))}
      </dl>
    </section>
  );
}
