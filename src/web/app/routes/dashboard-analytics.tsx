import { AnalyticsPage } from '../../features/analytics/components/analytics-page';

/** Dashboard → Analíticas (its own chunk, with the chart library). */
export function DashboardAnalyticsRoute() {
  return <AnalyticsPage />;
}
