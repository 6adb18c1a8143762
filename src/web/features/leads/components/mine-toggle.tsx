import { agentTexts as t } from '../../../../shared/agents';

const button =
  'min-h-11 rounded-md px-4 text-sm font-semibold transition aria-pressed:bg-white aria-pressed:text-ink aria-pressed:shadow-sm text-neutral-700 hover:text-ink';

/** "Todos" / "Mis leads": every lead of the agency, or those of the listings assigned to me. */
export function MineToggle({ mine, onChange }: { mine: boolean; onChange: (mine: boolean) => void }) {
  return (
    <fieldset className="inline-flex rounded-lg bg-neutral-100 p-1">
      <legend className="sr-only">{t.mineFilter}</legend>
      <button type="button" aria-pressed={!mine} className={button} onClick={() => onChange(false)}>
        {t.allLeads}
      </button>
      <button type="button" aria-pressed={mine} className={button} onClick={() => onChange(true)}>
        {t.mine}
      </button>
    </fieldset>
  );
}
