import { Trash2, UserX } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { leadDeletionTexts as d } from '../../../../shared/lead-deletion';
import type { LeadView } from '../../../../shared/leads-dashboard';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastApiError } from '../../../lib/toast-api-error';
import { useDeleteLeads, useErasePerson, usePersonPreview } from '../api/use-delete-leads';
import { phoneText } from './phone-text';

const dialogClass =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl sm:p-8';

/**
 * "Borrar los datos de esta persona": on opening, the server counts the agency's leads with the
 * lead's e-mail or phone, and the confirmation names the person and that exact number.
 */
function ErasePersonDialog({ lead, name }: { lead: LeadView; name: string }) {
  const [open, setOpen] = useState(false);
  const preview = usePersonPreview(lead.id, open);
  const erase = useErasePerson();
  const person = preview.data;
  const confirm = () =>
    erase.mutate(lead.id, {
      onSuccess: ({ deleted }) => {
        setOpen(false);
        toast.success(d.erased(deleted));
      },
      onError: (e) => toastApiError(e, d.eraseError, { serverMessage: false }),
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !erase.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="dangerGhost" className="px-3">
          <UserX className="size-4" aria-hidden />
          {d.erasePerson}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className={dialogClass}>
          <AlertDialog.Title className="text-xl font-bold break-words text-ink">
            {d.eraseTitle(person?.name ?? name)}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-6 break-words text-neutral-700">
            {person
              ? d.eraseBody(
                  person.leadCount,
                  d.eraseContact(person.email, person.phone && phoneText(person.phone)),
                )
              : preview.isError
                ? d.eraseError
                : d.loadingPerson}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={erase.isPending}>
                {d.keep}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" disabled={!person} loading={erase.isPending} onClick={confirm}>
              {erase.isPending ? d.erasing : d.eraseConfirm(person?.leadCount ?? 1)}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The card's quiet destructive actions: delete this lead, or every lead of this person. */
export function LeadDeleteActions({ lead, name }: { lead: LeadView; name: string }) {
  const remove = useDeleteLeads();
  return (
    <div className="flex flex-wrap gap-x-1 border-t border-neutral-100 pt-2">
      <ConfirmDialog
        trigger={
          <Button variant="dangerGhost" className="px-3">
            <Trash2 className="size-4" aria-hidden />
            {d.delete}
          </Button>
        }
        title={d.deleteTitle(name)}
        description={d.deleteBody(1)}
        keepLabel={d.keep}
        confirmLabel={d.deleteLead}
        pendingLabel={d.deleting}
        action={() => remove.mutateAsync([lead.id])}
        onDone={() => toast.success(d.deleted(1))}
        errorText={d.deleteError}
      />
      {(lead.email || lead.phone) && <ErasePersonDialog lead={lead} name={name} />}
    </div>
  );
}
