import {
  type LeadStatus,
  leadStatusLabels,
  leadStatusValues,
  leadsDashboardTexts as t,
} from '../../../../shared/leads-dashboard';
import { cn } from '../../../lib/cn';

const tones: Record<LeadStatus, string> = {
  new: 'border-sky-300 bg-sky-50 text-sky-900',
  contacted: 'border-amber-300 bg-amber-50 text-amber-900',
  qualified: 'border-violet-300 bg-violet-50 text-violet-900',
  closed: 'border-green-300 bg-green-50 text-green-900',
  lost: 'border-neutral-300 bg-neutral-100 text-neutral-800',
};

/** The status dropdown of a card (Nuevo, Contactado, Calificado, Cerrado, Perdido; any change). */
export function LeadStatusSelect({
  status,
  name,
  onChange,
}: {
  status: LeadStatus;
  name: string;
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <select
      aria-label={t.statusOf(name)}
      value={status}
      onChange={(e) => onChange(e.target.value as LeadStatus)}
      className={cn(
        'min-h-11 shrink-0 rounded-full border px-3 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-brand-200',
        tones[status],
      )}
    >
      {leadStatusValues.map((s) => (
        <option key={s} value={s}>
          {leadStatusLabels[s]}
        </option>
      ))}
    </select>
  );
}
