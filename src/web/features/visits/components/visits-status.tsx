import { CalendarDays, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import {
  visitsDashboardTexts as t,
  type VisitTab,
  visitSettingsLink,
} from '../../../../shared/visits-dashboard';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';

export function VisitsLoading({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (error) return <LoadError title={t.loadError} error={error} onRetry={onRetry} />;
  return (
    <p role="status" className="rounded-2xl border border-neutral-200 bg-white p-6 text-sm text-neutral-600">
      {t.loading}
    </p>
  );
}

/** Nothing in this tab: what will show here and, without visiting hours, where to set them. */
export function VisitsEmpty({ tab, hoursSaved }: { tab: VisitTab; hoursSaved: boolean | undefined }) {
  const copy = t.empty[tab];
  const needsHours = hoursSaved === false && tab !== 'past';
  return (
    <EmptyState
      icon={CalendarDays}
      title={copy.title}
      body={needsHours ? `${copy.body} ${t.noHours}` : copy.body}
      action={
        tab !== 'past' && (
          <Link to={visitSettingsLink} className={buttonClass(needsHours ? 'primary' : 'secondary')}>
            {t.setHours}
          </Link>
        )
      }
    />
  );
}

export function VisitsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={t.noMatch.title}
      body={t.noMatch.body}
      action={
        <Button variant="secondary" onClick={onClear}>
          {t.clearFilters}
        </Button>
      }
    />
  );
}
