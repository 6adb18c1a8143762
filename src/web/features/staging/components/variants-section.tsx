import { CheckCircle2, Clock, Images, Percent, Sparkles } from 'lucide-react';
import { countFormat, formatPct } from '../../../../shared/format';
import { stagingTexts } from '../../../../shared/staging';
import { KpiGrid } from '../../../components/ui/kpi-grid';
import { LoadError } from '../../../components/ui/load-error';
import { useQueryErrorToast } from '../../../lib/toast-api-error';
import { useVariantStats, useVariants } from '../api/use-staging';
import { stagingPageTexts as t } from '../texts';
import { VariantCard } from './variant-card';

/** The listing's variants, newest first, with their figures. */
export function VariantsSection({ listingId }: { listingId: string }) {
  const variants = useVariants(listingId);
  const stats = useVariantStats(listingId).data;
  useQueryErrorToast(variants.error, stagingTexts.variantsLoadError);
  // Newest first as the server sends them; the variations of one request (same time) in their order.
  const list = [...(variants.data ?? [])].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || a.variation - b.variation,
  );
  const n = (v: number | undefined) => (v === undefined ? '—' : countFormat.format(v));
  return (
    <section aria-labelledby="staging-variants" className="space-y-4">
      <h2 id="staging-variants" className="text-lg font-bold text-ink">
        {t.variantsTitle}
      </h2>
      <KpiGrid
        id="staging-stats"
        title={t.statsTitle}
        items={[
          { testId: 'stat-total', icon: Images, label: t.stats.total, value: n(stats?.total) },
          { testId: 'stat-approved', icon: CheckCircle2, label: t.stats.approved, value: n(stats?.approved) },
          { testId: 'stat-pending', icon: Clock, label: t.stats.pending, value: n(stats?.pending) },
          { testId: 'stat-generated', icon: Sparkles, label: t.stats.generated, value: n(stats?.generated) },
          {
            testId: 'stat-rate',
            icon: Percent,
            label: t.stats.approvalRate,
            value: stats ? formatPct(stats.approvalRate) : '—',
          },
        ]}
      />
      {variants.error ? (
        <LoadError
          title={stagingTexts.variantsLoadError}
          error={variants.error}
          onRetry={() => variants.refetch()}
        />
      ) : variants.data?.length === 0 ? (
        <p className="text-sm text-neutral-700">{t.variantsEmpty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((v) => (
            <VariantCard key={v.id} variant={v} siblings={list} />
          ))}
        </ul>
      )}
    </section>
  );
}
