import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { listingTexts } from '../../../../shared/listings';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteListing } from '../api/use-listings';
import { listingCardTexts as t } from '../texts';

/** 'Eliminar' on a card, confirmed first. Its leads stay (decision 017 → Listings). */
export function DeleteListingDialog({ listingId, title }: { listingId: string; title: string }) {
  const remove = useDeleteListing();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="dangerGhost" className="px-3">
          <Trash2 className="size-4" aria-hidden />
          {t.delete}
        </Button>
      }
      title={t.deleteTitle}
      description={listingTexts.deleteConfirm(title)}
      keepLabel={t.deleteKeep}
      confirmLabel={t.deleteConfirm}
      pendingLabel={t.deleting}
      action={() => remove.mutateAsync(listingId)}
      onDone={() => toast.success(listingTexts.deleted)}
      errorText={listingTexts.deleteError}
    />
  );
}
