import { Download } from 'lucide-react';
import {
  type LeadFilters,
  leadsDashboardApi,
  leadsDashboardTexts as t,
} from '../../../../shared/leads-dashboard';
import { buttonClass } from '../../../components/ui/button';

/**
 * 'Leads' and the CSV export of what the filters show. A plain download link: the browser
 * streams the file to disk, however many leads there are.
 */
export function LeadsHeader({ filters }: { filters: LeadFilters }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t.intro}</p>
      </div>
      <a
        href={leadsDashboardApi.exportCsv(filters)}
        download
        title={t.exportTitle}
        className={buttonClass('secondary')}
      >
        <Download className="size-4" aria-hidden />
        {t.export}
      </a>
    </div>
  );
}
