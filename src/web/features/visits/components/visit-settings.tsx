import { useState } from 'react';
import { visitSettingsTexts as t, VISIT_SETTINGS_SECTION } from '../../../../shared/visits-dashboard';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { cn } from '../../../lib/cn';
import { useVisitSettings, type VisitScope } from '../api/use-visit-settings';
import { VisitSettingsFormView } from './visit-settings-form';

/** The owner edits their own hours or the agency's (listings without an agent); an agent, theirs. */
function ScopeSwitch({ value, onChange }: { value: VisitScope; onChange: (scope: VisitScope) => void }) {
  const options: [VisitScope, string][] = [
    ['member', t.scopeMember],
    ['agency', t.scopeAgency],
  ];
  return (
    <fieldset className="mb-4">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{t.scopeLabel}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-neutral-200 p-1 sm:inline-grid">
        {options.map(([scope, label]) => (
          <label
            key={scope}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-4 text-center text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200',
              value === scope ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
            )}
          >
            <input
              type="radio"
              name="visit-settings-scope"
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      {value === 'agency' && <p className="mt-1.5 text-sm text-neutral-600">{t.scopeAgencyHint}</p>}
    </fieldset>
  );
}

/** Configuración → Visitas: weekly visiting hours, visit length and auto-confirmation. */
export function VisitSettings({ isOwner }: { isOwner: boolean }) {
  const [scope, setScope] = useState<VisitScope>('member');
  const shown: VisitScope = isOwner ? scope : 'member';
  const query = useVisitSettings(shown);
  return (
    <Panel id={VISIT_SETTINGS_SECTION} title={t.title} caption={t.intro}>
      {isOwner && <ScopeSwitch value={scope} onChange={setScope} />}
      {query.isError ? (
        <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />
      ) : query.data ? (
        <VisitSettingsFormView key={shown} settings={query.data.settings} />
      ) : (
        <p className="text-sm text-neutral-600">{t.loading}</p>
      )}
    </Panel>
  );
}
