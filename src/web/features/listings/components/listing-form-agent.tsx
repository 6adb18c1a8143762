import type { UseFormRegister } from 'react-hook-form';
import { agentTexts as t } from '../../../../shared/agents';
import { FormField } from '../../../components/ui/form-field';
import { useAgencyMembers } from '../api/use-agency-members';
import type { ListingFormValues } from './listing-form';

const selectClass =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm';

/** "Agente asignado": none (the agency) or one of the agency's members. */
export function AgentField({
  register,
  error,
  current,
}: {
  register: UseFormRegister<ListingFormValues>;
  error?: string;
  /** The saved choice, kept as an option while the member list loads. */
  current: string;
}) {
  const members = useAgencyMembers().data?.members;
  const known = !current || members?.some((m) => m.id === current);
  return (
    <div className="col-span-2">
      <FormField label={t.assigned} error={error} hint={t.assignedHelp}>
        <select className={selectClass} {...register('assignedMemberId')}>
          <option value="">{t.none}</option>
          {!known && <option value={current}>{t.assigned}</option>}
          {members?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.role === 'owner' ? t.ownerRole : t.agentRole})
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
