import { type VisitStatus, visitTexts } from '../../../../shared/visits';
import { cn } from '../../../lib/cn';

const tones: Record<VisitStatus, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-300',
  confirmed: 'bg-green-50 text-green-800 ring-green-300',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
  done: 'bg-sky-50 text-sky-900 ring-sky-300',
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[status],
      )}
    >
      {visitTexts.status[status]}
    </span>
  );
}
