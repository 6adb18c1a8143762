import { useId } from 'react';
import { toast } from 'sonner';
import { type ListingValues, type ListingView, listingTexts } from '../../../../shared/listings';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useCreateListing, useUpdateListing } from '../api/use-listings';
import { listingFormTexts as t } from '../texts';
import { type FieldErrorsFromServer, ListingForm } from './listing-form';

/**
 * 'Nuevo inmueble' / 'Editar inmueble'. After a create the list is refetched (no page reload,
 * unlike the old version) and `onCreated` opens the photo manager for the new listing.
 */
export function ListingFormDialog({
  open,
  listing,
  atLimit,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The listing to edit; none to create one. */
  listing?: ListingView;
  atLimit: boolean;
  onClose: () => void;
  onCreated: (listing: ListingView) => void;
}) {
  const formId = useId();
  const create = useCreateListing();
  const update = useUpdateListing();
  const pending = create.isPending || update.isPending;

  const submit = async (values: ListingValues, showFieldErrors: (f: FieldErrorsFromServer) => void) => {
    try {
      if (listing) {
        await update.mutateAsync({ id: listing.id, input: values });
        toast.success(listingTexts.updated);
        onClose();
      } else {
        const { listing: created } = await create.mutateAsync(values);
        toast.success(listingTexts.created);
        onCreated(created);
      }
    } catch (e) {
      if (e instanceof ApiError && e.fields) showFieldErrors(e.fields);
      // decision 017 → Language and texts: a failed update says the fixed text, a failed create the server's reason.
      toastApiError(e, listing ? listingTexts.updateError : listingTexts.createErrorRetry, {
        serverMessage: !listing,
      });
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={listing ? t.editTitle : t.createTitle}
      description={listing ? t.editDescription : t.createDescription}
      closeLabel={t.close}
      wide
      footer={
        <div className="flex gap-3 sm:justify-end">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} className="flex-1 sm:flex-none" loading={pending}>
            {listing ? t.save : t.create}
          </Button>
        </div>
      }
    >
      <ListingForm
        key={listing?.id ?? 'new'}
        formId={formId}
        listing={listing}
        atLimit={atLimit}
        onSubmit={submit}
      />
    </DialogShell>
  );
}
