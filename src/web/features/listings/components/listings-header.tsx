import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingsResponse } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { listingsPageTexts as t } from '../texts';

/** 'Inmuebles', how many are published out of the plan's allowance, and 'Nuevo inmueble'. */
export function ListingsHeader({
  limit,
  onCreate,
}: {
  limit: ListingsResponse['limit'] | undefined;
  onCreate: () => void;
}) {
  const atLimit = limit?.max != null && limit.published >= limit.max;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        {limit && (
          <p className="mt-1 text-sm text-neutral-700" data-testid="listings-usage">
            {t.usage(limit.published, limit.max)}
            {limit.planName && ` · ${t.plan(limit.planName)}`}
          </p>
        )}
        {atLimit && (
          <p className="mt-1 text-sm text-neutral-700">
            {t.atLimit}{' '}
            <Link to={paths.dashboard.settings} className="font-semibold text-brand-700 underline">
              {t.changePlan}
            </Link>
          </p>
        )}
      </div>
      <Button onClick={onCreate}>
        <Plus className="size-4" aria-hidden />
        {t.newListing}
      </Button>
    </div>
  );
}
