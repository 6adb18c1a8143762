import { Panel } from '../../../components/ui/panel';
import { usePosters } from '../api/use-posters';
import { orphanPosterTexts as t } from '../texts';
import { PosterTargetForm, targetLabel } from './poster-target-form';

/**
 * Inmuebles → the printed posters whose listing was deleted: what each opens now and where to
 * move it. Nothing when there are none (or until they load: the page works without them).
 */
export function OrphanPosters() {
  const { data } = usePosters();
  const orphans = data?.posters.filter((p) => p.printedForId === null) ?? [];
  if (!data || orphans.length === 0) return null;
  return (
    <Panel id="orphan-posters" title={t.title} caption={t.caption}>
      <ul className="divide-y divide-neutral-200">
        {orphans.map((p) => (
          <li key={p.code} className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="orphan-poster">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-ink">{p.printedFor}</p>
              <p className="font-mono text-sm tracking-wider text-neutral-700">{t.code(p.code)}</p>
            </div>
            <p className="text-sm text-neutral-700">{targetLabel(p.target)}</p>
            <PosterTargetForm code={p.code} printedForId={null} data={data} current={p.target} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
