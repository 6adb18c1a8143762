import { BarChart3, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { homeTexts as t } from '../texts';

/** Welcome, the agency being managed, and the two main ways on. */
export function HomeHeader({ agencyName }: { agencyName: string | undefined }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-neutral-600">{agencyName ? t.managing(agencyName) : t.loadingAgency}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
        <Link
          to={paths.dashboard.newListing}
          className={buttonClass('primary', 'whitespace-nowrap px-3 sm:px-4')}
        >
          <Plus className="size-4" aria-hidden />
          {t.createListing}
        </Link>
        <Link
          to={paths.dashboard.analytics}
          className={buttonClass('secondary', 'whitespace-nowrap px-3 sm:px-4')}
        >
          <BarChart3 className="size-4" aria-hidden />
          {t.viewAnalytics}
        </Link>
      </div>
    </div>
  );
}
