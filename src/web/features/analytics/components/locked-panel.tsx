import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { planRefusalTexts, planUpgradePath } from '../../../../shared/plan-features';
import { EmptyNote, Panel } from '../../../components/ui/panel';

/**
 * A section the plan's statistics do not include: the server sends no figures for it
 * (`statsSections`), so the panel says which plan has it and where to change plan.
 */
export function LockedPanel({ id, title, plan }: { id: string; title: string; plan: string }) {
  return (
    <Panel id={id} title={title}>
      <div data-testid={`${id}-locked`}>
        <EmptyNote>
          <span className="inline-flex items-center gap-2">
            <Lock className="size-4 shrink-0" aria-hidden />
            {planRefusalTexts.lockedSection(plan)}
          </span>
        </EmptyNote>
        <Link
          to={planUpgradePath}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {planRefusalTexts.upgradeLink}
        </Link>
      </div>
    </Panel>
  );
}
