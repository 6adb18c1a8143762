import { useEffect } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { isSeatPaused } from '../../../lib/api';
import { useDashboardSummary } from '../api/use-dashboard-summary';
import { type OnboardingAgency, useOnboarding } from '../hooks/use-onboarding';
import { homeTexts as t } from '../texts';
import { HomeHeader } from './home-header';
import { HomeKpis } from './home-kpis';
import { HomeLoading } from './home-loading';
import { OnboardingChecklist } from './onboarding-checklist';
import { QuickActions } from './quick-actions';
import { RecentListings } from './recent-listings';

/** Dashboard → Inicio. The route passes the agency (from /api/me); the figures come in one call. */
export function DashboardHomePage({
  agency,
  setupSteps = true,
}: {
  agency: OnboardingAgency | undefined;
  /** "Primeros pasos" sets up the agency: the owner's (an agent could not do most steps). */
  setupSteps?: boolean;
}) {
  const summary = useDashboardSummary();
  const onboarding = useOnboarding(agency, summary.data?.listingCount);

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  useEffect(() => {
    // A paused agent's answer is not a fault: the access gate explains it.
    if (summary.error && !isSeatPaused(summary.error))
      console.error('Dashboard summary failed to load', summary.error);
  }, [summary.error]);

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <HomeHeader agencyName={agency?.name} />
      {setupSteps && onboarding.visible && (
        <OnboardingChecklist items={onboarding.items} done={onboarding.done} onDismiss={onboarding.dismiss} />
      )}
      {summary.data ? (
        <>
          <HomeKpis kpis={summary.data.kpis} />
          <RecentListings listings={summary.data.recentListings} />
        </>
      ) : summary.error ? (
        <LoadError title={t.loadError} error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <HomeLoading />
      )}
      <QuickActions />
    </div>
  );
}
