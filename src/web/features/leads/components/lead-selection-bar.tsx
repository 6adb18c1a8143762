import { Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { leadDeletionTexts as d } from '../../../../shared/lead-deletion';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteLeads } from '../api/use-delete-leads';

/**
 * While leads are chosen: how many, choose every one shown, and delete them all in one request.
 * It stays at the foot of the screen while the list scrolls, so a phone reaches it anywhere.
 */
export function LeadSelectionBar({
  selected,
  shown,
  onSelectAll,
  onClear,
}: {
  selected: string[];
  shown: number;
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
}) {
  const remove = useDeleteLeads();
  const n = selected.length;
  if (!n) return null;
  return (
    <section
      aria-label={d.selected(n)}
      className="sticky bottom-3 z-10 flex flex-col gap-2 rounded-2xl border border-neutral-200 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex flex-1 items-center gap-1">
        <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={n === shown}
            onChange={(e) => onSelectAll(e.target.checked)}
            aria-label={d.selectAll}
            className="size-5 cursor-pointer accent-brand-700"
          />
        </label>
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          {d.selected(n)}
        </p>
        <Button variant="ghost" onClick={onClear} className="ml-auto px-3 sm:ml-2">
          <X className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">{d.clearSelection}</span>
        </Button>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="w-full sm:w-auto">
            <Trash2 className="size-4" aria-hidden />
            {d.deleteSelected}
          </Button>
        }
        title={d.deleteManyTitle(n)}
        description={d.deleteBody(n)}
        keepLabel={d.keep}
        confirmLabel={d.deleteManyConfirm(n)}
        pendingLabel={d.deleting}
        action={() => remove.mutateAsync(selected)}
        onDone={() => {
          toast.success(d.deleted(n));
          onClear();
        }}
        errorText={d.deleteError}
      />
    </section>
  );
}
